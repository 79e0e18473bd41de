import type { TextInputProps } from '@mantine/core';
import { maskDate, maskLicenceNumber, maskZip, type Mask } from '@/forms/masks';
import { type SpecInputForm, SpecTextInput } from '@/forms/SpecInputs';
import type { PolicyProofField, ProofSchema } from '../proofRules';
import { usePolicyProofText } from '../i18n';

type Text = ReturnType<typeof usePolicyProofText>['t'];

/** How each detail is asked (doc 1 §5), in the order the inputs show, with its texts in the page's language. */
const proofInputs = (t: Text): readonly { field: PolicyProofField; mask: Mask; props: Omit<TextInputProps, 'form'> }[] => [
  {
    field: 'driversLicenseNumber',
    mask: maskLicenceNumber,
    props: { label: t('licence'), description: t('licenceHint'), autoComplete: 'off' },
  },
  {
    field: 'dateOfBirth',
    mask: maskDate,
    props: { label: t('dateOfBirth'), description: t('dateOfBirthHint'), placeholder: t('datePlaceholder'), inputMode: 'numeric', autoComplete: 'bday' },
  },
  {
    field: 'zip',
    mask: maskZip,
    props: { label: t('zip'), description: t('zipHint'), inputMode: 'numeric', autoComplete: 'postal-code' },
  },
];

/**
 * The licence, date-of-birth and billing-zip inputs, each masked as doc 1 §5 says, shown only
 * when `fields` asks for them. Used by registration part 2, staff verification and Add Policy,
 * so the three ask the same way. Each is required when shown.
 */
export function PolicyProofFields({ form, fields, schema }: { form: SpecInputForm; fields: readonly PolicyProofField[]; schema: ProofSchema }) {
  const { t } = usePolicyProofText();
  return (
    <>
      {proofInputs(t)
        .filter((input) => fields.includes(input.field))
        .map(({ field, mask, props }) => (
          <SpecTextInput key={field} schema={schema} field={field} form={form} mask={mask} requiredOverride {...props} />
        ))}
    </>
  );
}
