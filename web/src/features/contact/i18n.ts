import en from '@/i18n/locales/en/contact.json';
import { defineNamespace } from '@/i18n';

/** The contact feature's texts (namespace `contact`; web/src/i18n/README.md). */
export const useContactText = defineNamespace('contact', en);
