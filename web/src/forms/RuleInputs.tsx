import { PasswordInput, type PasswordInputProps, TextInput, type TextInputProps } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { FieldConstraint } from '@portal/generated-client';
import { withMask } from './maskedInput';
import { useFormsText } from './i18n';
import type { Mask } from './masks';

/*
 * The Spec* inputs (SpecInputs.tsx) given one field's rules instead of a schema's name: they
 * do not bundle the table of every schema's rules, for a page that must not (the login page,
 * issue 10: `rule={LoginRequestConstraints.username}` from generated-client).
 */

/** The part of a Mantine form a spec-bound input needs (any form, whatever its values). */
export interface SpecInputForm {
  key(path: string): string;
  getInputProps(path: string): GetInputPropsReturnType;
}

export interface RuleBinding {
  /** The field's rules (generated-client's constraints). */
  rule: FieldConstraint;
  /** The form's value path of this input. */
  path: string;
  form: SpecInputForm;
  /** Keeps only what the field accepts while typing (forms/masks.ts). */
  mask?: Mask;
  /** Marks the input required even where the spec makes the field optional (it is required for this screen). */
  requiredOverride?: boolean;
}

/** What an input of a `format: email` field gets unless it says otherwise: the email keyboard and the address autofill. */
const EMAIL_INPUT = { type: 'email', autoComplete: 'email' } as const;
/** What an input of a digits-only field (a zip, a routing or account number, a code) gets unless it says otherwise: the number pad. */
const NUMERIC_INPUT = { inputMode: 'numeric' } as const;
/** A spec pattern that admits digits and nothing else: `^[0-9]{5}$`, `^[0-9]{4,17}$`, `^\d+$`. */
const DIGITS_ONLY = /^\^(?:\[0-9\]|\\d)(?:\{\d+(?:,\d*)?\}|[+*])?\$$/;

/** The keyboard and autofill the field's rules call for; an input that names its own `type` (tel) keeps that type's keyboard. */
export function keyboardFor(rule: FieldConstraint, ownType: unknown): typeof EMAIL_INPUT | typeof NUMERIC_INPUT | undefined {
  if (rule.format === 'email') return EMAIL_INPUT;
  if (ownType === undefined && rule.pattern !== undefined && DIGITS_ONLY.test(rule.pattern)) return NUMERIC_INPUT;
  return undefined;
}

/**
 * The wiring every Spec* input shares: splits the binding off the input's own props and
 * returns the React key and the props to spread, in this order: the attributes the spec decides
 * (the asterisk and aria-required, the length limit, and for a field of format `email` the email
 * keyboard and autofill, for a digits-only field the number pad), the input's own props, then the
 * form's value, onChange and error (masked when `mask` is given). A masked input gets no
 * maxLength: the browser would cut a pasted "482-107-931" before the mask drops its dashes, and
 * the mask keeps the length itself.
 */
export function useRuleField<P extends object>({ rule, path, form, mask, requiredOverride, ...rest }: RuleBinding & P) {
  const bound = form.getInputProps(path);
  return {
    key: form.key(path),
    required: requiredOverride ?? rule.required,
    maxLength: mask ? undefined : rule.maxLength,
    ...keyboardFor(rule, (rest as { type?: unknown }).type),
    ...rest,
    ...(mask ? withMask(bound, mask) : bound),
  };
}

/** SpecTextInput given the field's rules. */
export function RuleTextInput(props: RuleBinding & Omit<TextInputProps, 'required' | 'maxLength' | 'form'>) {
  const { key, ...bound } = useRuleField(props);
  return <TextInput key={key} {...bound} />;
}

/** SpecPasswordInput given the field's rules. */
export function RulePasswordInput(props: RuleBinding & Omit<PasswordInputProps, 'required' | 'maxLength' | 'form'>) {
  const { t } = useFormsText();
  const { key, visibilityToggleButtonProps, ...bound } = useRuleField(props);
  // Mantine names the show/hide button in English: the catalogue's words instead.
  return <PasswordInput key={key} visibilityToggleButtonProps={{ 'aria-label': t('password.toggle'), ...visibilityToggleButtonProps }} {...bound} />;
}
