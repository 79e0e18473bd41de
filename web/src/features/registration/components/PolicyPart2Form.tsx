import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { PolicyVerificationResult } from '@portal/generated-client';
import { useState } from 'react';
import { FormErrorAlert } from '../../../forms/FormErrorAlert';
import { focusFirstError } from '../../../forms/focusFirstError';
import { PolicyProofFields } from '../../../forms/PolicyProofFields';
import { type FormFailure, fieldErrorsFor, toFormFailure } from '../../../forms/serverErrors';
import { useVerifyFullPolicy } from '../queries';
import { type Part2Field, type VerificationValues, part2Request } from '../registrationFlow';
import { part2Errors } from '../validation';

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
  const verify = useVerifyFullPolicy();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const form = useForm<VerificationValues>({
    mode: 'uncontrolled',
    initialValues: values,
    validate: (v) => part2Errors(v, requiredFields),
    validateInputOnBlur: true,
  });

  const submit = async (typed: VerificationValues) => {
    setFailure(null);
    try {
      const result = await verify.mutateAsync(part2Request(typed, requiredFields));
      onVerified(typed, result);
    } catch (error) {
      const f = toFormFailure(error);
      form.setErrors(fieldErrorsFor(f, requiredFields));
      setFailure(f);
    }
  };

  return (
    <form onSubmit={form.onSubmit(submit, focusFirstError)} noValidate>
      <Stack gap="md">
        {failure && <FormErrorAlert title="Verification Failed" errors={failure.errors} />}
        <PolicyProofFields form={form} fields={requiredFields} />
        <Group gap="sm">
          <Button variant="default" onClick={() => onBack(form.getValues())} disabled={form.submitting}>
            Back
          </Button>
          <Button type="submit" loading={form.submitting}>
            Verify Policy
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
