import {
  ActionIcon, Alert, Anchor, Button, Group, List, Modal, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Profile } from '@portal/generated-client';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useReducer, useState } from 'react';
import { api, unwrap } from '../../../api/client';
import { MOBILE_QUERY } from '../../../breakpoints';
import { FormErrorAlert } from '../../../forms/FormErrorAlert';
import { maskPhone } from '../../../forms/masks';
import { errorLines } from '../../auth/errors';
import { profileQueryOptions } from '../../auth/queries';
import {
  ALERT_TYPES, SAVED, checkEmailRecipient, checkMobileRecipient, deliveryReducer, hasUnsavedChanges, phoneEditBlock, saveStep, settingsOf,
} from '../deliveryForm';

type Notice = { color: 'red' | 'yellow' | 'tide'; header?: string; lines: string[] } | null;

/** /profile/alerts 'Manage Your Alerts' (doc 1 §4 E-delivery settings, §5, §8 alert types). */
export function ManageAlerts({ title }: { title: string }) {
  const { data: profile } = useSuspenseQuery(profileQueryOptions());
  const queryClient = useQueryClient();
  const saved = settingsOf(profile);
  const [settings, dispatchRaw] = useReducer(deliveryReducer, saved);
  const [notice, setNotice] = useState<Notice>(null);
  // Any new edit replaces the last message.
  const dispatch = (action: Parameters<typeof dispatchRaw>[0]) => {
    if (action.type !== 'reset') setNotice(null);
    dispatchRaw(action);
  };
  const [consentOpen, setConsentOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const isMobile = useMediaQuery(MOBILE_QUERY) ?? false;
  const dirty = hasUnsavedChanges(saved, settings);
  const hasPhone = !!profile.phoneNumber;
  // Doc 1 §4: on phones, nothing else can be edited while changes are unsaved.
  const mobileBlocked = isMobile && dirty;

  const applyProfile = (updated: Profile) => {
    queryClient.setQueryData(profileQueryOptions().queryKey, updated);
    dispatchRaw({ type: 'reset', settings: settingsOf(updated) });
  };

  const persist = async () => {
    setConsentOpen(false);
    setSaving(true);
    try {
      applyProfile(await unwrap(api.profile.saveDelivery({ requestBody: settings })));
      setNotice({ color: 'tide', lines: [SAVED] });
    } catch (error) {
      setNotice({ color: 'red', header: 'Changes could not be saved.', lines: errorLines(error) });
    } finally {
      setSaving(false);
    }
  };

  const save = () => {
    const step = saveStep(settings);
    if (step.kind === 'error') setNotice({ color: 'red', header: step.header, lines: [step.message] });
    else if (step.kind === 'consent') {
      setNotice(null);
      setConsentOpen(true);
    } else void persist();
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Text>Receive your documents and notifications by email or text message instead of paper mail.</Text>
      {notice &&
        (notice.color === 'red' ? (
          <FormErrorAlert title={notice.header ?? ''} errors={notice.lines} testId="alerts-error" />
        ) : (
          <Alert color={notice.color} variant="light" title={notice.header} role="status" data-testid="alerts-notice">
            {notice.lines.map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
          </Alert>
        ))}
      {mobileBlocked && (
        <Alert color="yellow" variant="light" data-testid="alerts-mobile-blocked">
          You have unsaved changes. Save or cancel them before editing your phone number or recipients.
        </Alert>
      )}

      <Paper withBorder shadow="xs" p={{ base: 'md', xs: 'lg' }}>
        <Stack gap="md">
          <Switch
            size="md"
            label="Paperless (electronic delivery)"
            checked={settings.isDelivery}
            onChange={(e) => dispatch({ type: 'delivery', on: e.currentTarget.checked })}
          />
          <Switch
            ml="lg"
            label={`Email (${profile.email})`}
            checked={settings.isDeliveryViaEmail}
            disabled={!settings.isDelivery}
            onChange={(e) => dispatch({ type: 'email', on: e.currentTarget.checked })}
          />
          <Switch
            ml="lg"
            label={hasPhone ? `Text message (${maskPhone(profile.phoneNumber ?? '')})` : 'Text message'}
            description={hasPhone ? undefined : 'Add a mobile phone number below to receive text messages.'}
            checked={settings.isDeliveryViaText}
            disabled={!settings.isDelivery || !hasPhone}
            onChange={(e) => dispatch({ type: 'text', on: e.currentTarget.checked, hasPhone })}
          />
          <Text size="sm" c="dimmed">
            Claim alerts are sent the same way as your documents.
          </Text>
          <Group gap="sm">
            <Button onClick={save} loading={saving} disabled={!dirty}>
              Save
            </Button>
            <Button variant="default" disabled={!dirty || saving} onClick={() => dispatch({ type: 'reset', settings: saved })}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </Paper>

      <PhoneEditor
        profile={profile}
        blocked={mobileBlocked}
        onBlocked={() => {
          const block = phoneEditBlock(saved, settings);
          if (block) setNotice({ color: 'yellow', header: block.header, lines: [block.message] });
          return block !== null;
        }}
        onSaved={async (updated) => {
          applyProfile(updated);
          setNotice({ color: 'tide', lines: [SAVED] });
          if (!updated.phoneNumber) {
            // Doc 1 §4: clearing the phone turns text off and drops SMS recipients.
            const before = settingsOf(updated);
            const after = deliveryReducer(before, { type: 'phoneCleared' });
            if (hasUnsavedChanges(before, after)) applyProfile(await unwrap(api.profile.saveDelivery({ requestBody: after })));
          }
        }}
      />

      {settings.isDelivery && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <RecipientList
            title="Additional email recipients"
            label="Email address"
            items={settings.additionalEDeliveryEmailRecipients}
            display={(e) => e}
            disabled={mobileBlocked || !settings.isDeliveryViaEmail}
            check={(typed) => {
              const r = checkEmailRecipient(typed, settings.additionalEDeliveryEmailRecipients, profile.email);
              if ('error' in r) return r.error;
              if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(r.email)) return 'Enter a valid email address, such as name@example.com.';
              dispatch({ type: 'addEmailRecipient', email: r.email });
              return null;
            }}
            onRemove={(email) => dispatch({ type: 'removeEmailRecipient', email })}
          />
          <RecipientList
            title="Additional mobile recipients"
            label="Mobile number"
            items={settings.additionalEDeliverySMSRecipients}
            display={maskPhone}
            mask={maskPhone}
            disabled={mobileBlocked || !settings.isDeliveryViaText}
            check={(typed) => {
              const r = checkMobileRecipient(typed, settings.additionalEDeliverySMSRecipients, profile.phoneNumber);
              if ('error' in r) return r.error;
              if (r.mobile.length !== 10) return 'Enter a 10-digit mobile number, such as 317-555-0142.';
              dispatch({ type: 'addMobileRecipient', mobile: r.mobile });
              return null;
            }}
            onRemove={(mobile) => dispatch({ type: 'removeMobileRecipient', mobile })}
          />
        </SimpleGrid>
      )}

      <Paper withBorder shadow="xs" p={{ base: 'md', xs: 'lg' }}>
        <Title order={2} size="h4" mb="sm">
          Alerts you will receive
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {ALERT_TYPES.map((group) => (
            <div key={group.group}>
              <Text fw={600}>{group.group}</Text>
              <List size="sm" spacing={2}>
                {group.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            </div>
          ))}
        </SimpleGrid>
      </Paper>

      <Modal opened={consentOpen} onClose={() => setConsentOpen(false)} title="Consent to Electronic Delivery" centered>
        <Stack gap="md">
          <Text size="sm">
            By selecting Accept you agree to receive your policy documents, notices and alerts electronically at the email
            address and mobile numbers you chose, instead of by mail. You can change this at any time on this page. Message and
            data rates may apply to text messages.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConsentOpen(false)}>
              Decline
            </Button>
            <Button onClick={() => void persist()} data-testid="consent-accept">
              Accept
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function PhoneEditor({
  profile, blocked, onBlocked, onSaved,
}: { profile: Profile; blocked: boolean; onBlocked: () => boolean; onSaved: (updated: Profile) => Promise<void> }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const start = () => {
    if (onBlocked()) return;
    setValue(maskPhone(profile.phoneNumber ?? ''));
    setError(null);
    setEditing(true);
  };
  const submit = async () => {
    const digits = value.replace(/\D/g, '');
    if (digits.length !== 0 && digits.length !== 10) {
      setError('Enter a 10-digit phone number as 999-999-9999, or leave it empty to remove it.');
      return;
    }
    setBusy(true);
    try {
      const updated = await unwrap(api.profile.savePhone({ requestBody: { phoneNumber: digits } }));
      setEditing(false);
      await onSaved(updated);
    } catch (e) {
      setError(errorLines(e).join(' '));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', xs: 'lg' }}>
      <Title order={2} size="h4" mb="sm">
        Mobile phone for text messages
      </Title>
      {editing ? (
        <Stack gap="sm">
          <TextInput
            label="Mobile phone"
            placeholder="999-999-9999"
            inputMode="tel"
            value={value}
            error={error}
            onChange={(e) => setValue(maskPhone(e.currentTarget.value))}
            description="Leave empty to remove your phone number."
          />
          <Group gap="sm">
            <Button onClick={() => void submit()} loading={busy}>
              Save Phone
            </Button>
            <Button variant="default" onClick={() => setEditing(false)} disabled={busy}>
              Cancel
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group justify="space-between">
          <Text data-testid="alerts-phone">{profile.phoneNumber ? maskPhone(profile.phoneNumber) : 'No phone number'}</Text>
          <Anchor component="button" type="button" onClick={start} disabled={blocked} c={blocked ? 'dimmed' : undefined}>
            {profile.phoneNumber ? 'Edit phone' : 'Add phone'}
          </Anchor>
        </Group>
      )}
    </Paper>
  );
}

function RecipientList({
  title, label, items, display, mask, disabled, check, onRemove,
}: {
  title: string;
  label: string;
  items: readonly string[];
  display: (item: string) => string;
  mask?: (typed: string) => string;
  disabled: boolean;
  check: (typed: string) => string | null;
  onRemove: (item: string) => void;
}) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    if (!typed.trim()) return;
    const problem = check(typed);
    setError(problem);
    if (!problem) setTyped('');
  };
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', xs: 'lg' }}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="xs">
        {items.length === 0 && <Text size="sm" c="dimmed">None</Text>}
        {items.map((item) => (
          <Group key={item} justify="space-between" wrap="nowrap">
            <Text style={{ overflowWrap: 'anywhere' }}>{display(item)}</Text>
            <ActionIcon variant="subtle" color="red" aria-label={`Remove ${display(item)}`} onClick={() => onRemove(item)} disabled={disabled}>
              ×
            </ActionIcon>
          </Group>
        ))}
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            aria-label={label}
            placeholder={label}
            value={typed}
            error={error}
            disabled={disabled}
            onChange={(e) => setTyped(mask ? mask(e.currentTarget.value) : e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <Button variant="light" onClick={add} disabled={disabled}>
            Add
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
