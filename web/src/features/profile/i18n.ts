import en from '@/i18n/locales/en/profile.json';
import { defineNamespace } from '@/i18n';

/** Account Information's texts: `const { t } = useProfileText();`. */
export const useProfileText = defineNamespace('profile', en);
