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
import { canChangePassword, changePasswordRequest } from '../rules';
import { useProfileSecurityText } from '../i18n';
import { useFormsText } from '@/forms/i18n';

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
export function ChangePasswordForm() {
  const { t } = useProfileSecurityText();
  const { t: formsT } = useFormsText();
  const changePassword = useChangePassword();
  const newPasswordRule = (value: unknown) =>
    ruleFor('ChangePasswordRequest', 'password', t('changePassword.newPassword'), {
      pattern: formsT('password.requirement'),
      required: t('changePassword.newRequired'),
    })(value);
  const [done, setDone] = useState(false);
  const [canSubmit, setCanSubmit] = useState(false);

  const form = useForm<ChangePasswordValues>({
    mode: 'uncontrolled',
    initialValues: { oldPassword: '', password: '', confirmPassword: '' },
    onValuesChange: (values) => setCanSubmit(canChangePassword(values.password, values.confirmPassword)),
    validate: {
      oldPassword: (value) =>
        ruleFor('ChangePasswordRequest', 'oldPassword', t('changePassword.currentPassword'), { required: t('changePassword.currentRequired') })(value),
      password: (value) => newPasswordRule(value) ?? passwordContentError(String(value)),
      confirmPassword: (value, values) => (canChangePassword(values.password, String(value)) ? null : t('changePassword.mismatch')),
    },
  });

  const { onSubmit, failure } = useServerSubmit(form, async (values) => {
    await changePassword.mutateAsync(changePasswordRequest(values));
    setDone(true);
  });

  return (
    <SecurityFormFrame
      title={t('titles.changePassword')}
      done={done ? { title: t('changePassword.doneTitle'), message: t('changePassword.doneMessage'), testId: 'password-changed' } : null}
      form={{
        onSubmit,
        fields: (
          <>
            {failure && <FormErrorAlert title={t('changePassword.failed')} errors={failure.errors} />}
            <SpecPasswordInput
              schema="ChangePasswordRequest"
              field="oldPassword"
              form={form}
              label={t('changePassword.currentPassword')}
              autoComplete="current-password"
            />
            <SpecPasswordInput
              schema="ChangePasswordRequest"
              field="password"
              form={form}
              label={t('changePassword.newPassword')}
              description={formsT('password.requirement')}
              autoComplete="new-password"
            />
            <SpecPasswordInput
              schema="ChangePasswordRequest"
              field="password"
              path="confirmPassword"
              form={form}
              label={t('changePassword.confirmPassword')}
              autoComplete="new-password"
            />
          </>
        ),
      }}
      submit={
        <Button type="submit" loading={form.submitting} disabled={!canSubmit}>
          {t('changePassword.submit')}
        </Button>
      }
    />
  );
}
