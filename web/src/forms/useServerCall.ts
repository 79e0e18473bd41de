import { useState } from 'react';
import type { ErrorCode } from '@portal/generated-client';
import { type FormFailure, toFormFailure } from './serverErrors';

/**
 * Codes a form answers itself instead of showing the failure box (for example
 * `AUTH_EMAIL_NOT_CONFIRMED` hands over to the confirmation panel). A handler that exists for
 * the reply's code takes the failure; nothing is shown unless it sets something itself.
 */
export type CodeHandlers = Partial<Record<ErrorCode, (failure: FormFailure) => void>>;

export interface ServerCall<A extends unknown[]> {
  /** Clears the last failure, calls `send`; a refusal goes to its code's handler or to `failure` (and is returned). Never throws. */
  call: (...args: A) => Promise<FormFailure | null>;
  /** The refusal to show (its `errors` lines, `code`, `status`), or null. Cleared on every call. */
  failure: FormFailure | null;
  setFailure: (failure: FormFailure | null) => void;
}

/**
 * The submit path of forms/README.md without a Mantine form: for wizards, confirmation steps
 * and forms that keep their own state (`useServerSubmit` and admin's `useAdminForm` are built on
 * it). A failed call becomes a `FormFailure` (`toFormFailure`); a handler in `onCode` for its code
 * takes it, otherwise `onFailure` sees it (to map field errors or focus a field) and it is kept in
 * `failure`.
 */
export function useServerCall<A extends unknown[]>(
  send: (...args: A) => Promise<unknown>,
  options: { onCode?: CodeHandlers; onFailure?: (failure: FormFailure) => void } = {},
): ServerCall<A> {
  const [failure, setFailure] = useState<FormFailure | null>(null);

  const call = async (...args: A): Promise<FormFailure | null> => {
    setFailure(null);
    try {
      await send(...args);
      return null;
    } catch (error) {
      const refusal = toFormFailure(error);
      const handler = refusal.code ? options.onCode?.[refusal.code] : undefined;
      if (handler) {
        handler(refusal);
        return null;
      }
      options.onFailure?.(refusal);
      setFailure(refusal);
      return refusal;
    }
  };

  return { call, failure, setFailure };
}
