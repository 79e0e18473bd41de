/**
 * Policy numbers are three letters (the line prefix, e.g. PPA) and seven digits: PPA1000101.
 * Stored upper-case; the portal accepts either case in links and forms.
 */
export const POLICY_NUMBER_PATTERN = /^[A-Za-z]{3}[0-9]{7}$/;

/** The same rule as a PostgreSQL regular expression over the stored (upper-case) value. */
export const POLICY_NUMBER_SQL_PATTERN = '^[A-Z]{3}[0-9]{7}$';

export function isValidPolicyNumber(value: unknown): value is string {
  return typeof value === 'string' && POLICY_NUMBER_PATTERN.test(value);
}

/** Trimmed and upper-cased; throws when the value is not a policy number. */
export function normalizePolicyNumber(value: string): string {
  const normalized = value.trim().toUpperCase();
  if (!isValidPolicyNumber(normalized)) {
    throw new Error(`Not a policy number: ${value}`);
  }
  return normalized;
}

/** The line prefix (first three letters, upper-case), e.g. 'PPA'. */
export function policyPrefix(policyNumber: string): string {
  return policyNumber.slice(0, 3).toUpperCase();
}
