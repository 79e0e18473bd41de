import { type ChangeEvent, useState } from 'react';

type StringKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/**
 * The state of an admin form: its values, the problems its check found at the last submit and the
 * server's failure lines; `textInput(key)` binds a text input or text area to a string field.
 */
export function useAdminForm<V extends object, E extends Partial<Record<string, string>>>(initial: V | (() => V), check: (values: V) => E) {
  const [values, setValues] = useState<V>(initial);
  // The value is read before the update: React may run the updater after the event is gone.
  const setField = <K extends keyof V>(key: K, value: V[K]) => setValues((v) => ({ ...v, [key]: value }));
  const [errors, setErrors] = useState<E>({} as E);
  const [failure, setFailure] = useState<string[] | null>(null);

  /** Checks every field and shows the problems; true when there are none. */
  const validate = () => {
    const problems = check(values);
    setErrors(problems);
    return Object.keys(problems).length === 0;
  };

  const textInput = <K extends StringKey<V>>(key: K) => ({
    value: values[key] as string,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setField(key, e.currentTarget.value as V[K]),
    error: errors[key as string],
  });

  return { values, setValues, setField, errors, failure, setFailure, validate, textInput };
}
