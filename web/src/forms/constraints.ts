import { constraints, type ConstraintSchemaName, type FieldConstraint } from '@portal/generated-client';

/**
 * Form validators built from the spec's field rules (generated-client's constraints module),
 * so a rule lives in one place: the spec. Each form gives only its labels and, where a
 * pattern needs explaining, the sentence that explains it.
 */

export type Validator = (value: unknown) => string | null;

export interface FieldMessages {
  /** Shown when the value does not match the field's pattern (or format). */
  pattern?: string;
  required?: string;
}

type FieldsOf<S extends ConstraintSchemaName> = keyof (typeof constraints)[S] & string;

export function constraintOf<S extends ConstraintSchemaName>(schema: S, field: FieldsOf<S>): FieldConstraint {
  return (constraints[schema] as Record<string, FieldConstraint>)[field];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Spec patterns are read as JSON Schema reads them, with the u flag: \p{Lu} is an upper case
// letter of any script (the password rule), and a character outside the BMP counts as one.

/** The first rule a value breaks, as a sentence that says what to do; null when it is fine. */
export function checkValue(rule: FieldConstraint, label: string, value: unknown, messages: FieldMessages = {}, required = rule.required): string | null {
  const empty = value === undefined || value === null || value === '';
  if (empty) return required ? (messages.required ?? `Enter ${label.toLowerCase()}.`) : null;
  // Only spaces in a required field: it is still missing (not a value of the wrong format).
  if (required && typeof value === 'string' && value.trim() === '') return messages.required ?? `Enter ${label.toLowerCase()}.`;
  if (typeof value === 'string') {
    if (rule.minLength !== undefined && value.length < rule.minLength) return `${label} must be at least ${rule.minLength} characters.`;
    if (rule.maxLength !== undefined && value.length > rule.maxLength) return `${label} must be at most ${rule.maxLength} characters.`;
    if (rule.format === 'email' && !EMAIL.test(value)) return messages.pattern ?? 'Enter a valid email address, such as name@example.com.';
    if (rule.pattern && !new RegExp(rule.pattern, 'u').test(value)) return messages.pattern ?? `${label} is not in the expected format.`;
  }
  if (typeof value === 'number') {
    if (rule.minimum !== undefined && value < rule.minimum) return `${label} must be at least ${rule.minimum}.`;
    if (rule.maximum !== undefined && value > rule.maximum) return `${label} must be at most ${rule.maximum}.`;
  }
  if (rule.enum && !rule.enum.includes(value)) return messages.pattern ?? `Choose a valid ${label.toLowerCase()}.`;
  return null;
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
