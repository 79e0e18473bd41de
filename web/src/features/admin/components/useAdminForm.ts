import { type ChangeEvent, type FormEvent, useState } from 'react';
import { fieldErrorsFor } from '@/forms/serverErrors';
import { type CodeHandlers, useServerCall } from '@/forms/useServerCall';

type StringKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/**
 * The state of an admin form: its values, the problems its check found at the last submit and the
 * server's failure lines; `textInput(key)` binds a text input or text area to a string field.
 * `onSubmit(send)` is the portal's one submit path (forms/useServerCall): it runs the check, calls
 * `send`, and on a refusal marks the fields the server's `fieldErrors` name and keeps every line
 * in `failure`.
 */
export function useAdminForm<V extends object, E extends Partial<Record<string, string>>>(
  initial: V | (() => V),
  check: (values: V) => E,
  options: { onCode?: CodeHandlers } = {},
) {
  const [values, setValues] = useState<V>(initial);
  // The value is read before the update: React may run the updater after the event is gone.
  const setField = <K extends keyof V>(key: K, value: V[K]) => setValues((v) => ({ ...v, [key]: value }));
  const [errors, setErrors] = useState<E>({} as E);
  const server = useServerCall((send: (values: V) => Promise<unknown>, sent: V) => send(sent), {
    onCode: options.onCode,
    onFailure: (refusal) => setErrors((e) => ({ ...e, ...fieldErrorsFor(refusal, Object.keys(values)) })),
  });
  const failure = server.failure ? server.failure.errors : null;

  /** Checks every field and shows the problems; true when there are none. */
  const validate = () => {
    const problems = check(values);
    setErrors(problems);
    return Object.keys(problems).length === 0;
  };

  /** For `<form onSubmit={...}>`: checks, then sends the values through the one submit path. */
  const onSubmit = (send: (values: V) => Promise<unknown>) => (event?: FormEvent) => {
    event?.preventDefault();
    if (!validate()) return;
    void server.call(send, values);
  };

  const textInput = <K extends StringKey<V>>(key: K) => ({
    value: values[key] as string,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setField(key, e.currentTarget.value as V[K]),
    error: errors[key as string],
  });

  return { values, setValues, setField, errors, failure, failureCode: server.failure?.code, validate, onSubmit, textInput };
}
