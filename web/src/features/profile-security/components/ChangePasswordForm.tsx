import { Alert, Button, Group, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { api, unwrap } from '../../../api/client';
import { maxLengthOf, ruleFor } from '../../../forms/constraints';
import { FormErrorAlert } from '../../../forms/FormErrorAlert';
import { passwordContentError } from '../../../forms/passwordContent';
import { errorLines, fieldErrorsOf } from '../../auth/errors';
import { PASSWORD_REQUIREMENT, canChangePassword, changePasswordRequest } from '../rules';

const newPasswordRule = ruleFor('ChangePasswordRequest', 'password', 'New password', {
  pattern: PASSWORD_REQUIREMENT,
  required: 'Enter a new password.',
});

interface ChangePasswordValues {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/**
 * /profile/security/password (doc 1 §2, §5): current password, new password and its
 * confirmation; the button is enabled only when the new password and the confirmation are
 * non-empty and equal, a check of this form only: POST /api/account/changepassword takes
 * {oldPassword, password} (doc 1 §7). The server ends the user's other sessions; this one goes on.
 */
export function ChangePasswordForm({ title }: { title: string }) {
  const [failure, setFailure] = useState<string[] | null>(null);
  const [done, setDone] = useState(false);
  const [canSubmit, setCanSubmit] = useState(false);

  const form = useForm<ChangePasswordValues>({
    mode: 'uncontrolled',
    initialValues: { oldPassword: '', password: '', confirmPassword: '' },
    onValuesChange: (values) => setCanSubmit(canChangePassword(values.password, values.confirmPassword)),
    validate: {
      oldPassword: ruleFor('ChangePasswordRequest', 'oldPassword', 'Current password', {
        required: 'Enter your current password.',
      }),
      password: (value) =>
        newPasswordRule(value) ?? passwordContentError(String(value)),
      confirmPassword: (value, values) =>
        canChangePassword(values.password, String(value)) ? null : 'The two passwords do not match.',
    },
  });

  const submit = async (values: ChangePasswordValues) => {
    setFailure(null);
    try {
      await unwrap(api.account.changePassword({ requestBody: changePasswordRequest(values) }));
      setDone(true);
    } catch (error) {
      form.setErrors(fieldErrorsOf(error));
      setFailure(errorLines(error));
    }
  };

  if (done) {
    return (
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <Alert color="tide" variant="light" title="Password Changed" role="status" data-testid="password-changed">
          Your password has been changed.
        </Alert>
        <Group>
          <Button component={Link} to="/profile/security" variant="default">
            Back to Username and Password
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Paper withBorder shadow="xs" p={{ base: 'md', xs: 'lg' }}>
        <form onSubmit={form.onSubmit(submit)} noValidate aria-label={title}>
          <Stack gap="md">
            {failure && <FormErrorAlert title="Password Reset Failed" errors={failure} />}
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              required
              maxLength={maxLengthOf('ChangePasswordRequest', 'oldPassword')}
              key={form.key('oldPassword')}
              {...form.getInputProps('oldPassword')}
            />
            <PasswordInput
              label="New password"
              description={PASSWORD_REQUIREMENT}
              autoComplete="new-password"
              required
              maxLength={maxLengthOf('ChangePasswordRequest', 'password')}
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              required
              maxLength={maxLengthOf('ChangePasswordRequest', 'password')}
              key={form.key('confirmPassword')}
              {...form.getInputProps('confirmPassword')}
            />
            <Group gap="sm">
              <Button type="submit" loading={form.submitting} disabled={!canSubmit}>
                Change Password
              </Button>
              <Button component={Link} to="/profile/security" variant="default">
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
