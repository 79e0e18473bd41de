import { ApiError } from '@portal/generated-client';
import { ApiReplyError, FALLBACK_ERROR_MESSAGE } from '../../api/client';

export const NETWORK_ERROR_MESSAGE =
  'We could not reach the server. Check your connection and try again.';

/**
 * The lines an error box shows for a failed call (doc 1 §8: errors can be a list; each is
 * shown on its own line).
 */
export function errorLines(error: unknown): string[] {
  if (error instanceof ApiReplyError) return error.errors.length > 0 ? error.errors : [error.message];
  if (error instanceof ApiError) return [FALLBACK_ERROR_MESSAGE];
  if (error instanceof TypeError) return [NETWORK_ERROR_MESSAGE]; // fetch could not connect
  return [FALLBACK_ERROR_MESSAGE];
}

/** Field errors the server sent with a validation failure, for `form.setErrors`. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiReplyError ? error.fieldErrors : {};
}
