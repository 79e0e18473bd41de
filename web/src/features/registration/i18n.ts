import en from '@/i18n/locales/en/registration.json';
import { defineNamespace, i18n, textOf } from '@/i18n';
import { type RuleSentences, ruleSentencesOf } from '@/forms/localizedFieldRule';

/** The registration feature's texts (namespace `registration`; web/src/i18n/README.md). */
export const useRegistrationText = defineNamespace('registration', en);
/** For rules and messages built outside components: read at call time, in the language shown then. */
export const registrationText = () => textOf('registration');

/** The spec's field rules in the page's language (forms/localizedRule.ts). */
export const registrationRuleSentences = (): RuleSentences => ruleSentencesOf('registration');

/** Resolves once the registration texts of the page's language are loaded (the route's loader waits, see titles.ts). */
export const registrationTextReady = () => i18n.loadNamespaces('registration');
