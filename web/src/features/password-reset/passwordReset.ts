import type { ResetPasswordRequest } from '@portal/generated-client';
import { localizedRule } from '@/forms/localizedRule';
import { PASSWORD_BRAND_MESSAGE, passwordContentError } from '@/forms/passwordContent';
import { bothEnteredAndEqual } from '@/forms/serverErrors';
import { passwordResetRuleSentences as sentences, passwordResetText } from './i18n';

/**
 * The forgot and reset password rules of doc 1 §5, with the spec's field constraints; their
 * messages in the page's language at the moment a field is checked. The constants are the
 * spec's English (the pages show the catalogue's).
 */

export const FORGOT_SENT = 'A password reset email has been sent.';
export const FORGOT_FAILED_TITLE = 'Password Reset';
export const RESET_DONE = 'Your password has been reset.';
export const RESET_FAILED_TITLE = 'Password Reset Failed';

export interface ForgotValues {
  email: string;
}

/** Send is enabled only when an email is entered. */
export function canSendReset(values: ForgotValues): boolean {
  return values.email.trim() !== '';
}

const t = () => passwordResetText();
const emailRule = localizedRule('ForgotPasswordRequest', 'email', () => t()('forgot.email'), sentences);

export function forgotErrors(values: ForgotValues): Partial<Record<keyof ForgotValues, string>> {
  const error = emailRule(values.email.trim());
  return error ? { email: error } : {};
}

export interface ResetValues {
  password: string;
  confirmPassword: string;
}

/** Reset Password is enabled only when the password and its confirmation are entered and equal. */
export function canResetPassword(values: ResetValues): boolean {
  return bothEnteredAndEqual(values.password, values.confirmPassword);
}

const passwordRule = localizedRule('ResetPasswordRequest', 'password', () => t()('reset.passwordName'), sentences, { pattern: () => t()('reset.pattern') });

export function resetErrors(values: ResetValues): Partial<Record<keyof ResetValues, string>> {
  const errors: Partial<Record<keyof ResetValues, string>> = {};
  // The reset link does not say whose account it is, so only the brand name is checked here.
  const content = passwordContentError(values.password);
  const password = passwordRule(values.password) ?? (content === PASSWORD_BRAND_MESSAGE ? t()('reset.brand') : content);
  if (password) errors.password = password;
  if (values.confirmPassword !== values.password) errors.confirmPassword = t()('reset.differ');
  return errors;
}

export function resetRequest(values: ResetValues, link: { code: string; userId: string }): ResetPasswordRequest {
  return { code: link.code, userId: link.userId, password: values.password, confirmPassword: values.confirmPassword };
}
