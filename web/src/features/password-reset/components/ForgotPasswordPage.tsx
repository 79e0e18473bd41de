import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { SpecTextInput } from '@/forms/SpecInputs';
import { useServerSubmit } from '@/forms/useServerSubmit';
import { type ForgotValues, canSendReset, forgotErrors } from '../passwordReset';
import { Trans } from '@/i18n';
import { useForgotPassword } from '../queries';
import { usePasswordResetText } from '../i18n';

/** /forgot (doc 1 §2): ask for a password reset email. */
export function ForgotPasswordPage() {
  const { t } = usePasswordResetText();
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
        <Title order={1}>{t('forgot.title')}</Title>
        <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }} radius="md">
          {sentTo ? (
            <Stack gap="md">
              <Alert color="tide" variant="light" title={t('forgot.sent')} role="status">
                <Text size="sm">
                  <Trans t={t} i18nKey="forgot.sentTo" values={{ email: sentTo }} components={{ strong: <strong /> }} />
                </Text>
              </Alert>
              <Anchor component={Link} to="/login">
                {t('forgot.back')}
              </Anchor>
            </Stack>
          ) : (
            <form onSubmit={onSubmit} noValidate>
              <Stack gap="md">
                <Text>{t('forgot.intro')}</Text>
                {failure && <FormErrorAlert title={t('forgot.failed')} errors={failure.errors} />}
                <SpecTextInput schema="ForgotPasswordRequest" field="email" form={form} label={t('forgot.email')} />
                <Button type="submit" loading={form.submitting} disabled={!ready} style={{ alignSelf: 'flex-start' }}>
                  {t('forgot.send')}
                </Button>
                <Anchor component={Link} to="/login" size="sm">
                  {t('forgot.back')}
                </Anchor>
              </Stack>
            </form>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
