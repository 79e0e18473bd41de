import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FormErrorAlert } from '../../../forms/FormErrorAlert';
import { toFormFailure } from '../../../forms/serverErrors';
import { type EmailLinkSearch, INCOMPLETE_LINK, hasLinkValues } from '../linkSearch';
import { confirmEmailQueryOptions } from '../queries';
import { EmailLinkLayout } from './EmailLinkLayout';
import { CONFIRM_TITLE } from '../titles';

export const CONFIRMED = 'Thank you for confirming your email address.';
export const CONFIRM_FAILED_TITLE = 'Email Confirmation Failed';

/** /confirmemail?code=&userId= (doc 1 §2): confirms the address as soon as the link is opened. */
export function ConfirmEmailPage({ link }: { link: EmailLinkSearch }) {
  const complete = hasLinkValues(link, ['code', 'userId']);
  const confirm = useQuery({ ...confirmEmailQueryOptions(link.code ?? '', link.userId ?? ''), enabled: complete });

  if (!complete || confirm.isError) {
    const errors = complete ? toFormFailure(confirm.error).errors : [INCOMPLETE_LINK];
    return (
      <EmailLinkLayout title={CONFIRM_TITLE}>
        <Stack gap="md">
          <FormErrorAlert title={CONFIRM_FAILED_TITLE} errors={errors} />
          <Text>
            To get a new confirmation email, log in with your email address and password. When your email address is
            not confirmed yet, the log-in page offers to send the email again.
          </Text>
          <Group>
            <Button component={Link} to="/login">
              Log In
            </Button>
          </Group>
        </Stack>
      </EmailLinkLayout>
    );
  }

  if (confirm.isPending) {
    return (
      <EmailLinkLayout title={CONFIRM_TITLE}>
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>Confirming your email address…</Text>
        </Group>
      </EmailLinkLayout>
    );
  }

  return (
    <EmailLinkLayout title={CONFIRM_TITLE}>
      <Stack gap="md">
        <Alert color="tide" variant="light" title={CONFIRMED} role="status">
          <Text size="sm">Your account is ready. Log in to see your policies.</Text>
        </Alert>
        <Group>
          <Button component={Link} to="/">
            Log In
          </Button>
        </Group>
      </Stack>
    </EmailLinkLayout>
  );
}
