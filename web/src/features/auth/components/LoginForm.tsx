import { Button, Checkbox, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ruleFor } from '@/forms/constraints';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { SpecPasswordInput, SpecTextInput } from '@/forms/SpecInputs';
import { useServerSubmit } from '@/forms/useServerSubmit';
import { useAppNavigate } from '@/features/shell';
import { logIn } from '../calls';
import { startSession } from '../runtime';

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
 */
export function LoginForm({ onRequiresConfirmation }: { onRequiresConfirmation: (credentials: Credentials) => void }) {
  const navigate = useAppNavigate();

  const form = useForm<LoginValues>({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '', rememberMe: false },
    validate: {
      username: ruleFor('LoginRequest', 'username', 'Email / Username', {
        required: 'Enter your email or username.',
      }),
      password: ruleFor('LoginRequest', 'password', 'Password', { required: 'Enter your password.' }),
    },
  });
  const credentialsOf = (values: LoginValues): Credentials => ({ username: values.username.trim(), password: values.password });

  const { onSubmit, failure } = useServerSubmit(
    form,
    async (values) => {
      const reply = await logIn({ ...credentialsOf(values), rememberMe: values.rememberMe });
      const target = await startSession(reply, true);
      await navigate(target);
    },
    { onCode: { AUTH_EMAIL_NOT_CONFIRMED: () => onRequiresConfirmation(credentialsOf(form.getValues())) } },
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Log in">
      <Stack gap="md">
        {failure && <FormErrorAlert title="Authentication Failed" errors={failure.errors} testId="login-failure" />}
        <SpecTextInput
          schema="LoginRequest"
          field="username"
          form={form}
          label="Email / Username"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        <SpecPasswordInput schema="LoginRequest" field="password" form={form} label="Password" autoComplete="current-password" />
        <Checkbox label="Remember me" key={form.key('rememberMe')} {...form.getInputProps('rememberMe', { type: 'checkbox' })} />
        <Button type="submit" fullWidth loading={form.submitting}>
          Log In
        </Button>
      </Stack>
    </form>
  );
}
