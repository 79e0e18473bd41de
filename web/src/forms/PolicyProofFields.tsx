import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { withMask } from './maskedInput';
import { maskDate, maskLicenceNumber, maskZip } from './masks';

/** The details that prove a policy is the user's (doc 1 §5): licence for PPA, date of birth for HOM and PUP, billing zip for all. */
export type PolicyProofField = 'driversLicenseNumber' | 'dateOfBirth' | 'zip';

/** The part of a Mantine form these inputs need (any form whose values have these fields). */
export interface ProofFieldsForm {
  key(path: PolicyProofField): string;
  getInputProps(path: PolicyProofField): GetInputPropsReturnType;
}

/**
 * The licence, date-of-birth and billing-zip inputs, each masked as doc 1 §5 says, shown only
 * when `fields` asks for them. Used by registration part 2, staff verification and Add Policy,
 * so the three ask the same way.
 */
export function PolicyProofFields({ form, fields }: { form: ProofFieldsForm; fields: readonly PolicyProofField[] }) {
  return (
    <>
      {fields.includes('driversLicenseNumber') && (
        <TextInput
          label="Driver's License Number"
          description="The license number of a driver on the policy, letters and digits only, no dashes (up to 12 characters)."
          autoComplete="off"
          withAsterisk
          key={form.key('driversLicenseNumber')}
          {...withMask(form.getInputProps('driversLicenseNumber'), maskLicenceNumber)}
        />
      )}
      {fields.includes('dateOfBirth') && (
        <TextInput
          label="Date of Birth"
          description="The policyholder's date of birth, MM/DD/YYYY."
          placeholder="MM/DD/YYYY"
          inputMode="numeric"
          autoComplete="bday"
          withAsterisk
          key={form.key('dateOfBirth')}
          {...withMask(form.getInputProps('dateOfBirth'), maskDate)}
        />
      )}
      {fields.includes('zip') && (
        <TextInput
          label="Billing Zip Code"
          description="The 5-digit zip code of the billing address."
          inputMode="numeric"
          autoComplete="postal-code"
          withAsterisk
          key={form.key('zip')}
          {...withMask(form.getInputProps('zip'), maskZip)}
        />
      )}
    </>
  );
}
