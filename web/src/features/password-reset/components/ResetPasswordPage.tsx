import { Alert, Anchor, Button, Container, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormErrorAlert } from '../../../forms/FormErrorAlert';
import { maxLengthOf } from '../../../forms/constraints';
import { focusFirstError } from '../../../forms/focusFirstError';
import { type FormFailure, PASSWORD_REQUIREMENT, fieldErrorsFor, toFormFailure } from '../../../forms/serverErrors';
import { type EmailLinkSearch, INCOMPLETE_LINK, hasLinkValues } from '../../email/linkSearch';
import {
  RESET_DONE,
  RESET_FAILED_TITLE,
  type ResetValues,
  canResetPassword,
  resetErrors,
  resetRequest,
} from '../passwordReset';
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
  const [failure, setFailure] = useState<FormFailure | null>(null);
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

  const submit = async (values: ResetValues) => {
    setFailure(null);
    try {
      await reset.mutateAsync(resetRequest(values, { code: link.code!, userId: link.userId! }));
      setDone(true);
    } catch (error) {
      const f = toFormFailure(error);
      form.setErrors(fieldErrorsFor(f, ['password', 'confirmPassword']));
      setFailure(f);
    }
  };

  let body;
  if (!complete) {
    body = (
      <FormErrorAlert title={RESET_FAILED_TITLE} errors={[INCOMPLETE_LINK]}>
        <NewResetLink />
      </FormErrorAlert>
    );
  } else if (done) {
    body = (
      <Stack gap="md">
        <Alert color="tide" variant="light" title={RESET_DONE} role="status">
          <Text size="sm">Log in with your new password.</Text>
        </Alert>
        <Group>
          <Button component={Link} to="/login">
            Log In
          </Button>
        </Group>
      </Stack>
    );
  } else {
    body = (
      <form onSubmit={form.onSubmit(submit, focusFirstError)} noValidate>
        <Stack gap="md">
          <Text>Choose a new password for your account.</Text>
          {failure && (
            <FormErrorAlert title={RESET_FAILED_TITLE} errors={failure.errors}>
              {failure.status === 422 && <NewResetLink />}
            </FormErrorAlert>
          )}
          <PasswordInput
            label="New Password"
            description={PASSWORD_REQUIREMENT}
            autoComplete="new-password"
            maxLength={maxLengthOf('ResetPasswordRequest', 'password')}
            withAsterisk
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm New Password"
            autoComplete="new-password"
            maxLength={maxLengthOf('ResetPasswordRequest', 'confirmPassword')}
            withAsterisk
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={form.submitting} disabled={!ready} style={{ alignSelf: 'flex-start' }}>
            Reset Password
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <Container size={600} px={{ base: 'sm', sm: 'md' }} py="xl">
      <Stack gap="lg">
        <Title order={1}>{RESET_TITLE}</Title>
        <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }} radius="md">
          {body}
        </Paper>
      </Stack>
    </Container>
  );
}
