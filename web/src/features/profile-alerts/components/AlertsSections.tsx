import { Alert, Button, Group, List, Modal, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import type { Profile } from '@portal/generated-client';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { maskPhone } from '@/forms/masks';
import { type DeliverySettings, alertTypes, checkEmailRecipient, checkMobileRecipient, deliveryReducer } from '../deliveryForm';
import type { Notice } from '../hooks/useDeliverySettings';
import { RecipientList } from './RecipientList';
import { useProfileAlertsText } from '../i18n';

type Dispatch = (action: Parameters<typeof deliveryReducer>[1]) => void;

/** The page's one message: errors in the failure box, the rest as a status. */
export function AlertsNotice({ notice }: { notice: Notice }) {
  if (!notice) return null;
  if (notice.color === 'red') return <FormErrorAlert title={notice.header ?? ''} errors={notice.lines} testId="alerts-error" />;
  return (
    <Alert color={notice.color} variant="light" title={notice.header} role="status" data-testid="alerts-notice">
      {notice.lines.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Alert>
  );
}

/** Paperless on or off, by email and by text, with Save and Cancel. */
export function DeliverySwitches({
  profile,
  settings,
  dispatch,
  dirty,
  saving,
  onSave,
  onCancel,
}: {
  profile: Profile;
  settings: DeliverySettings;
  dispatch: Dispatch;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  const { t } = useProfileAlertsText();
  const hasPhone = !!profile.phoneNumber;
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', xs: 'lg' }}>
      <Stack gap="md">
        <Switch
          size="md"
          label={t('switches.paperless')}
          checked={settings.isDelivery}
          onChange={(e) => dispatch({ type: 'delivery', on: e.currentTarget.checked })}
        />
        <Switch
          ml="lg"
          label={t('switches.email', { email: profile.email })}
          checked={settings.isDeliveryViaEmail}
          disabled={!settings.isDelivery}
          onChange={(e) => dispatch({ type: 'email', on: e.currentTarget.checked })}
        />
        <Switch
          ml="lg"
          label={hasPhone ? t('switches.textWithPhone', { phone: maskPhone(profile.phoneNumber ?? '') }) : t('switches.text')}
          description={hasPhone ? undefined : t('switches.addPhone')}
          checked={settings.isDeliveryViaText}
          disabled={!settings.isDelivery || !hasPhone}
          onChange={(e) => dispatch({ type: 'text', on: e.currentTarget.checked, hasPhone })}
        />
        <Text size="sm" c="dimmed">
          {t('switches.claimAlerts')}
        </Text>
        <Group gap="sm">
          <Button onClick={onSave} loading={saving} disabled={!dirty}>
            {t('switches.save')}
          </Button>
          <Button variant="default" disabled={!dirty || saving} onClick={onCancel}>
            {t('switches.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The additional email and mobile recipients, each list usable while its channel is on. */
export function RecipientLists({
  profile,
  settings,
  dispatch,
  blocked,
}: {
  profile: Profile;
  settings: DeliverySettings;
  dispatch: Dispatch;
  blocked: boolean;
}) {
  const { t } = useProfileAlertsText();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <RecipientList
        title={t('recipients.emailTitle')}
        label={t('recipients.emailLabel')}
        items={settings.additionalEDeliveryEmailRecipients}
        display={(e) => e}
        disabled={blocked || !settings.isDeliveryViaEmail}
        check={(typed) => {
          const r = checkEmailRecipient(typed, settings.additionalEDeliveryEmailRecipients, profile.email);
          if ('error' in r) return r.error;
          if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(r.email)) return t('recipients.emailInvalid');
          dispatch({ type: 'addEmailRecipient', email: r.email });
          return null;
        }}
        onRemove={(email) => dispatch({ type: 'removeEmailRecipient', email })}
      />
      <RecipientList
        title={t('recipients.mobileTitle')}
        label={t('recipients.mobileLabel')}
        items={settings.additionalEDeliverySMSRecipients}
        display={maskPhone}
        mask={maskPhone}
        disabled={blocked || !settings.isDeliveryViaText}
        check={(typed) => {
          const r = checkMobileRecipient(typed, settings.additionalEDeliverySMSRecipients, profile.phoneNumber);
          if ('error' in r) return r.error;
          if (r.mobile.length !== 10) return t('recipients.mobileInvalid');
          dispatch({ type: 'addMobileRecipient', mobile: r.mobile });
          return null;
        }}
        onRemove={(mobile) => dispatch({ type: 'removeMobileRecipient', mobile })}
      />
    </SimpleGrid>
  );
}

/** 'Alerts you will receive' (doc 1 §8 alert types). */
export function AlertTypes() {
  const { t } = useProfileAlertsText();
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', xs: 'lg' }}>
      <Title order={2} size="h4" mb="sm">
        {t('types.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {alertTypes().map((group) => (
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
  );
}

/** Consent to electronic delivery, asked before e-delivery is first turned on. */
export function ConsentDialog({ opened, onDecline, onAccept }: { opened: boolean; onDecline: () => void; onAccept: () => void }) {
  const { t } = useProfileAlertsText();
  return (
    <Modal opened={opened} onClose={onDecline} title={t('consent.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('consent.text')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDecline}>
            {t('consent.decline')}
          </Button>
          <Button onClick={onAccept} data-testid="consent-accept">
            {t('consent.accept')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
