import en from '@/i18n/locales/en/home.json';
import { defineNamespace, textOf } from '@/i18n';

/** The home dashboard's texts: `const { t } = useHomeText();`. */
export const useHomeText = defineNamespace('home', en);
/** The same outside components (read when called). */
export const homeText = () => textOf('home');
