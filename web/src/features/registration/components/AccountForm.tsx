import { Anchor, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { RegisterResult } from '@portal/generated-client';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { SpecNewPasswordInputs, SpecTextInput } from '@/forms/SpecInputs';
import { useServerSubmit } from '@/forms/useServerSubmit';
import { useRegister } from '../queries';
import { type AccountValues, canCreateAccount, registerRequest } from '../registrationFlow';
import { accountErrors } from '../validation';
import { TermsDialog } from './TermsDialog';
import { Trans } from '@/i18n';
import { useRegistrationText } from '../i18n';

/** Registration step 2: the email and password to log in with, and the terms (POST register). */
export function AccountForm({
  verified,
  onRegistered,
  onStartOver,
}: {
  verified: { policyNumber: string; policyHolder: string; verificationToken: string };
  onRegistered: (result: RegisterResult) => void;
  onStartOver: () => void;
}) {
  const { t } = useRegistrationText();
  const register = useRegister();
  const [termsOpen, setTermsOpen] = useState(false);
  const [ready, setReady] = useState(false);
  const form = useForm<AccountValues>({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '', confirmPassword: '', agreeTerms: false },
    validate: accountErrors,
    validateInputOnBlur: ['username', 'password'],
    // The form is uncontrolled; the button's state follows the values through this callback.
    onValuesChange: (values) => setReady(canCreateAccount(values)),
  });

  const { onSubmit, failure } = useServerSubmit(form, async (values) => {
    onRegistered(await register.mutateAsync(registerRequest(values, verified)));
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure && (
          <FormErrorAlert title={t('account.failed')} errors={failure.errors}>
            {(failure.code === 'ACCOUNT_EMAIL_TAKEN' || failure.code === 'ACCOUNT_POLICY_ALREADY_REGISTERED') && (
              <Text size="sm" mt={4}>
                <Trans
                  t={t}
                  i18nKey="account.existing"
                  components={{ login: <Anchor component={Link} to="/login" size="sm" />, reset: <Anchor component={Link} to="/forgot" size="sm" /> }}
                />
              </Text>
            )}
            {failure.code === 'ACCOUNT_VERIFICATION_TOKEN_INVALID' && (
              <Group mt={4}>
                <Button size="xs" variant="white" color="red" onClick={onStartOver}>
                  {t('account.verifyAgain')}
                </Button>
              </Group>
            )}
          </FormErrorAlert>
        )}
        <SpecTextInput schema="RegisterRequest" field="username" form={form} label={t('account.email')} description={t('account.emailHint')} />
        <SpecNewPasswordInputs schema="RegisterRequest" form={form} field="password" confirmField="confirmPassword" />
        <Stack gap={4}>
          <Checkbox label={t('account.agree')} key={form.key('agreeTerms')} {...form.getInputProps('agreeTerms', { type: 'checkbox' })} />
          <Anchor component="button" type="button" size="sm" onClick={() => setTermsOpen(true)} style={{ alignSelf: 'flex-start' }} ml={32}>
            {t('account.showTerms')}
          </Anchor>
        </Stack>
        <Button type="submit" loading={form.submitting} disabled={!ready} style={{ alignSelf: 'flex-start' }}>
          {t('account.create')}
        </Button>
      </Stack>
      <TermsDialog opened={termsOpen} onClose={() => setTermsOpen(false)} />
    </form>
  );
}
