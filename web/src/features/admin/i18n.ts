import en from '@/i18n/locales/en/admin.json';
import { defineNamespace, textOf } from '@/i18n';

/** The back office's texts (namespace `admin`; web/src/i18n/README.md). */
export const useAdminText = defineNamespace('admin', en);
/** For rules and messages built outside components: read at call time, in the language shown then. */
export const adminText = () => textOf('admin');
