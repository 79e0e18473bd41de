import { maskPolicyNumber } from '@/forms/masks';
import { type SpecInputForm, SpecTextInput } from '@/forms/SpecInputs';
import type { ProofSchema } from '../proofRules';

/**
 * The policy number and policyholder name inputs: first of the details that prove a policy is
 * the user's. `withDescriptions` adds the hints shown where the user meets them first.
 */
export function PolicyIdentityFields({
  form,
  schema,
  withDescriptions = false,
  autofocus = false,
}: {
  form: SpecInputForm;
  schema: ProofSchema;
  withDescriptions?: boolean;
  /** Focus the policy number when a dialog opens (Mantine's data-autofocus). */
  autofocus?: boolean;
}) {
  return (
    <>
      <SpecTextInput
        schema={schema}
        field="policyNumber"
        form={form}
        mask={maskPolicyNumber}
        label="Policy Number"
        description={withDescriptions ? 'Three letters and seven digits, as on your policy documents.' : undefined}
        placeholder="PPA1000101"
        autoComplete="off"
        data-autofocus={autofocus || undefined}
      />
      <SpecTextInput
        schema={schema}
        field="policyHolder"
        form={form}
        label="Policyholder Name"
        description={withDescriptions ? 'The name of the policyholder as it appears on the policy.' : undefined}
        autoComplete="name"
      />
    </>
  );
}
