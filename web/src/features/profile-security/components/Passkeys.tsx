import { Alert, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Passkey } from '@portal/generated-client';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiReplyError } from '@/api/client';
import { ruleFor } from '@/forms/constraints';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { SpecTextInput } from '@/forms/SpecInputs';
import { useServerSubmit } from '@/forms/useServerSubmit';
import { passkeyErrorMessage, useSession } from '@/features/auth';
import { formatDate } from '@/lib/format';
import { passkeysQueryOptions, useAddPasskey, useRemovePasskey, useRenamePasskey } from '../queries';
import { profileSecurityText, useProfileSecurityText } from '../i18n';
import { PasswordConfirmForm, SecurityCard, SubmitOrCancel } from './SecurityCard';
import classes from './ProfileSecurity.module.css';

/** When a passkey was added and last used, in the portal's date format. */
export function passkeyDates(passkey: Pick<Passkey, 'createdAt' | 'lastUsedAt'>): string {
  const t = profileSecurityText();
  const used = passkey.lastUsedAt ? t('passkeys.lastUsed', { date: formatDate(passkey.lastUsedAt) }) : t('passkeys.notUsed');
  return t('passkeys.dates', { added: formatDate(passkey.createdAt), used });
}

/** The browser's refusals in plain words; the server's keep their own message. */
function asReplyError(error: unknown): unknown {
  return error instanceof ApiReplyError ? error : new ApiReplyError([passkeyErrorMessage(error, 'add')]);
}

function AddPasskeyForm({ onAdded }: { onAdded: (name: string) => void }) {
  const { t } = useProfileSecurityText();
  const add = useAddPasskey();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: '' },
    validate: { name: (value) => ruleFor('PasskeyRegistrationRequest', 'name', t('passkeys.name'), { required: t('passkeys.nameRequired') })(value) },
  });
  const { onSubmit, failure } = useServerSubmit(form, async (values) => {
    const name = values.name.trim();
    try {
      await add.mutateAsync({ name });
    } catch (error) {
      throw asReplyError(error);
    }
    form.reset();
    onAdded(name);
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('passkeys.addForm')}>
      <Stack gap="sm">
        {failure && <FormErrorAlert title={t('passkeys.addFailed')} errors={failure.errors} testId="passkey-add-failure" />}
        <SpecTextInput
          schema="PasskeyRegistrationRequest"
          field="name"
          form={form}
          label={t('passkeys.name')}
          description={t('passkeys.nameDescription')}
          autoComplete="off"
        />
        <Group>
          <Button type="submit" loading={form.submitting}>
            {t('passkeys.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const { t } = useProfileSecurityText();
  const rename = useRenamePasskey();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: passkey.name },
    validate: { name: (value) => ruleFor('PasskeyRenameRequest', 'name', t('passkeys.newName'), { required: t('passkeys.nameRequired') })(value) },
  });
  const { onSubmit, failure } = useServerSubmit(form, async (values) => {
    await rename.mutateAsync({ passkeyId: passkey.id, name: values.name.trim() });
    onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('passkeys.renameForm', { name: passkey.name })}>
      <Stack gap="sm">
        {failure && <FormErrorAlert title={t('passkeys.renameFailed')} errors={failure.errors} testId="passkey-rename-failure" />}
        <SpecTextInput schema="PasskeyRenameRequest" field="name" form={form} label={t('passkeys.newName')} autoComplete="off" data-autofocus />
        <SubmitOrCancel label={t('common.save')} loading={form.submitting} onCancel={onDone} />
      </Stack>
    </form>
  );
}

function RemoveForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const { t } = useProfileSecurityText();
  const remove = useRemovePasskey();
  return (
    <PasswordConfirmForm
      label={t('passkeys.removeForm', { name: passkey.name })}
      intro={t('passkeys.removeConfirm', { name: passkey.name })}
      failure={{ title: t('passkeys.removeFailed'), testId: 'passkey-remove-failure' }}
      submitLabel={t('passkeys.remove')}
      onConfirm={(password) => remove.mutateAsync({ passkeyId: passkey.id, password })}
      onDone={onDone}
    />
  );
}

type Editing = { kind: 'none' } | { kind: 'rename' | 'remove'; id: string };

/**
 * /profile/security, "Passkeys" (issue 17): the account's passkeys with when each was added
 * and last used, adding one with a name (the browser's own dialog does the rest), renaming,
 * and removing one after the password again. Not shown to staff signed in as the customer:
 * the API refuses them (403) anyway.
 */
export function Passkeys() {
  const { t } = useProfileSecurityText();
  const { isStaffActing } = useSession();
  const passkeys = useQuery({ ...passkeysQueryOptions(), enabled: !isStaffActing });
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [notice, setNotice] = useState<string | null>(null);
  const [supported] = useState(() => browserSupportsWebAuthn());
  if (isStaffActing) return null;

  return (
    <SecurityCard titleId="passkeys-title" title={t('passkeys.title')}>
      <Text>{t('passkeys.intro')}</Text>
      {notice && (
        <Alert color="tide" variant="light" role="status" data-testid="passkey-notice" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {passkeys.isPending ? (
        <Text c="dimmed">{t('common.loading')}</Text>
      ) : passkeys.isError ? (
        <Alert color="red">{t('passkeys.loadFailed')}</Alert>
      ) : passkeys.data.length === 0 ? (
        <Text data-testid="passkeys-empty">{t('passkeys.empty')}</Text>
      ) : (
        <ul className={classes.passkeys} aria-label={t('passkeys.listLabel')} data-testid="passkey-list">
          {passkeys.data.map((passkey) => (
            <li key={passkey.id} className={classes.passkey} data-testid="passkey-item">
              {editing.kind === 'rename' && editing.id === passkey.id ? (
                <RenameForm passkey={passkey} onDone={() => setEditing({ kind: 'none' })} />
              ) : editing.kind === 'remove' && editing.id === passkey.id ? (
                <RemoveForm passkey={passkey} onDone={() => setEditing({ kind: 'none' })} />
              ) : (
                <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
                  <div>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="passkey-name">
                      {passkey.name}
                    </Text>
                    <Text size="sm" c="dimmed" data-testid="passkey-dates">
                      {passkeyDates(passkey)}
                    </Text>
                  </div>
                  <Group gap="xs">
                    <Button variant="default" size="xs" onClick={() => setEditing({ kind: 'rename', id: passkey.id })}>
                      {t('passkeys.rename')}
                      <VisuallyHidden> {passkey.name}</VisuallyHidden>
                    </Button>
                    <Button variant="default" size="xs" onClick={() => setEditing({ kind: 'remove', id: passkey.id })}>
                      {t('passkeys.remove')}
                      <VisuallyHidden> {passkey.name}</VisuallyHidden>
                    </Button>
                  </Group>
                </Group>
              )}
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <AddPasskeyForm onAdded={(name) => setNotice(t('passkeys.added', { name }))} />
      ) : (
        <Text data-testid="passkeys-unsupported">{t('passkeys.unsupported')}</Text>
      )}
    </SecurityCard>
  );
}
