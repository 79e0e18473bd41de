import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useProfileSecurityText } from '../i18n';

/** Back to /profile/security, as a button. */
function BackToSecurity({ label }: { label: string }) {
  return (
    <Button component={Link} to="/profile/security" variant="default">
      {label}
    </Button>
  );
}

/**
 * The frame of the forms under Username and Password (change email, change password): the
 * title, then the form in a card with its submit button and Cancel; once done, the confirmation
 * and a way back.
 */
export function SecurityFormFrame({
  title,
  done,
  form,
  submit,
}: {
  title: string;
  /** Set once the change was made: the confirmation to show instead of the form. */
  done: { title: string; message: string; testId: string } | null;
  /** The fields, between the form's opening and its buttons. */
  form: { onSubmit: () => void; fields: ReactNode };
  submit: ReactNode;
}) {
  const { t } = useProfileSecurityText();
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      {done ? (
        <>
          <Alert color="tide" variant="light" title={done.title} role="status" data-testid={done.testId}>
            {done.message}
          </Alert>
          <Group>
            <BackToSecurity label={t('frame.back')} />
          </Group>
        </>
      ) : (
        <Paper withBorder shadow="xs" p={{ base: 'md', xs: 'lg' }}>
          <form onSubmit={form.onSubmit} noValidate aria-label={title}>
            <Stack gap="md">
              {form.fields}
              <Group gap="sm">
                {submit}
                <BackToSecurity label={t('frame.cancel')} />
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
