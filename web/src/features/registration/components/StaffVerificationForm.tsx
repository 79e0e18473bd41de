import { Button, Divider, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { maskLast4, maskPhone } from '@/forms/masks';
import { SpecNewPasswordInputs, SpecTextInput } from '@/forms/SpecInputs';
import { useServerSubmit } from '@/forms/useServerSubmit';
import { PolicyIdentityFields, PolicyProofFields } from '@/features/policy-proof';
import { useVerifyByStaff } from '../queries';
import { type StaffValues, type VerificationValues, part2FieldsFor, staffRequest } from '../registrationFlow';
import { staffErrors } from '../validation';
import { useRegistrationText } from '../i18n';

const SCHEMA = 'StaffVerificationRequest';

/** Shown when the staff request could not be stored (doc 1 §4), in English; the form shows the catalogue's staff.notCompleted. */
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
  const { t } = useRegistrationText();
  const verify = useVerifyByStaff();
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

  // A reply that says the request was not stored is not a refusal useServerSubmit knows of:
  // it is shown like one, and cleared on the next submit like one.
  const [notCompleted, setNotCompleted] = useState(false);
  const { onSubmit, failure } = useServerSubmit(form, async (typed) => {
    setNotCompleted(false);
    const result = await verify.mutateAsync(staffRequest(typed));
    if (result.staffVerificationRequestCompleted) onCompleted();
    else setNotCompleted(true);
  });
  const errors = failure?.errors ?? (notCompleted ? [t('staff.notCompleted')] : null);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('staff.yourPolicy')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PolicyIdentityFields form={form} schema={SCHEMA} />
          <PolicyProofFields form={form} fields={needs} schema={SCHEMA} />
          <SpecTextInput
            schema={SCHEMA}
            field="employeeIdentificationNumber"
            form={form}
            mask={maskLast4}
            label={t('staff.last4')}
            description={t('staff.last4Hint')}
            autoComplete="off"
          />
          <SpecTextInput
            schema={SCHEMA}
            field="staffVerificationPhoneNumber"
            form={form}
            mask={maskPhone}
            label={t('staff.phone')}
            description={t('staff.phoneHint')}
            placeholder="999-999-9999"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
          />
        </SimpleGrid>
        <Divider />
        <Title order={3} size="h4">
          {t('staff.yourAccount')}
        </Title>
        <Stack gap="md">
          <SpecTextInput schema={SCHEMA} field="staffVerificationEmail" form={form} label={t('staff.email')} />
          <SpecTextInput schema={SCHEMA} field="staffVerificationEmailConfirmation" form={form} label={t('staff.confirmEmail')} />
          <SpecNewPasswordInputs schema={SCHEMA} form={form} field="staffVerificationPassword" confirmField="staffVerificationPasswordConfirmation" />
        </Stack>
        {errors && <FormErrorAlert title={t('steps.verificationFailed')} errors={errors} />}
        <Group gap="sm">
          {onBack && (
            <Button variant="default" onClick={onBack} disabled={form.submitting}>
              {t('steps.back')}
            </Button>
          )}
          <Button type="submit" loading={form.submitting}>
            {t('staff.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
