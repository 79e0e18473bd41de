import en from '@/i18n/locales/en/auth-session.json';
import { defineNamespace, i18n } from '@/i18n';

/**
 * The signed-in session's texts (namespace `auth-session`: the idle warning, the login-as
 * banner, /legacyuser): none of them is on /login, so its first load carries none of this English.
 */
export const useAuthSessionText = defineNamespace('auth-session', en);
/** Resolves once these texts of the page's language are loaded (/legacyuser's loader waits, see titles.ts). */
export const authSessionTextReady = () => i18n.loadNamespaces('auth-session');
