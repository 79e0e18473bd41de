import type { UseFormReturnType } from '@mantine/form';
import type { FormEvent } from 'react';
import { focusFirstError, focusFirstInvalid } from './focusFirstError';
import { type FormFailure, fieldErrorsFor } from './serverErrors';
import { type CodeHandlers, useServerCall } from './useServerCall';

export type { CodeHandlers } from './useServerCall';
export interface ServerSubmit<V> {
  /** For `<form onSubmit={...}>`: validates, sends, maps a refusal onto the form. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The refusal to show (its `errors` lines and `code`), or null. Cleared on every submit. */
  failure: FormFailure | null;
  setFailure: (failure: FormFailure | null) => void;
  /** The values last sent, for the success view. */
  readonly form: UseFormReturnType<V>;
}

/**
 * The one submit path of every form (see forms/README.md). It runs the form's rules, calls
 * `send` (a mutation from the feature's queries.ts), and when the server refuses:
 * - a code listed in `onCode` goes to its handler;
 * - otherwise the envelope's `fieldErrors` that name a field of the form go to
 *   `form.setErrors`, the rest of the reply (every `errors` line, the `code`) to `failure`,
 *   and the keyboard focus moves to the first field marked invalid (also after a refusal by
 *   the form's own rules).
 * `form.submitting` is true while `send` runs, for the button's loading state.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Mantine types form values as Record<string, any>
export function useServerSubmit<V extends Record<string, any>>(
  form: UseFormReturnType<V>,
  send: (values: V) => Promise<unknown>,
  options: { onCode?: CodeHandlers } = {},
): ServerSubmit<V> {
  const { call, failure, setFailure } = useServerCall(send, { onCode: options.onCode });

  const handle = async (values: V, event?: FormEvent<HTMLFormElement>) => {
    // React clears currentTarget once the event is handled: keep the form element now.
    const formElement = event?.currentTarget;
    const refusal = await call(values);
    if (refusal) {
      form.setErrors(fieldErrorsFor(refusal, Object.keys(form.getValues())));
      focusFirstInvalid(formElement);
    }
  };

  return { onSubmit: form.onSubmit(handle, focusFirstError), failure, setFailure, form };
}
