import { textOf } from '@/i18n';
import type { FieldConstraint } from '@portal/generated-client';
import { type FieldMessages, type Validator, checkValue } from './fieldRules';

/**
 * The sentences of the spec's field rules in the page's language, from a feature's catalogue
 * (its `rules` texts): what `ruleFor` says in English when a form gives no sentence of its own.
 */
export interface RuleSentences {
  /** A required field left empty; `label` is the field's name in lower case. */
  required(label: string): string;
  /** A value that does not match the field's pattern. */
  pattern(label: string): string;
  /** A value that is not an email address. */
  email(): string;
  /** A value that is not one of the choices; `label` in lower case. */
  choose(label: string): string;
  tooShort(label: string, min: number): string;
  tooLong(label: string, max: number): string;
}

/**
 * One field's rules (a FieldConstraint, e.g. generated-client's `LoginRequestConstraints.username`)
 * answering in the page's language: what `localizedRule` does without the table of every
 * schema's rules, for a page that must not bundle it (the login page, issue 10). The field's
 * name, the form's own sentences (`messages`) and the generic ones (`sentences`) are read each
 * time the field is checked, so a language chosen after the form opened applies too.
 */
export function localizedFieldRule(
  rule: FieldConstraint,
  label: () => string,
  sentences: () => RuleSentences,
  messages: { [K in 'pattern' | 'required']?: () => string } & { requiredOverride?: boolean } = {},
): Validator {
  return (value) => {
    const say = sentences();
    const name = label();
    const fallbackPattern = rule.format === 'email' ? say.email() : rule.enum ? say.choose(name.toLowerCase()) : say.pattern(name);
    const texts: FieldMessages = {
      required: messages.required?.() ?? say.required(name.toLowerCase()),
      pattern: messages.pattern?.() ?? fallbackPattern,
      tooShort: rule.minLength === undefined ? undefined : say.tooShort(name, rule.minLength),
      tooLong: rule.maxLength === undefined ? undefined : say.tooLong(name, rule.maxLength),
    };
    return checkValue(rule, name, value, texts, messages.requiredOverride ?? rule.required);
  };
}

/** The namespaces whose catalogue has the `rules` sentences (required, pattern, email, choose, tooShort, tooLong). */
export type RuleSentencesNamespace = 'auth' | 'registration' | 'password-reset';

/** A namespace's `rules` sentences, read in the page's language when a field is checked. */
export function ruleSentencesOf(namespace: RuleSentencesNamespace): RuleSentences {
  // The three catalogues share the `rules` keys and placeholders ({{label}}, {{min}}, {{max}}).
  const t = textOf(namespace) as unknown as (key: string, values?: Record<string, unknown>) => string;
  return {
    required: (label) => t('rules.required', { label }),
    pattern: (label) => t('rules.pattern', { label }),
    email: () => t('rules.email'),
    choose: (label) => t('rules.choose', { label }),
    tooShort: (label, min) => t('rules.tooShort', { label, min }),
    tooLong: (label, max) => t('rules.tooLong', { label, max }),
  };
}
