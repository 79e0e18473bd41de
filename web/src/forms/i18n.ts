import en from '@/i18n/locales/en/forms.json';
import { defineNamespace, textOf } from '@/i18n';

/**
 * The shared form kit's texts (buttons, the spec rules' sentences, the password rule, server
 * error fallbacks): `const { t } = useFormsText();` in a component, `formsText()` in a rule.
 */
export const useFormsText = defineNamespace('forms', en);
/** Read when the message is needed (never at module load: the language may change). */
export const formsText = () => textOf('forms');
