import type { FieldConstraint } from '@portal/generated-client';
import { formsText } from './i18n';

/*
 * Checking a value against one field's rules (a FieldConstraint), without the table of every
 * schema's rules: constraints.ts looks a field up by schema name and re-exports these; a page
 * that sends one request only (the login page) passes that schema's rules itself and does not
 * bundle the table (issue 10).
 */

export type Validator = (value: unknown) => string | null;

export interface FieldMessages {
  /** Shown when the value does not match the field's pattern (or format). */
  pattern?: string;
  required?: string;
  /** Shown when a text is shorter than the field's minLength / longer than its maxLength (localizedRule.ts). */
  tooShort?: string;
  tooLong?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Spec patterns are read as JSON Schema reads them, with the u flag: \p{Lu} is an upper case
// letter of any script (the password rule), and a character outside the BMP counts as one.

/** The first rule a value breaks, as a sentence that says what to do; null when it is fine. */
export function checkValue(rule: FieldConstraint, label: string, value: unknown, messages: FieldMessages = {}, required = rule.required): string | null {
  // The sentences are read in the page's language when a value is checked (forms.json, rules).
  const t = formsText();
  const names = { label, field: label.toLowerCase() };
  const empty = value === undefined || value === null || value === '';
  if (empty) return required ? (messages.required ?? t('rules.required', names)) : null;
  // Only spaces in a required field: it is still missing (not a value of the wrong format).
  if (required && typeof value === 'string' && value.trim() === '') return messages.required ?? t('rules.required', names);
  if (typeof value === 'string') {
    if (rule.minLength !== undefined && value.length < rule.minLength) return messages.tooShort ?? t('rules.minLength', { ...names, min: rule.minLength });
    if (rule.maxLength !== undefined && value.length > rule.maxLength) return messages.tooLong ?? t('rules.maxLength', { ...names, max: rule.maxLength });
    if (rule.format === 'email' && !EMAIL.test(value)) return messages.pattern ?? t('rules.email');
    if (rule.pattern && !new RegExp(rule.pattern, 'u').test(value)) return messages.pattern ?? t('rules.pattern', names);
  }
  if (typeof value === 'number') {
    if (rule.minimum !== undefined && value < rule.minimum) return t('rules.minimum', { ...names, min: rule.minimum });
    if (rule.maximum !== undefined && value > rule.maximum) return t('rules.maximum', { ...names, max: rule.maximum });
  }
  if (rule.enum && !rule.enum.includes(value)) return messages.pattern ?? t('rules.choice', names);
  return null;
}
