import { useState } from 'react';
import { Button, Checkbox, Stack } from '@mantine/core';
import { LoginRequestConstraints, type SecondFactorChallenge } from '@portal/generated-client';
import { useForm } from '@mantine/form';
import { localizedFieldRule } from '@/forms/localizedFieldRule';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { RulePasswordInput, RuleTextInput } from '@/forms/RuleInputs';
import { useServerSubmit } from '@/forms/useServerSubmit';
import { lazyComponent, useAppNavigate } from '@/features/shell';
import { logIn, needsSecondFactor } from '../calls';
import { PasskeySignIn } from './PasskeySignIn';
import { startSession } from '../runtime';
import { authRuleSentences, useAuthText } from '../i18n';

/** The spec's text (English); the confirmation panel shows the catalogue's confirmation.title. */
export const REQUIRES_EMAIL_CONFIRMATION = 'Requires Email Confirmation';

export interface Credentials {
  username: string;
  password: string;
}

interface LoginValues extends Credentials {
  rememberMe: boolean;
}

/**
 * The sign-in form (doc 1 §2 /login): Email / Username, Password, Remember me. A refused
 * sign-in shows 'Authentication Failed' with each error on its own line; an account whose
 * email is not confirmed (AUTH_EMAIL_NOT_CONFIRMED) hands over to the confirmation-sent panel.
 * Below the form: signing in with a passkey instead (issue 17), also from the username field's
 * autofill where the browser offers it.
 */
/*
 * The spec's rules of LoginRequest alone, not the table of every schema's (localizedRule,
 * Spec* inputs): /login's first load does not carry the rules of the portal's other forms
 * (issue 10: 5 kB gzip).
 */
const RULES = LoginRequestConstraints;

export function LoginForm({ onRequiresConfirmation }: { onRequiresConfirmation: (credentials: Credentials) => void }) {
  const { t } = useAuthText();
  const navigate = useAppNavigate();
  const [challenge, setChallenge] = useState<{ step: SecondFactorChallenge; rememberMe: boolean } | null>(null);

  const form = useForm<LoginValues>({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '', rememberMe: false },
    validate: {
      username: localizedFieldRule(RULES.username, () => t('login.username'), authRuleSentences, {
        required: () => t('login.usernameRequired'),
      }),
      password: localizedFieldRule(RULES.password, () => t('login.password'), authRuleSentences, { required: () => t('login.passwordRequired') }),
    },
  });
  const credentialsOf = (values: LoginValues): Credentials => ({ username: values.username.trim(), password: values.password });

  const { onSubmit, failure } = useServerSubmit(
    form,
    async (values) => {
      const reply = await logIn({ ...credentialsOf(values), rememberMe: values.rememberMe });
      if (needsSecondFactor(reply)) {
        setChallenge({ step: reply, rememberMe: values.rememberMe });
        return;
      }
      const target = await startSession(reply, true);
      await navigate(target);
    },
    { onCode: { AUTH_EMAIL_NOT_CONFIRMED: () => onRequiresConfirmation(credentialsOf(form.getValues())) } },
  );

  if (challenge) return <SecondFactorForm challenge={challenge.step} onRestart={() => setChallenge(null)} />;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('login.formLabel')}>
      <Stack gap="md">
        {failure && <FormErrorAlert title={t('login.failed')} errors={failure.errors} testId="login-failure" />}
        <RuleTextInput
          rule={RULES.username}
          path="username"
          form={form}
          label={t('login.username')}
          autoComplete="username webauthn"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        <RulePasswordInput rule={RULES.password} path="password" form={form} label={t('login.password')} autoComplete="current-password" />
        <Checkbox label={t('login.rememberMe')} key={form.key('rememberMe')} {...form.getInputProps('rememberMe', { type: 'checkbox' })} />
        <Button type="submit" fullWidth loading={form.submitting}>
          {t('login.submit')}
        </Button>
        <PasskeySignIn rememberMe={() => form.getValues().rememberMe} />
      </Stack>
    </form>
  );
}

/** Shown after the password step's reply: its code comes then, not with /login's first load. */
const SecondFactorForm = lazyComponent(() => import('./SecondFactorForm'), 'SecondFactorForm');
