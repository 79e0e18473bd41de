import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { RegisterResult } from '@portal/generated-client';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormErrorAlert } from '../../../forms/FormErrorAlert';
import { maxLengthOf } from '../../../forms/constraints';
import { focusFirstError } from '../../../forms/focusFirstError';
import { type FormFailure, PASSWORD_REQUIREMENT, fieldErrorsFor, toFormFailure } from '../../../forms/serverErrors';
import { useRegister } from '../queries';
import { type AccountValues, canCreateAccount, registerRequest } from '../registrationFlow';
import { accountErrors } from '../validation';
import { TermsDialog } from './TermsDialog';

const FIELDS = ['username', 'password', 'confirmPassword', 'agreeTerms'] as const;

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
  const register = useRegister();
  const [failure, setFailure] = useState<FormFailure | null>(null);
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

  const submit = async (values: AccountValues) => {
    setFailure(null);
    try {
      onRegistered(await register.mutateAsync(registerRequest(values, verified)));
    } catch (error) {
      const f = toFormFailure(error);
      form.setErrors(fieldErrorsFor(f, FIELDS));
      setFailure(f);
    }
  };

  return (
    <form onSubmit={form.onSubmit(submit, focusFirstError)} noValidate>
      <Stack gap="md">
        {failure && (
          <FormErrorAlert title="Account Not Created" errors={failure.errors}>
            {failure.status === 409 && (
              <Text size="sm" mt={4}>
                If you already have an account,{' '}
                <Anchor component={Link} to="/login" size="sm">
                  log in
                </Anchor>{' '}
                or{' '}
                <Anchor component={Link} to="/forgot" size="sm">
                  reset your password
                </Anchor>
                .
              </Text>
            )}
            {failure.status === 422 && (
              <Group mt={4}>
                <Button size="xs" variant="white" color="red" onClick={onStartOver}>
                  Verify my policy again
                </Button>
              </Group>
            )}
          </FormErrorAlert>
        )}
        <TextInput
          label="Email"
          description="You will log in with this email address."
          type="email"
          autoComplete="email"
          maxLength={maxLengthOf('RegisterRequest', 'username')}
          withAsterisk
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label="Password"
          description={PASSWORD_REQUIREMENT}
          autoComplete="new-password"
          maxLength={maxLengthOf('RegisterRequest', 'password')}
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          maxLength={maxLengthOf('RegisterRequest', 'confirmPassword')}
          withAsterisk
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Stack gap={4}>
          <Checkbox
            label="I agree to the terms of use"
            key={form.key('agreeTerms')}
            {...form.getInputProps('agreeTerms', { type: 'checkbox' })}
          />
          <Anchor component="button" type="button" size="sm" onClick={() => setTermsOpen(true)} style={{ alignSelf: 'flex-start' }} ml={32}>
            Show Terms
          </Anchor>
        </Stack>
        <Button type="submit" loading={form.submitting} disabled={!ready} style={{ alignSelf: 'flex-start' }}>
          Create Account
        </Button>
      </Stack>
      <TermsDialog opened={termsOpen} onClose={() => setTermsOpen(false)} />
    </form>
  );
}
