import en from '@/i18n/locales/en/auth.json';
import { defineNamespace, i18n, textOf } from '@/i18n';
import { type RuleSentences, ruleSentencesOf } from '@/forms/localizedFieldRule';

/**
 * The login page's texts (namespace `auth`: the form, Welcome Back, passkey sign-in, the field
 * rules). The panels that load lazily and the signed-in screens have their own namespaces, so
 * /login's first load carries none of their English (issue 10): `auth-steps` (stepsI18n.ts) and
 * `auth-session` (sessionI18n.ts).
 */
export const useAuthText = defineNamespace('auth', en);
/** For messages built outside components: read at call time, in the language shown then. */
export const authText = () => textOf('auth');

/** The spec's field rules in the page's language (forms/localizedRule.ts). */
export const authRuleSentences = (): RuleSentences => ruleSentencesOf('auth');

/** Resolves once the auth texts of the page's language are loaded (a route's loader waits, see titles.ts). */
export const authTextReady = () => i18n.loadNamespaces('auth');
