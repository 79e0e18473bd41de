import { maskPolicyNumber } from '@/forms/masks';
import { type SpecInputForm, SpecTextInput } from '@/forms/SpecInputs';
import type { ProofSchema } from '../proofRules';
import { usePolicyProofText } from '../i18n';

/** An example policy number (a placeholder: the same in every language). */
const POLICY_NUMBER_EXAMPLE = 'PPA1000101';

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
  const { t } = usePolicyProofText();
  return (
    <>
      <SpecTextInput
        schema={schema}
        field="policyNumber"
        form={form}
        mask={maskPolicyNumber}
        label={t('policyNumber')}
        description={withDescriptions ? t('policyNumberHint') : undefined}
        placeholder={POLICY_NUMBER_EXAMPLE}
        autoComplete="off"
        data-autofocus={autofocus || undefined}
      />
      <SpecTextInput
        schema={schema}
        field="policyHolder"
        form={form}
        label={t('policyHolder')}
        description={withDescriptions ? t('policyHolderHint') : undefined}
        autoComplete="name"
      />
    </>
  );
}
