import en from '@/i18n/locales/en/profile-security.json';
import { defineNamespace, textOf } from '@/i18n';

/** The profile area's menu and Username and Password's screens (email, password, passkeys, authenticator app). */
export const useProfileSecurityText = defineNamespace('profile-security', en);
/** For rules outside components (the recovery codes file). */
export const profileSecurityText = () => textOf('profile-security');
