import { Button, Divider, Group, PasswordInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FormErrorAlert } from '../../../forms/FormErrorAlert';
import { maxLengthOf } from '../../../forms/constraints';
import { focusFirstError } from '../../../forms/focusFirstError';
import { withMask } from '../../../forms/maskedInput';
import { PolicyProofFields } from '../../../forms/PolicyProofFields';
import { maskLast4, maskPhone, maskPolicyNumber } from '../../../forms/masks';
import { type FormFailure, PASSWORD_REQUIREMENT, fieldErrorsFor, toFormFailure } from '../../../forms/serverErrors';
import { useVerifyByStaff } from '../queries';
import { type StaffValues, type VerificationValues, part2FieldsFor, staffRequest } from '../registrationFlow';
import { staffErrors } from '../validation';

const FIELDS: (keyof StaffValues)[] = [
  'policyNumber',
  'policyHolder',
  'driversLicenseNumber',
  'dateOfBirth',
  'zip',
  'employeeIdentificationNumber',
  'staffVerificationPhoneNumber',
  'staffVerificationEmail',
  'staffVerificationEmailConfirmation',
  'staffVerificationPassword',
  'staffVerificationPasswordConfirmation',
];

/** Shown when the staff request could not be stored (doc 1 §4). */
export const STAFF_NOT_COMPLETED = 'Check the information provided!';

/**
 * 'Having problems?': the details staff need to verify the policyholder by hand, and the
 * account to create once they do (POST verifybystaff).
 */
export function StaffVerificationForm({
  values,
  onCompleted,
  onBack,
}: {
  values: VerificationValues;
  onCompleted: () => void;
  /** Absent when three failed verifications leave staff verification as the only way. */
  onBack?: () => void;
}) {
  const verify = useVerifyByStaff();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [needs, setNeeds] = useState(() => part2FieldsFor(values.policyNumber));
  const form = useForm<StaffValues>({
    mode: 'uncontrolled',
    initialValues: {
      ...values,
      employeeIdentificationNumber: '',
      staffVerificationPhoneNumber: '',
      staffVerificationEmail: '',
      staffVerificationEmailConfirmation: '',
      staffVerificationPassword: '',
      staffVerificationPasswordConfirmation: '',
    },
    validate: staffErrors,
    validateInputOnBlur: true,
    // The licence or date of birth field follows the policy type being typed.
    onValuesChange: (v) => {
      const next = part2FieldsFor(v.policyNumber);
      setNeeds((current) => (current.join() === next.join() ? current : next));
    },
  });

  const submit = async (typed: StaffValues) => {
    setFailure(null);
    try {
      const result = await verify.mutateAsync(staffRequest(typed));
      if (result.staffVerificationRequestCompleted) onCompleted();
      else setFailure({ errors: [STAFF_NOT_COMPLETED], fieldErrors: {} });
    } catch (error) {
      const f = toFormFailure(error);
      form.setErrors(fieldErrorsFor(f, FIELDS));
      setFailure(f);
    }
  };

  return (
    <form onSubmit={form.onSubmit(submit, focusFirstError)} noValidate>
      <Stack gap="md">
        <Title order={3} size="h4">
          Your policy
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Policy Number"
            placeholder="PPA1000101"
            autoComplete="off"
            withAsterisk
            key={form.key('policyNumber')}
            {...withMask(form.getInputProps('policyNumber'), maskPolicyNumber)}
          />
          <TextInput
            label="Policyholder Name"
            autoComplete="name"
            maxLength={maxLengthOf('StaffVerificationRequest', 'policyHolder')}
            withAsterisk
            key={form.key('policyHolder')}
            {...form.getInputProps('policyHolder')}
          />
          <PolicyProofFields form={form} fields={needs} />
          <TextInput
            label="Last 4 of SSN/FEIN"
            description="Of the policyholder's SSN or FEIN."
            inputMode="numeric"
            autoComplete="off"
            withAsterisk
            key={form.key('employeeIdentificationNumber')}
            {...withMask(form.getInputProps('employeeIdentificationNumber'), maskLast4)}
          />
          <TextInput
            label="Phone Number"
            description="Where our staff can reach you."
            placeholder="999-999-9999"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            withAsterisk
            key={form.key('staffVerificationPhoneNumber')}
            {...withMask(form.getInputProps('staffVerificationPhoneNumber'), maskPhone)}
          />
        </SimpleGrid>
        <Divider />
        <Title order={3} size="h4">
          Your new account
        </Title>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            maxLength={maxLengthOf('StaffVerificationRequest', 'staffVerificationEmail')}
            withAsterisk
            key={form.key('staffVerificationEmail')}
            {...form.getInputProps('staffVerificationEmail')}
          />
          <TextInput
            label="Confirm Email"
            type="email"
            autoComplete="email"
            maxLength={maxLengthOf('StaffVerificationRequest', 'staffVerificationEmailConfirmation')}
            withAsterisk
            key={form.key('staffVerificationEmailConfirmation')}
            {...form.getInputProps('staffVerificationEmailConfirmation')}
          />
          <PasswordInput
            label="Password"
            description={PASSWORD_REQUIREMENT}
            autoComplete="new-password"
            maxLength={maxLengthOf('StaffVerificationRequest', 'staffVerificationPassword')}
            withAsterisk
            key={form.key('staffVerificationPassword')}
            {...form.getInputProps('staffVerificationPassword')}
          />
          <PasswordInput
            label="Confirm Password"
            autoComplete="new-password"
            maxLength={maxLengthOf('StaffVerificationRequest', 'staffVerificationPasswordConfirmation')}
            withAsterisk
            key={form.key('staffVerificationPasswordConfirmation')}
            {...form.getInputProps('staffVerificationPasswordConfirmation')}
          />
        </Stack>
        {failure && <FormErrorAlert title="Verification Failed" errors={failure.errors} />}
        <Group gap="sm">
          {onBack && (
            <Button variant="default" onClick={onBack} disabled={form.submitting}>
              Back
            </Button>
          )}
          <Button type="submit" loading={form.submitting}>
            Send to Staff
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
