import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { ruleFor } from '@/forms/constraints';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { SpecPasswordInput } from '@/forms/SpecInputs';
import { useServerSubmit } from '@/forms/useServerSubmit';
import { useProfileSecurityText } from '../i18n';

/** A card of /profile/security (Authenticator app, Passkeys): a section named by its title. */
export function SecurityCard({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', xs: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The submit button of a card's inline form and Cancel beside it. */
export function SubmitOrCancel({ label, loading, danger = false, onCancel }: { label: string; loading: boolean; danger?: boolean; onCancel: () => void }) {
  const { t } = useProfileSecurityText();
  return (
    <Group gap="sm">
      <Button type="submit" color={danger ? 'red.9' : undefined} loading={loading}>
        {label}
      </Button>
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
    </Group>
  );
}

/**
 * What undoes a second factor asks for the password again (turning the authenticator app off,
 * removing a passkey): the form that says so, takes the password and shows the server's refusal.
 */
export function PasswordConfirmForm({
  label,
  intro,
  failure: failureText,
  submitLabel,
  onConfirm,
  onDone,
}: {
  /** The form's accessible name. */
  label: string;
  intro: string;
  /** The refusal's title and test id. */
  failure: { title: string; testId: string };
  submitLabel: string;
  onConfirm: (password: string) => Promise<unknown>;
  /** After the change, and on Cancel. */
  onDone: () => void;
}) {
  const { t } = useProfileSecurityText();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '' },
    validate: { password: (value) => ruleFor('PasswordConfirmRequest', 'password', t('common.password'), { required: t('common.passwordRequired') })(value) },
  });
  const { onSubmit, failure } = useServerSubmit(form, async (values) => {
    await onConfirm(values.password);
    onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="sm">
        <Text>{intro}</Text>
        {failure && <FormErrorAlert title={failureText.title} errors={failure.errors} testId={failureText.testId} />}
        <SpecPasswordInput schema="PasswordConfirmRequest" field="password" form={form} label={t('common.password')} autoComplete="current-password" />
        <SubmitOrCancel label={submitLabel} loading={form.submitting} danger onCancel={onDone} />
      </Stack>
    </form>
  );
}
