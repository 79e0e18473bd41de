import en from '@/i18n/locales/en/shell.json';
import { defineNamespace } from '@/i18n';

/** The shell's texts (header, menus, footer, error pages): `const { t } = useShellText();`. */
export const useShellText = defineNamespace('shell', en);
