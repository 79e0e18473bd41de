import en from '@/i18n/locales/en/claims.json';
import { defineNamespace, textOf } from '@/i18n';

/** The claims screens' texts: `const { t } = useClaimsText();`. */
export const useClaimsText = defineNamespace('claims', en);
/** For route titles and the rules' messages, outside components (read at call time). */
export const claimsText = () => textOf('claims');
