import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { SpecNewPasswordInputs } from '@/forms/SpecInputs';
import { useServerSubmit } from '@/forms/useServerSubmit';
import { type EmailLinkSearch, EmailLinkLayout, INCOMPLETE_LINK, LinkDone, hasLinkValues } from '@/features/email';
import { RESET_DONE, RESET_FAILED_TITLE, type ResetValues, canResetPassword, resetErrors, resetRequest } from '../passwordReset';
import { useResetPassword } from '../queries';
import { RESET_TITLE } from '../titles';

function NewResetLink() {
  return (
    <Text size="sm">
      <Anchor component={Link} to="/forgot" size="sm">
        Send me a new password reset email
      </Anchor>
    </Text>
  );
}

/** /resetpassword?code=&userId= (doc 1 §2): choose a new password with the emailed code. */
export function ResetPasswordPage({ link }: { link: EmailLinkSearch }) {
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const [ready, setReady] = useState(false);
  const form = useForm<ResetValues>({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmPassword: '' },
    validate: resetErrors,
    validateInputOnBlur: ['password'],
    onValuesChange: (values) => setReady(canResetPassword(values)),
  });
  const complete = hasLinkValues(link, ['code', 'userId']);

  const { onSubmit, failure } = useServerSubmit(form, async (values) => {
    await reset.mutateAsync(resetRequest(values, { code: link.code!, userId: link.userId! }));
    setDone(true);
  });

  let body;
  if (!complete) {
    body = (
      <FormErrorAlert title={RESET_FAILED_TITLE} errors={[INCOMPLETE_LINK]}>
        <NewResetLink />
      </FormErrorAlert>
    );
  } else if (done) {
    body = <LinkDone title={RESET_DONE}>Log in with your new password.</LinkDone>;
  } else {
    body = (
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text>Choose a new password for your account.</Text>
          {failure && (
            <FormErrorAlert title={RESET_FAILED_TITLE} errors={failure.errors}>
              {failure.code === 'ACCOUNT_RESET_CODE_INVALID' && <NewResetLink />}
            </FormErrorAlert>
          )}
          <SpecNewPasswordInputs
            schema="ResetPasswordRequest"
            form={form}
            field="password"
            confirmField="confirmPassword"
            label="New Password"
            confirmLabel="Confirm New Password"
          />
          <Button type="submit" loading={form.submitting} disabled={!ready} style={{ alignSelf: 'flex-start' }}>
            Reset Password
          </Button>
        </Stack>
      </form>
    );
  }

  return <EmailLinkLayout title={RESET_TITLE}>{body}</EmailLinkLayout>;
}
