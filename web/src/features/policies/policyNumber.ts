/**
 * A policy number as deep links carry it: three letters then seven digits (doc 1 §2), for
 * example PPA1234567. The prefix names the line of business.
 */
export const POLICY_NUMBER_PATTERN = /^[A-Za-z]{3}\d{7}$/;

export function isPolicyNumber(value: string): boolean {
  return POLICY_NUMBER_PATTERN.test(value);
}
