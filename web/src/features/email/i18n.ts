import en from '@/i18n/locales/en/email.json';
import { defineNamespace, textOf } from '@/i18n';

/** The email feature's texts (namespace `email`; web/src/i18n/README.md). */
export const useEmailText = defineNamespace('email', en);
/** For messages built outside components: read at call time, in the language shown then. */
export const emailText = () => textOf('email');
