import { constraints, type ConstraintSchemaName, type FieldConstraint } from '@portal/generated-client';
import { type FieldMessages, type Validator, checkValue } from './fieldRules';

export { type FieldMessages, type Validator, checkValue } from './fieldRules';

/**
 * Form validators built from the spec's field rules (generated-client's constraints module),
 * so a rule lives in one place: the spec. Each form gives only its labels and, where a
 * pattern needs explaining, the sentence that explains it.
 */

type FieldsOf<S extends ConstraintSchemaName> = keyof (typeof constraints)[S] & string;

export function constraintOf<S extends ConstraintSchemaName>(schema: S, field: FieldsOf<S>): FieldConstraint {
  return (constraints[schema] as Record<string, FieldConstraint>)[field];
}

/** A Mantine form validator for one field of a spec schema. */
export function ruleFor<S extends ConstraintSchemaName>(
  schema: S,
  field: FieldsOf<S>,
  label: string,
  messages?: FieldMessages & { requiredOverride?: boolean },
): Validator {
  const rule = constraintOf(schema, field);
  return (value) => checkValue(rule, label, value, messages, messages?.requiredOverride ?? rule.required);
}

/** Whether a field is required by the spec (to mark the input as required). */
export function isRequired<S extends ConstraintSchemaName>(schema: S, field: FieldsOf<S>): boolean {
  return constraintOf(schema, field).required;
}

/** maxLength of a field, for the input's maxLength attribute. */
export function maxLengthOf<S extends ConstraintSchemaName>(schema: S, field: FieldsOf<S>): number | undefined {
  return constraintOf(schema, field).maxLength;
}
