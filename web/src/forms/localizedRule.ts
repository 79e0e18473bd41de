import type { ConstraintSchemaName, constraints } from '@portal/generated-client';
import { constraintOf } from './constraints';
import { type RuleSentences, localizedFieldRule } from './localizedFieldRule';
import type { Validator } from './fieldRules';

export { type RuleSentences, localizedFieldRule } from './localizedFieldRule';

type FieldsOf<S extends ConstraintSchemaName> = keyof (typeof constraints)[S] & string;

/**
 * `ruleFor` (the spec's field rules) answering in the page's language: the field's name, the
 * form's own sentences (`messages`) and the generic ones (`sentences`) are read each time the
 * field is checked, so a language chosen after the form opened applies too.
 */
export function localizedRule<S extends ConstraintSchemaName>(
  schema: S,
  field: FieldsOf<S>,
  label: () => string,
  sentences: () => RuleSentences,
  messages: { [K in 'pattern' | 'required']?: () => string } & { requiredOverride?: boolean } = {},
): Validator {
  return localizedFieldRule(constraintOf(schema, field), label, sentences, messages);
}
