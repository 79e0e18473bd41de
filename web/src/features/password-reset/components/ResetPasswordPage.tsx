import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { SpecNewPasswordInputs } from '@/forms/SpecInputs';
import { useServerSubmit } from '@/forms/useServerSubmit';
import { type EmailLinkSearch, EmailLinkLayout, LinkDone, hasLinkValues, incompleteLink } from '@/features/email';
import { type ResetValues, canResetPassword, resetErrors, resetRequest } from '../passwordReset';
import { useResetPassword } from '../queries';
import { usePasswordResetText } from '../i18n';

function NewResetLink() {
  const { t } = usePasswordResetText();
  return (
    <Text size="sm">
      <Anchor component={Link} to="/forgot" size="sm">
        {t('reset.newLink')}
      </Anchor>
    </Text>
  );
}

/** /resetpassword?code=&userId= (doc 1 §2): choose a new password with the emailed code. */
export function ResetPasswordPage({ link }: { link: EmailLinkSearch }) {
  const { t } = usePasswordResetText();
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const [ready, setReady] = useState(false);
  const form = useForm<ResetValues>({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmPassword: '' },
    validate: resetErrors,
    validateInputOnBlur: ['password'],
    onValuesChange: (values) => setReady(canResetPassword(values)),
  });
  const complete = hasLinkValues(link, ['code', 'userId']);

  const { onSubmit, failure } = useServerSubmit(form, async (values) => {
    await reset.mutateAsync(resetRequest(values, { code: link.code!, userId: link.userId! }));
    setDone(true);
  });

  let body;
  if (!complete) {
    body = (
      <FormErrorAlert title={t('reset.failed')} errors={[incompleteLink()]}>
        <NewResetLink />
      </FormErrorAlert>
    );
  } else if (done) {
    body = <LinkDone title={t('reset.done')}>{t('reset.doneHint')}</LinkDone>;
  } else {
    body = (
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text>{t('reset.intro')}</Text>
          {failure && (
            <FormErrorAlert title={t('reset.failed')} errors={failure.errors}>
              {failure.code === 'ACCOUNT_RESET_CODE_INVALID' && <NewResetLink />}
            </FormErrorAlert>
          )}
          <SpecNewPasswordInputs
            schema="ResetPasswordRequest"
            form={form}
            field="password"
            confirmField="confirmPassword"
            label={t('reset.password')}
            confirmLabel={t('reset.confirmPassword')}
          />
          <Button type="submit" loading={form.submitting} disabled={!ready} style={{ alignSelf: 'flex-start' }}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    );
  }

  return <EmailLinkLayout title={t('reset.title')}>{body}</EmailLinkLayout>;
}
