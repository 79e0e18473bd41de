import { ApiError, type ErrorCode } from '@portal/generated-client';
import { ApiReplyError, FALLBACK_ERROR_MESSAGE } from '@/api/client';
import { formsText } from './i18n';

/** Shown when fetch could not reach the server at all (English; the page shows forms.json's errors.network). */
export const NETWORK_ERROR_MESSAGE = 'We could not reach the server. Check your connection and try again.';

/** What a failed call means for a form: the lines to show, the fields to mark, the status and code. */
export interface FormFailure {
  errors: string[];
  fieldErrors: Record<string, string>;
  status?: number;
  /** The reply's machine-readable reason: decide on it, never on the text of `errors`. */
  code?: ErrorCode;
}

/**
 * Turns whatever a call threw into a form failure. Envelope errors keep every line (doc 1 §8:
 * each error on its own line), the field errors and the code; a network failure says the
 * server could not be reached; anything else shows the catalogue's fallback text.
 */
export function toFormFailure(error: unknown): FormFailure {
  // The API's messages arrive in the page's language; the web's own fallbacks are read here.
  const t = formsText();
  const fallback = t('errors.fallback');
  if (error instanceof ApiReplyError) {
    const errors = error.errors
      .filter((e) => typeof e === 'string' && e.trim() !== '')
      // A feature may throw the catalogue's fallback itself (an unexpected reply): shown translated.
      .map((e) => (e === FALLBACK_ERROR_MESSAGE ? fallback : e));
    return {
      errors: errors.length ? errors : [fallback],
      fieldErrors: error.fieldErrors,
      status: error.status,
      code: error.code,
    };
  }
  if (error instanceof ApiError) return { errors: [fallback], fieldErrors: {}, status: error.status };
  if (error instanceof TypeError) return { errors: [t('errors.network')], fieldErrors: {} }; // fetch could not connect
  return { errors: [fallback], fieldErrors: {} };
}

/** The lines an error box shows for a failed call that is not a form's submit (a button, a toggle). */
export function errorLines(error: unknown): string[] {
  return toFormFailure(error).errors;
}

/**
 * The server's field errors that name one of the form's fields (the rest stay in the list of
 * errors shown above the form), ready for `form.setErrors`.
 */
export function fieldErrorsFor(failure: FormFailure, fields: readonly string[]): Record<string, string> {
  const known = new Set(fields);
  return Object.fromEntries(Object.entries(failure.fieldErrors).filter(([field]) => known.has(field)));
}

/** Passwords and their confirmation: both entered and the same (doc 1 §5). */
export function bothEnteredAndEqual(value: string | undefined, confirmation: string | undefined): boolean {
  return !!value && !!confirmation && value === confirmation;
}

/** The requirement shown under every new-password field (doc 1 §5), in English; screens show forms.json's password.requirement. */
export const PASSWORD_REQUIREMENT = 'Your password must have at least 8 characters, at least one digit, one uppercase and one lowercase letter.';

/** The sentence shown when a value breaks the password pattern of the spec, in English; forms.json's password.pattern. */
export const PASSWORD_PATTERN_MESSAGE = 'Use at least one digit, one uppercase and one lowercase letter.';
