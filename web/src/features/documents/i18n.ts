import en from '@/i18n/locales/en/documents.json';
import { defineNamespace, textOf } from '@/i18n';

/** The documents feature's texts (namespace `documents`; web/src/i18n/README.md). */
export const useDocumentsText = defineNamespace('documents', en);
/** For messages built outside components: read at call time, in the language shown then. */
export const documentsText = () => textOf('documents');
