import { Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiReplyError, api, unwrap } from '../../../api/client';
import { maxLengthOf, ruleFor } from '../../../forms/constraints';
import { errorLines, fieldErrorsOf } from '../errors';
import { startSession } from '../runtime';
import { FormErrorAlert } from '../../../forms/FormErrorAlert';

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
 * email is not confirmed hands over to the confirmation-sent panel.
 */
export function LoginForm({
  onRequiresConfirmation,
}: {
  onRequiresConfirmation: (credentials: Credentials) => void;
}) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [failure, setFailure] = useState<string[] | null>(null);

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

  const submit = async (values: LoginValues) => {
    setFailure(null);
    const credentials = { username: values.username.trim(), password: values.password };
    try {
      const reply = await unwrap(
        api.authentication.login({ requestBody: { ...credentials, rememberMe: values.rememberMe } }),
      );
      const target = await startSession(reply, queryClient, true);
      await router.navigate({ href: target });
    } catch (error) {
      if (
        error instanceof ApiReplyError &&
        error.code === 'AUTH_EMAIL_NOT_CONFIRMED'
      ) {
        onRequiresConfirmation(credentials);
        return;
      }
      form.setErrors(fieldErrorsOf(error));
      setFailure(errorLines(error));
    }
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Log in">
      <Stack gap="md">
        {failure && (
          <FormErrorAlert title="Authentication Failed" errors={failure} testId="login-failure" />
        )}
        <TextInput
          label="Email / Username"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={maxLengthOf('LoginRequest', 'username')}
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          maxLength={maxLengthOf('LoginRequest', 'password')}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Checkbox
          label="Remember me"
          key={form.key('rememberMe')}
          {...form.getInputProps('rememberMe', { type: 'checkbox' })}
        />
        <Button type="submit" fullWidth loading={form.submitting}>
          Log In
        </Button>
      </Stack>
    </form>
  );
}
