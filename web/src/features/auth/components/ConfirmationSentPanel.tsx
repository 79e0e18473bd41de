import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorLines } from '@/forms/serverErrors';
import { resendConfirmation } from '../calls';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import type { Credentials } from './LoginForm';
import { useAuthStepsText } from '../stepsI18n';

/** The spec's text (English); the panel shows the catalogue's confirmation.sent. */
export const EMAIL_SENT_MESSAGE = 'An email has been sent.';

/**
 * After a sign-in refused with 'Requires Email Confirmation' (doc 1 §4 "Login"): thanks the
 * user, says the confirmation email was sent, and offers to send it again with the
 * credentials just typed (POST /api/account/register/resend).
 */
export function ConfirmationSentPanel({ credentials, onBack }: { credentials: Credentials; onBack: () => void }) {
  const { t } = useAuthStepsText();
  const [loading, setLoading] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string[] | null>(null);

  const resend = async () => {
    setLoading(true);
    setFailure(null);
    try {
      await resendConfirmation(credentials);
      setSent(true);
    } catch (error) {
      setFailure(errorLines(error));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Stack gap="md" data-testid="confirmation-sent">
      <Title order={2} size="h3">
        {t('confirmation.title')}
      </Title>
      <Text>{t('confirmation.thanks')}</Text>
      <Text size="sm" c="dimmed">
        {t('confirmation.noEmail')}
      </Text>
      {sent && (
        <Alert color="tide" variant="light" role="status">
          {t('confirmation.sent')}
        </Alert>
      )}
      {failure && <FormErrorAlert title={t('confirmation.resendFailed')} errors={failure} />}
      <Group gap="sm">
        <Button onClick={() => void resend()} loading={loading}>
          {t('confirmation.resend')}
        </Button>
        <Button variant="default" onClick={onBack}>
          {t('confirmation.back')}
        </Button>
      </Group>
    </Stack>
  );
}
