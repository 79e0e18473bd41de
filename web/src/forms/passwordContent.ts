/**
 * The password rule's checks on content, beside the spec's length and pattern (which ruleFor
 * applies): the server (api/src/common/validation/password.ts) also refuses a password that
 * contains the brand name, or the name part of the account's email address when it has 3
 * characters or more. The forms check the same, with the server's words, before sending.
 */
export const PASSWORD_BRAND_MESSAGE = 'The password must not contain the name Harbor.';
export const PASSWORD_EMAIL_NAME_MESSAGE = 'The password must not contain the name part of your email address.';

const BRAND_WORD = 'harbor';
const EMAIL_NAME_MIN_LENGTH = 3;

/** The first content rule the password breaks, or null; `email` is the account's address when the form knows it. */
export function passwordContentError(password: string, email?: string | null): string | null {
  const lowered = password.toLowerCase();
  const at = email ? email.trim().lastIndexOf('@') : -1;
  const emailName = email && at >= 0 ? email.trim().slice(0, at).toLowerCase() : '';
  if (emailName.length >= EMAIL_NAME_MIN_LENGTH && lowered.includes(emailName)) return PASSWORD_EMAIL_NAME_MESSAGE;
  if (lowered.includes(BRAND_WORD)) return PASSWORD_BRAND_MESSAGE;
  return null;
}
