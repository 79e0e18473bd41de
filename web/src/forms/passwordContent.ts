/**
 * The password rule's checks on content, beside the spec's length and pattern (which ruleFor
 * applies): the server (api/src/common/validation/password.ts) also refuses a password that
 * contains the brand name, or the name part of the account's email address when it has 3
 * characters or more. The forms check the same, with the server's words, before sending.
 */
import { formsText } from './i18n';

/** The server's words in English (tests); the forms show forms.json's password.brand and password.emailName. */
export const PASSWORD_BRAND_MESSAGE = 'The password must not contain the name Harbor.';
export const PASSWORD_EMAIL_NAME_MESSAGE = 'The password must not contain the name part of your email address.';

const BRAND_WORD = 'harbor';
const BRAND_NAME_WORD = 'Harbor';
const EMAIL_NAME_MIN_LENGTH = 3;

/** The first content rule the password breaks, or null; `email` is the account's address when the form knows it. */
export function passwordContentError(password: string, email?: string | null): string | null {
  const lowered = password.toLowerCase();
  const at = email ? email.trim().lastIndexOf('@') : -1;
  const emailName = email && at >= 0 ? email.trim().slice(0, at).toLowerCase() : '';
  if (emailName.length >= EMAIL_NAME_MIN_LENGTH && lowered.includes(emailName)) return formsText()('password.emailName');
  if (lowered.includes(BRAND_WORD)) return formsText()('password.brand', { brand: BRAND_NAME_WORD });
  return null;
}
