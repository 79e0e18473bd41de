import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { PolicyVerificationResult } from '@portal/generated-client';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { useServerSubmit } from '@/forms/useServerSubmit';
import { PolicyProofFields } from '@/features/policy-proof';
import { useVerifyFullPolicy } from '../queries';
import { type Part2Field, type VerificationValues, part2Request } from '../registrationFlow';
import { part2Errors } from '../validation';
import { useRegistrationText } from '../i18n';

/** Registration step 1, part 2: the details the policy type needs (POST verifyfullpolicy). */
export function PolicyPart2Form({
  values,
  requiredFields,
  onBack,
  onVerified,
}: {
  values: VerificationValues;
  requiredFields: Part2Field[];
  onBack: (values: VerificationValues) => void;
  onVerified: (values: VerificationValues, result: PolicyVerificationResult) => void;
}) {
  const { t } = useRegistrationText();
  const verify = useVerifyFullPolicy();
  const form = useForm<VerificationValues>({
    mode: 'uncontrolled',
    initialValues: values,
    validate: (v) => part2Errors(v, requiredFields),
    validateInputOnBlur: true,
  });

  const { onSubmit, failure } = useServerSubmit(form, async (typed) => {
    onVerified(typed, await verify.mutateAsync(part2Request(typed, requiredFields)));
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure && <FormErrorAlert title={t('steps.verificationFailed')} errors={failure.errors} />}
        <PolicyProofFields form={form} fields={requiredFields} schema="PolicyVerificationRequest" />
        <Group gap="sm">
          <Button variant="default" onClick={() => onBack(form.getValues())} disabled={form.submitting}>
            {t('steps.back')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('steps.verifyPolicy')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
