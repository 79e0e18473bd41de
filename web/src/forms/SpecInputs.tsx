import { type PasswordInputProps, TextInput, type TextInputProps } from '@mantine/core';
import type { ConstraintSchemaName, constraints } from '@portal/generated-client';
import { constraintOf } from './constraints';
import { useFormsText } from './i18n';
import type { Mask } from './masks';
import { RulePasswordInput, type SpecInputForm, useRuleField } from './RuleInputs';

type FieldsOf<S extends ConstraintSchemaName> = keyof (typeof constraints)[S] & string;

export type { SpecInputForm } from './RuleInputs';

interface SpecBinding<S extends ConstraintSchemaName> {
  /** The spec schema of the request the form sends, e.g. "RegisterRequest". */
  schema: S;
  /** The schema's field this input fills; its rules come from the generated constraints. */
  field: FieldsOf<S>;
  form: SpecInputForm;
  /** The form's value path when it differs from `field` (confirmation fields). */
  path?: string;
  /** Keeps only what the field accepts while typing (forms/masks.ts). */
  mask?: Mask;
  /** Marks the input required even where the spec makes the field optional (it is required for this screen). */
  requiredOverride?: boolean;
}

/**
 * The wiring every Spec* input shares: splits the spec binding off the input's own props and
 * returns the React key and the props to spread, in this order: the attributes the spec decides
 * (the asterisk and aria-required, and the length limit), the input's own props, then the
 * form's value, onChange and error (masked when `mask` is given). A masked input gets no
 * maxLength: the browser would cut a pasted "482-107-931" before the mask drops its dashes, and
 * the mask keeps the length itself.
 *
 * `const { key, ...props } = useSpecField(allProps); return <TextInput key={key} {...props} />;`
 */
export function useSpecField<S extends ConstraintSchemaName, P extends object>({ schema, field, path, ...rest }: SpecBinding<S> & P) {
  return useRuleField({ ...rest, rule: constraintOf(schema, field), path: path ?? field });
}

/**
 * A text input bound to one field of a spec schema: required and maxLength come from the spec
 * (generated-client's constraints), the value and error from the form. The messages for the
 * field's pattern are the form's `ruleFor(schema, field, label, messages)`.
 *
 * `<SpecTextInput schema="RegisterRequest" field="username" form={form} label="Email" />` (an email field: `format: email` gives it type and autofill)
 */
export function SpecTextInput<S extends ConstraintSchemaName>(props: SpecBinding<S> & Omit<TextInputProps, 'required' | 'maxLength' | 'form'>) {
  const { key, ...bound } = useSpecField(props);
  return <TextInput key={key} {...bound} />;
}

/** The password twin of SpecTextInput. */
export function SpecPasswordInput<S extends ConstraintSchemaName>({
  schema,
  field,
  path,
  ...props
}: SpecBinding<S> & Omit<PasswordInputProps, 'required' | 'maxLength' | 'form'>) {
  return <RulePasswordInput {...props} rule={constraintOf(schema, field)} path={path ?? field} />;
}

/**
 * A new password and its confirmation (doc 1 §5), as registration, staff verification and the
 * password reset ask for them: the requirement under the first, `new-password` autocomplete on
 * both (password managers offer a strong one). `field` and `confirmField` are the schema's.
 */
export function SpecNewPasswordInputs<S extends ConstraintSchemaName>({
  schema,
  form,
  field,
  confirmField,
  label,
  confirmLabel,
  requirement,
}: {
  schema: S;
  form: SpecInputForm;
  field: FieldsOf<S>;
  confirmField: FieldsOf<S>;
  label?: string;
  confirmLabel?: string;
  /** The password rule in words, under the first input (a translated form gives its own). */
  requirement?: string;
}) {
  const { t } = useFormsText();
  return (
    <>
      <SpecPasswordInput
        schema={schema}
        field={field}
        form={form}
        label={label ?? t('password.label')}
        description={requirement ?? t('password.requirement')}
        autoComplete="new-password"
      />
      <SpecPasswordInput schema={schema} field={confirmField} form={form} label={confirmLabel ?? t('password.confirmLabel')} autoComplete="new-password" />
    </>
  );
}
