import { Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ruleFor } from '@/forms/constraints';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { passwordContentError } from '@/forms/passwordContent';
import { SpecPasswordInput } from '@/forms/SpecInputs';
import { useServerSubmit } from '@/forms/useServerSubmit';
import { SecurityFormFrame } from './SecurityFormFrame';
import { useChangePassword } from '../queries';
import { PASSWORD_REQUIREMENT, canChangePassword, changePasswordRequest } from '../rules';

const newPasswordRule = ruleFor('ChangePasswordRequest', 'password', 'New password', {
  pattern: PASSWORD_REQUIREMENT,
  required: 'Enter a new password.',
});

const PASSWORD_CHANGED = { title: 'Password Changed', message: 'Your password has been changed.', testId: 'password-changed' };

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
  const changePassword = useChangePassword();
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
      password: (value) => newPasswordRule(value) ?? passwordContentError(String(value)),
      confirmPassword: (value, values) => (canChangePassword(values.password, String(value)) ? null : 'The two passwords do not match.'),
    },
  });

  const { onSubmit, failure } = useServerSubmit(form, async (values) => {
    await changePassword.mutateAsync(changePasswordRequest(values));
    setDone(true);
  });

  return (
    <SecurityFormFrame
      title={title}
      done={done ? PASSWORD_CHANGED : null}
      form={{
        onSubmit,
        fields: (
          <>
            {failure && <FormErrorAlert title="Password Reset Failed" errors={failure.errors} />}
            <SpecPasswordInput schema="ChangePasswordRequest" field="oldPassword" form={form} label="Current password" autoComplete="current-password" />
            <SpecPasswordInput
              schema="ChangePasswordRequest"
              field="password"
              form={form}
              label="New password"
              description={PASSWORD_REQUIREMENT}
              autoComplete="new-password"
            />
            <SpecPasswordInput
              schema="ChangePasswordRequest"
              field="password"
              path="confirmPassword"
              form={form}
              label="Confirm new password"
              autoComplete="new-password"
            />
          </>
        ),
      }}
      submit={
        <Button type="submit" loading={form.submitting} disabled={!canSubmit}>
          Change Password
        </Button>
      }
    />
  );
}
