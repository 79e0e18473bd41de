import { maskDate, maskLicenceNumber, maskZip } from '../../../forms/masks';
import { type SpecInputForm, SpecTextInput } from '../../../forms/SpecInputs';
import type { PolicyProofField, ProofSchema } from '../proofRules';

/**
 * The licence, date-of-birth and billing-zip inputs, each masked as doc 1 §5 says, shown only
 * when `fields` asks for them. Used by registration part 2, staff verification and Add Policy,
 * so the three ask the same way. Each is required when shown.
 */
export function PolicyProofFields({ form, fields, schema }: { form: SpecInputForm; fields: readonly PolicyProofField[]; schema: ProofSchema }) {
  return (
    <>
      {fields.includes('driversLicenseNumber') && (
        <SpecTextInput
          schema={schema}
          field="driversLicenseNumber"
          form={form}
          mask={maskLicenceNumber}
          requiredOverride
          label="Driver's License Number"
          description="The license number of a driver on the policy, letters and digits only, no dashes (up to 12 characters)."
          autoComplete="off"
        />
      )}
      {fields.includes('dateOfBirth') && (
        <SpecTextInput
          schema={schema}
          field="dateOfBirth"
          form={form}
          mask={maskDate}
          requiredOverride
          label="Date of Birth"
          description="The policyholder's date of birth, MM/DD/YYYY."
          placeholder="MM/DD/YYYY"
          inputMode="numeric"
          autoComplete="bday"
        />
      )}
      {fields.includes('zip') && (
        <SpecTextInput
          schema={schema}
          field="zip"
          form={form}
          mask={maskZip}
          requiredOverride
          label="Billing Zip Code"
          description="The 5-digit zip code of the billing address."
          inputMode="numeric"
          autoComplete="postal-code"
        />
      )}
    </>
  );
}
