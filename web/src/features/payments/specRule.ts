import { type ConstraintSchemaName, constraints } from '@portal/generated-client';
import { type FieldMessages, type Validator, constraintOf, ruleFor } from '@/forms/constraints';
import { paymentsText } from './i18n';

type FieldsOf<S extends ConstraintSchemaName> = keyof (typeof constraints)[S] & string;

/**
 * `ruleFor` (the spec's field rules) with its sentences in the page's language: the field's name
 * and every message a form can reach (missing, wrong format, not an email, not a choice) come from
 * the catalogue at the moment the field is checked, so a language chosen after the form opened
 * applies too. `label` and `messages` give the field's own texts, read at check time.
 */
export function specRule<S extends ConstraintSchemaName>(
  schema: S,
  field: FieldsOf<S>,
  label: () => string,
  messages: { [K in keyof FieldMessages]?: () => string } & { requiredOverride?: boolean } = {},
): Validator {
  const rule = constraintOf(schema, field);
  return (value) => {
    const t = paymentsText();
    const name = label();
    const fallbackPattern =
      rule.format === 'email' ? t('rules.email') : rule.enum ? t('rules.choose', { label: name.toLowerCase() }) : t('rules.pattern', { label: name });
    return ruleFor(schema, field, name, {
      required: messages.required?.() ?? t('rules.required', { label: name.toLowerCase() }),
      pattern: messages.pattern?.() ?? fallbackPattern,
      requiredOverride: messages.requiredOverride,
    })(value);
  };
}
