/** An email address anywhere in the text. */
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
/** A phone number: 10 digits, possibly with spaces, dots, dashes or brackets between them (and a leading 1 or +1). */
const PHONE = /(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/;
/** A policy number as the portal writes them: 3 letters and 7 digits. */
const POLICY_NUMBER = /\b[A-Za-z]{3}\s?-?\d{7}\b/;

/**
 * Doc 4 §5: "Declining a staff verification requires a message with no personal information."
 * True when the message holds an email address, a phone number, a policy number (any, and the
 * request's own in any case or spacing).
 */
export function holdsPersonalData(message: string, policyNumber: string): boolean {
  const compact = message.replace(/[\s-]/g, '').toUpperCase();
  return EMAIL.test(message) || PHONE.test(message) || POLICY_NUMBER.test(message) || compact.includes(policyNumber.toUpperCase());
}
