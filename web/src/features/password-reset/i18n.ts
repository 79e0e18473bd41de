import en from '@/i18n/locales/en/password-reset.json';
import { defineNamespace, i18n, textOf } from '@/i18n';
import { type RuleSentences, ruleSentencesOf } from '@/forms/localizedFieldRule';

/** The forgot and reset password pages' texts (namespace `password-reset`; web/src/i18n/README.md). */
export const usePasswordResetText = defineNamespace('password-reset', en);
/** For rules and messages built outside components: read at call time, in the language shown then. */
export const passwordResetText = () => textOf('password-reset');

/** The spec's field rules in the page's language (forms/localizedRule.ts). */
export const passwordResetRuleSentences = (): RuleSentences => ruleSentencesOf('password-reset');

/** Resolves once the texts of the page's language are loaded (the routes' loaders wait, see titles.ts). */
export const passwordResetTextReady = () => i18n.loadNamespaces('password-reset');
