import en from '@/i18n/locales/en/profile-alerts.json';
import { defineNamespace, textOf } from '@/i18n';

/** Manage Your Alerts' texts: `const { t } = useProfileAlertsText();`. */
export const useProfileAlertsText = defineNamespace('profile-alerts', en);
/** For the rules (deliveryForm.ts) and the route's title, read when needed. */
export const profileAlertsText = () => textOf('profile-alerts');
