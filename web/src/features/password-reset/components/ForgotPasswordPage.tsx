import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { SpecTextInput } from '@/forms/SpecInputs';
import { useServerSubmit } from '@/forms/useServerSubmit';
import { FORGOT_FAILED_TITLE, FORGOT_SENT, type ForgotValues, canSendReset, forgotErrors } from '../passwordReset';
import { useForgotPassword } from '../queries';
import { FORGOT_TITLE } from '../titles';

/** /forgot (doc 1 §2): ask for a password reset email. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const form = useForm<ForgotValues>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: forgotErrors,
    onValuesChange: (values) => setReady(canSendReset(values)),
  });

  const { onSubmit, failure } = useServerSubmit(form, async (values) => {
    const email = values.email.trim();
    await forgot.mutateAsync({ email });
    setSentTo(email);
  });

  return (
    <Container size={600} px={{ base: 'sm', sm: 'md' }} py="xl">
      <Stack gap="lg">
        <Title order={1}>{FORGOT_TITLE}</Title>
        <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }} radius="md">
          {sentTo ? (
            <Stack gap="md">
              <Alert color="tide" variant="light" title={FORGOT_SENT} role="status">
                <Text size="sm">
                  If an account uses <strong>{sentTo}</strong>, an email with a link to reset your password is on its way. The link can be used once.
                </Text>
              </Alert>
              <Anchor component={Link} to="/login">
                Back to Log In
              </Anchor>
            </Stack>
          ) : (
            <form onSubmit={onSubmit} noValidate>
              <Stack gap="md">
                <Text>Enter the email address of your account and we will send you a link to reset your password.</Text>
                {failure && <FormErrorAlert title={FORGOT_FAILED_TITLE} errors={failure.errors} />}
                <SpecTextInput schema="ForgotPasswordRequest" field="email" form={form} label="Email" type="email" autoComplete="email" />
                <Button type="submit" loading={form.submitting} disabled={!ready} style={{ alignSelf: 'flex-start' }}>
                  Send
                </Button>
                <Anchor component={Link} to="/login" size="sm">
                  Back to Log In
                </Anchor>
              </Stack>
            </form>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
