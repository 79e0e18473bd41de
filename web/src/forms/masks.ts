/**
 * Input masks of doc 1 §5 and §9, as pure functions of what the user typed (or pasted), so
 * the same rule runs in the input and in the tests. Each keeps only the characters that
 * count and adds the separators itself.
 */
export type Mask = (typed: string) => string;

/** Driver's licence number: letters and digits only (no dashes or spaces), upper case, at most 12. */
export const LICENCE_NUMBER_LENGTH = 12;
export const maskLicenceNumber: Mask = (typed) =>
  typed
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, LICENCE_NUMBER_LENGTH);

/** Billing zip: letters and other characters stripped, the first 5 digits kept. */
export const ZIP_LENGTH = 5;
export const maskZip: Mask = (typed) => typed.replace(/\D/g, '').slice(0, ZIP_LENGTH);

/** Only the first `length` digits. */
export const digitsOnly =
  (length: number): Mask =>
  (typed) =>
    typed.replace(/\D/g, '').slice(0, length);

/** Last 4 digits of the SSN or FEIN. */
export const maskLast4 = digitsOnly(4);

/** Groups digits with '-' or '/' after the given digit counts: [3, 3] makes 999-999-9999. */
function grouped(digits: string, groups: number[], separator: string): string {
  let out = '';
  let at = 0;
  for (const size of groups) {
    if (digits.length <= at + size) return out + digits.slice(at);
    out += digits.slice(at, at + size) + separator;
    at += size;
  }
  return out + digits.slice(at);
}

/** Phone for staff help: 999-999-9999 (10 digits; the dashes are added while typing). */
export const maskPhone: Mask = (typed) => grouped(typed.replace(/\D/g, '').slice(0, 10), [3, 3], '-');

/** Date MM/DD/YYYY: 8 digits, the slashes are added while typing. */
export const maskDate: Mask = (typed) => grouped(typed.replace(/\D/g, '').slice(0, 8), [2, 2], '/');

/** Characters a mask keeps (letters and digits); separators are not counted. */
const SIGNIFICANT = /[A-Za-z0-9]/;

function significantBefore(text: string, position: number): number {
  let count = 0;
  for (let i = 0; i < Math.min(position, text.length); i += 1) if (SIGNIFICANT.test(text[i])) count += 1;
  return count;
}

/**
 * Where the caret belongs after masking, so editing in the middle of a value does not throw
 * the caret to the end: just after the same number of kept characters as before it. Typing
 * at the end keeps the caret at the end (after any separator the mask added).
 */
export function caretAfterMask(typed: string, caret: number, masked: string): number {
  if (caret >= typed.length) return masked.length;
  const wanted = significantBefore(typed, caret);
  if (wanted === 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i += 1) {
    if (SIGNIFICANT.test(masked[i])) {
      seen += 1;
      if (seen === wanted) return i + 1;
    }
  }
  return masked.length;
}

/** Policy number: three letters and seven digits, typed in any case; spaces and dashes dropped. */
export const POLICY_NUMBER_LENGTH = 10;
export const maskPolicyNumber: Mask = (typed) =>
  typed
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, POLICY_NUMBER_LENGTH);
