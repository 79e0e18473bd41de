import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorLines } from '@/forms/serverErrors';
import { resendConfirmation } from '../calls';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { type Credentials, REQUIRES_EMAIL_CONFIRMATION } from './LoginForm';

export const EMAIL_SENT_MESSAGE = 'An email has been sent.';

/**
 * After a sign-in refused with 'Requires Email Confirmation' (doc 1 §4 "Login"): thanks the
 * user, says the confirmation email was sent, and offers to send it again with the
 * credentials just typed (POST /api/account/register/resend).
 */
export function ConfirmationSentPanel({ credentials, onBack }: { credentials: Credentials; onBack: () => void }) {
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
        {REQUIRES_EMAIL_CONFIRMATION}
      </Title>
      <Text>
        Thank you for registering. Your email address is not confirmed yet: we sent you a confirmation email. Open the link in it to confirm your address, then
        log in.
      </Text>
      <Text size="sm" c="dimmed">
        No email? Check your spam folder, or send it again.
      </Text>
      {sent && (
        <Alert color="tide" variant="light" role="status">
          {EMAIL_SENT_MESSAGE}
        </Alert>
      )}
      {failure && <FormErrorAlert title="Resend Failed" errors={failure} />}
      <Group gap="sm">
        <Button onClick={() => void resend()} loading={loading}>
          Resend
        </Button>
        <Button variant="default" onClick={onBack}>
          Back to Log In
        </Button>
      </Group>
    </Stack>
  );
}
