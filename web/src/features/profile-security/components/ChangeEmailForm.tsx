import { Button, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ruleFor } from '@/forms/constraints';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { SpecTextInput } from '@/forms/SpecInputs';
import { useServerSubmit } from '@/forms/useServerSubmit';
import { SecurityFormFrame } from './SecurityFormFrame';
import { profileQueryOptions } from '@/features/auth';
import { useSendEmailChange } from '../queries';
import { canChangeEmail } from '../rules';

const EMAIL_CHANGED = {
  title: 'Email Changed',
  message: 'Check your email to confirm the new email address. Your email address will not be changed until it is verified.',
  testId: 'email-changed',
};

interface ChangeEmailValues {
  newEmail: string;
  confirmEmail: string;
}

/**
 * /profile/security/username (doc 1 §2, §5): the new email twice; the button is enabled only
 * when both are equal. The server sends a confirmation link to the new address
 * (POST /api/account/sendemailchange); the email changes once it is used.
 */
export function ChangeEmailForm({ title }: { title: string }) {
  const { data: profile } = useSuspenseQuery(profileQueryOptions());
  const sendEmailChange = useSendEmailChange();
  const [done, setDone] = useState(false);
  const [canSubmit, setCanSubmit] = useState(false);

  const newEmailRule = ruleFor('SendEmailChangeRequest', 'newEmail', 'New email', {
    required: 'Enter your new email address.',
  });
  const form = useForm<ChangeEmailValues>({
    mode: 'uncontrolled',
    initialValues: { newEmail: '', confirmEmail: '' },
    onValuesChange: (values) => setCanSubmit(canChangeEmail(values.newEmail, values.confirmEmail)),
    validate: {
      newEmail: newEmailRule,
      confirmEmail: (value, values) => (canChangeEmail(values.newEmail, String(value)) ? null : 'The two email addresses do not match.'),
    },
  });

  const { onSubmit, failure } = useServerSubmit(form, async (values) => {
    await sendEmailChange.mutateAsync({ newEmail: values.newEmail.trim() });
    setDone(true);
  });

  return (
    <SecurityFormFrame
      title={title}
      done={done ? EMAIL_CHANGED : null}
      form={{
        onSubmit,
        fields: (
          <>
            <Text>
              Your email address is{' '}
              <Text span fw={700} style={{ overflowWrap: 'anywhere' }}>
                {profile.email}
              </Text>
              . It is also your username. We will send a link to the new address to confirm it.
            </Text>
            {failure && <FormErrorAlert title="Email Change Failed" errors={failure.errors} />}
            <SpecTextInput schema="SendEmailChangeRequest" field="newEmail" form={form} label="New email" type="email" autoComplete="email" />
            <SpecTextInput
              schema="SendEmailChangeRequest"
              field="newEmail"
              path="confirmEmail"
              form={form}
              label="Confirm new email"
              type="email"
              autoComplete="email"
            />
          </>
        ),
      }}
      submit={
        <Button type="submit" loading={form.submitting} disabled={!canSubmit}>
          Change Email
        </Button>
      }
    />
  );
}
