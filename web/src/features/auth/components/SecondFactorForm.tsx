import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SecondFactorChallenge } from '@portal/generated-client';
import { localizedRule } from '@/forms/localizedRule';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { SpecTextInput } from '@/forms/SpecInputs';
import { useServerSubmit } from '@/forms/useServerSubmit';
import { useAppNavigate } from '@/features/shell';
import { finishLogIn } from '../calls';
import { startSession } from '../runtime';
import { authRuleSentences } from '../i18n';
import { useAuthStepsText } from '../stepsI18n';

interface CodeValues {
  code: string;
  recoveryCode: string;
}

/**
 * The second step of signing in when the account has an authenticator app (issue 17): the
 * six-digit code, or one of the recovery codes. An expired or spent challenge sends the user
 * back to the password.
 */
export function SecondFactorForm({ challenge, onRestart }: { challenge: SecondFactorChallenge; onRestart: () => void }) {
  const { t } = useAuthStepsText();
  const navigate = useAppNavigate();
  const [useRecovery, setUseRecovery] = useState(false);
  const [expired, setExpired] = useState(false);
  const form = useForm<CodeValues>({
    mode: 'uncontrolled',
    initialValues: { code: '', recoveryCode: '' },
    validate: {
      code: (value) =>
        useRecovery
          ? null
          : localizedRule('SecondFactorRequest', 'code', () => t('secondFactor.codeLabel'), authRuleSentences, {
              required: () => t('secondFactor.codeRequired'),
              requiredOverride: true,
            })(value),
      recoveryCode: (value) =>
        useRecovery
          ? localizedRule('SecondFactorRequest', 'recoveryCode', () => t('secondFactor.recoveryLabel'), authRuleSentences, {
              required: () => t('secondFactor.recoveryRequired'),
              requiredOverride: true,
            })(value)
          : null,
    },
  });
  const { onSubmit, failure } = useServerSubmit(
    form,
    async (values) => {
      const session = await finishLogIn(
        useRecovery
          ? { challengeToken: challenge.challengeToken, recoveryCode: values.recoveryCode.trim() }
          : { challengeToken: challenge.challengeToken, code: values.code.trim() },
      );
      const target = await startSession(session, true);
      await navigate(target);
    },
    { onCode: { AUTH_SECOND_FACTOR_EXPIRED: () => setExpired(true) } },
  );

  if (expired) {
    return (
      <Stack gap="md">
        <Alert color="yellow" data-testid="second-factor-expired">
          {t('secondFactor.expired')}
        </Alert>
        <Button onClick={onRestart}>{t('secondFactor.restart')}</Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('secondFactor.formLabel')}>
      <Stack gap="md">
        <Text>{useRecovery ? t('secondFactor.askRecovery') : t('secondFactor.askCode')}</Text>
        {failure && <FormErrorAlert title={t('secondFactor.failed')} errors={failure.errors} testId="second-factor-failure" />}
        {useRecovery ? (
          <SpecTextInput
            schema="SecondFactorRequest"
            field="recoveryCode"
            form={form}
            label={t('secondFactor.recoveryLabel')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
        ) : (
          <SpecTextInput
            schema="SecondFactorRequest"
            field="code"
            form={form}
            label={t('secondFactor.codeLabel')}
            autoComplete="one-time-code"
            data-autofocus
          />
        )}
        <Button type="submit" fullWidth loading={form.submitting}>
          {t('secondFactor.verify')}
        </Button>
        <Anchor component="button" type="button" onClick={() => setUseRecovery((r) => !r)}>
          {useRecovery ? t('secondFactor.useCode') : t('secondFactor.useRecovery')}
        </Anchor>
      </Stack>
    </form>
  );
}
