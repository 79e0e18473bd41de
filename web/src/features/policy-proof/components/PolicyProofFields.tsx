import type { TextInputProps } from '@mantine/core';
import { maskDate, maskLicenceNumber, maskZip, type Mask } from '@/forms/masks';
import { type SpecInputForm, SpecTextInput } from '@/forms/SpecInputs';
import type { PolicyProofField, ProofSchema } from '../proofRules';

/** How each detail is asked (doc 1 §5), in the order the inputs show. */
const PROOF_INPUTS: readonly { field: PolicyProofField; mask: Mask; props: Omit<TextInputProps, 'form'> }[] = [
  {
    field: 'driversLicenseNumber',
    mask: maskLicenceNumber,
    props: {
      label: "Driver's License Number",
      description: 'The license number of a driver on the policy, letters and digits only, no dashes (up to 12 characters).',
      autoComplete: 'off',
    },
  },
  {
    field: 'dateOfBirth',
    mask: maskDate,
    props: {
      label: 'Date of Birth',
      description: "The policyholder's date of birth, MM/DD/YYYY.",
      placeholder: 'MM/DD/YYYY',
      inputMode: 'numeric',
      autoComplete: 'bday',
    },
  },
  {
    field: 'zip',
    mask: maskZip,
    props: { label: 'Billing Zip Code', description: 'The 5-digit zip code of the billing address.', inputMode: 'numeric', autoComplete: 'postal-code' },
  },
];

/**
 * The licence, date-of-birth and billing-zip inputs, each masked as doc 1 §5 says, shown only
 * when `fields` asks for them. Used by registration part 2, staff verification and Add Policy,
 * so the three ask the same way. Each is required when shown.
 */
export function PolicyProofFields({ form, fields, schema }: { form: SpecInputForm; fields: readonly PolicyProofField[]; schema: ProofSchema }) {
  return (
    <>
      {PROOF_INPUTS.filter((input) => fields.includes(input.field)).map(({ field, mask, props }) => (
        <SpecTextInput key={field} schema={schema} field={field} form={form} mask={mask} requiredOverride {...props} />
      ))}
    </>
  );
}
