import { Button, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans } from '@/i18n';
import { ruleFor } from '@/forms/constraints';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { SpecTextInput } from '@/forms/SpecInputs';
import { useServerSubmit } from '@/forms/useServerSubmit';
import { SecurityFormFrame } from './SecurityFormFrame';
import { profileQueryOptions } from '@/features/auth';
import { useSendEmailChange } from '../queries';
import { canChangeEmail } from '../rules';
import { useProfileSecurityText } from '../i18n';

interface ChangeEmailValues {
  newEmail: string;
  confirmEmail: string;
}

/**
 * /profile/security/username (doc 1 §2, §5): the new email twice; the button is enabled only
 * when both are equal. The server sends a confirmation link to the new address
 * (POST /api/account/sendemailchange); the email changes once it is used.
 */
export function ChangeEmailForm() {
  const { t } = useProfileSecurityText();
  const { data: profile } = useSuspenseQuery(profileQueryOptions());
  const sendEmailChange = useSendEmailChange();
  const [done, setDone] = useState(false);
  const [canSubmit, setCanSubmit] = useState(false);

  const newEmailRule = (value: unknown) =>
    ruleFor('SendEmailChangeRequest', 'newEmail', t('changeEmail.newEmail'), { required: t('changeEmail.newEmailRequired') })(value);
  const form = useForm<ChangeEmailValues>({
    mode: 'uncontrolled',
    initialValues: { newEmail: '', confirmEmail: '' },
    onValuesChange: (values) => setCanSubmit(canChangeEmail(values.newEmail, values.confirmEmail)),
    validate: {
      newEmail: newEmailRule,
      confirmEmail: (value, values) => (canChangeEmail(values.newEmail, String(value)) ? null : t('changeEmail.mismatch')),
    },
  });

  const { onSubmit, failure } = useServerSubmit(form, async (values) => {
    await sendEmailChange.mutateAsync({ newEmail: values.newEmail.trim() });
    setDone(true);
  });

  return (
    <SecurityFormFrame
      title={t('titles.changeEmail')}
      done={done ? { title: t('changeEmail.doneTitle'), message: t('changeEmail.doneMessage'), testId: 'email-changed' } : null}
      form={{
        onSubmit,
        fields: (
          <>
            <Text>
              <Trans
                t={t}
                i18nKey="changeEmail.intro"
                values={{ email: profile.email }}
                components={{ email: <Text span fw={700} style={{ overflowWrap: 'anywhere' }} /> }}
              />
            </Text>
            {failure && <FormErrorAlert title={t('changeEmail.failed')} errors={failure.errors} />}
            <SpecTextInput schema="SendEmailChangeRequest" field="newEmail" form={form} label={t('changeEmail.newEmail')} />
            <SpecTextInput schema="SendEmailChangeRequest" field="newEmail" path="confirmEmail" form={form} label={t('changeEmail.confirmEmail')} />
          </>
        ),
      }}
      submit={
        <Button type="submit" loading={form.submitting} disabled={!canSubmit}>
          {t('changeEmail.submit')}
        </Button>
      }
    />
  );
}
