import type { PolicyVerificationResult } from '@portal/generated-client';
import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { useServerSubmit } from '@/forms/useServerSubmit';
import { useVerifyPolicy } from '../queries';
import { PolicyIdentityFields } from '@/features/policy-proof';
import { type VerificationValues, part1Request } from '../registrationFlow';
import { part1Errors } from '../validation';
import { useRegistrationText } from '../i18n';

/** Registration step 1, part 1: the policy number and the policyholder name (POST verifypolicy). */
export function PolicyPart1Form({
  values,
  onVerified,
}: {
  values: VerificationValues;
  onVerified: (values: VerificationValues, result: PolicyVerificationResult) => void;
}) {
  const { t } = useRegistrationText();
  const verify = useVerifyPolicy();
  const form = useForm<VerificationValues>({
    mode: 'uncontrolled',
    initialValues: values,
    validate: part1Errors,
    validateInputOnBlur: true,
  });

  const { onSubmit, failure } = useServerSubmit(form, async (typed) => {
    const result = await verify.mutateAsync(part1Request(typed));
    onVerified({ ...typed, policyHolder: typed.policyHolder.trim() }, result);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure && <FormErrorAlert title={t('steps.verificationFailed')} errors={failure.errors} />}
        <PolicyIdentityFields form={form} schema="PolicyVerificationRequest" withDescriptions />
        <Button type="submit" loading={form.submitting} fullWidth={false} style={{ alignSelf: 'flex-start' }}>
          {t('steps.continue')}
        </Button>
      </Stack>
    </form>
  );
}
