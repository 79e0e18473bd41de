import type { PolicyVerificationResult } from '@portal/generated-client';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { maxLengthOf } from '../../../forms/constraints';
import { FormErrorAlert } from '../../../forms/FormErrorAlert';
import { focusFirstError } from '../../../forms/focusFirstError';
import { maskPolicyNumber } from '../../../forms/masks';
import { withMask } from '../../../forms/maskedInput';
import { type FormFailure, fieldErrorsFor, toFormFailure } from '../../../forms/serverErrors';
import { useVerifyPolicy } from '../queries';
import { type VerificationValues, part1Request } from '../registrationFlow';
import { part1Errors } from '../validation';

const FIELDS = ['policyNumber', 'policyHolder'] as const;

/** Registration step 1, part 1: the policy number and the policyholder name (POST verifypolicy). */
export function PolicyPart1Form({
  values,
  onVerified,
}: {
  values: VerificationValues;
  onVerified: (values: VerificationValues, result: PolicyVerificationResult) => void;
}) {
  const verify = useVerifyPolicy();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const form = useForm<VerificationValues>({
    mode: 'uncontrolled',
    initialValues: values,
    validate: part1Errors,
    validateInputOnBlur: true,
  });

  const submit = async (typed: VerificationValues) => {
    setFailure(null);
    try {
      const result = await verify.mutateAsync(part1Request(typed));
      onVerified({ ...typed, policyHolder: typed.policyHolder.trim() }, result);
    } catch (error) {
      const f = toFormFailure(error);
      form.setErrors(fieldErrorsFor(f, FIELDS));
      setFailure(f);
    }
  };

  return (
    <form onSubmit={form.onSubmit(submit, focusFirstError)} noValidate>
      <Stack gap="md">
        {failure && <FormErrorAlert title="Verification Failed" errors={failure.errors} />}
        <TextInput
          label="Policy Number"
          description="Three letters and seven digits, as on your policy documents."
          placeholder="PPA1000101"
          autoComplete="off"
          withAsterisk
          key={form.key('policyNumber')}
          {...withMask(form.getInputProps('policyNumber'), maskPolicyNumber)}
        />
        <TextInput
          label="Policyholder Name"
          description="The name of the policyholder as it appears on the policy."
          autoComplete="name"
          maxLength={maxLengthOf('PolicyVerificationRequest', 'policyHolder')}
          withAsterisk
          key={form.key('policyHolder')}
          {...form.getInputProps('policyHolder')}
        />
        <Button type="submit" loading={form.submitting} fullWidth={false} style={{ alignSelf: 'flex-start' }}>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
