import type { ChangePasswordRequest } from '@portal/generated-client';

/**
 * Doc 1 §5: the change-password button is enabled only when the new password and its
 * confirmation are non-empty and equal.
 */
export function canChangePassword(password: string, confirmPassword: string): boolean {
  return password !== '' && password === confirmPassword;
}

/**
 * The body of POST /api/account/changepassword (doc 1 §7: {oldPassword, password}). The
 * confirmation is this form's check only (`canChangePassword`); it is never sent.
 */
export function changePasswordRequest(values: { oldPassword: string; password: string; confirmPassword: string }): ChangePasswordRequest {
  return { oldPassword: values.oldPassword, password: values.password };
}

/**
 * Doc 1 §5: the change-email button is enabled only when the new email and its confirmation
 * are equal (and not empty). Email addresses compare without surrounding spaces or case.
 */
export function canChangeEmail(newEmail: string, confirmEmail: string): boolean {
  const a = newEmail.trim().toLowerCase();
  return a !== '' && a === confirmEmail.trim().toLowerCase();
}

/** The password requirement shown next to every new-password field (one text, kept in forms/). */
export { PASSWORD_REQUIREMENT } from '@/forms/serverErrors';

/** Profile menu entries (doc 1 §2 "Profile area"). */
export interface ProfileMenuEntry {
  label: string;
  to: '/profile' | '/profile/security' | '/profile/alerts';
}

/**
 * The profile area's left menu. 'E-Mail and Text Alerts' shows when the electronic alerts
 * system toggle is on (getHomeContent().electronicAlertsEnabled) or the user is a delivery tester.
 */
/** Whether the user may use the E-Mail and Text Alerts screen (its menu entry and its route). */
export function canManageAlerts(options: { isDeliveryTester: boolean; electronicAlertsEnabled?: boolean }): boolean {
  return options.isDeliveryTester || options.electronicAlertsEnabled === true;
}

export function profileMenu(options: { isDeliveryTester: boolean; electronicAlertsEnabled?: boolean }): ProfileMenuEntry[] {
  const entries: ProfileMenuEntry[] = [
    { label: 'Account Information', to: '/profile' },
    { label: 'Username and Password', to: '/profile/security' },
  ];
  if (canManageAlerts(options)) {
    entries.push({ label: 'E-Mail and Text Alerts', to: '/profile/alerts' });
  }
  return entries;
}

/** Whether a menu entry is the current page: Account Information exactly, the others with their sub-pages. */
export function isMenuEntryActive(entry: ProfileMenuEntry, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (entry.to === '/profile') return path === '/profile';
  return path === entry.to || path.startsWith(`${entry.to}/`);
}
