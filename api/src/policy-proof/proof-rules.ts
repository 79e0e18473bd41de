import { policyPrefix } from '../core';

/**
 * The pure rules of policy proof (doc 1 §5): how names, licence numbers, dates of birth
 * and zips are compared with the core records. Kept apart from the database so each rule has
 * its own test.
 */

/** Letters and digits only, lower-cased, accents folded: "Emily R. Carter" -> "emilyrcarter". */
export function normalizeName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

export interface HolderName {
  displayName: string;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * The typed name matches the holder's printed name or first + last name, ignoring case, spaces
 * and punctuation ("emily carter", "Emily R. Carter", "EMILY  R CARTER" all match Emily R. Carter).
 */
export function holderNameMatches(typed: string, holder: HolderName): boolean {
  const given = normalizeName(typed);
  if (!given) return false;
  const candidates = [holder.displayName, [holder.firstName, holder.lastName].filter(Boolean).join(' ')];
  return candidates.some((c) => c && normalizeName(c) === given);
}

/** Upper-cased without dashes or spaces (licences are shown as "1234-56-7890" on some cards). */
export function normalizeLicenseNumber(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export function licenseNumberMatches(typed: string, onFile: string): boolean {
  const given = normalizeLicenseNumber(typed);
  return given.length > 0 && given === normalizeLicenseNumber(onFile);
}

/**
 * MM/DD/YYYY to YYYY-MM-DD, only for a real calendar day (02/29 only in leap years, no 04/31,
 * years 1900 to 2100); null otherwise.
 */
export function parseUsDate(value: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!m) return null;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${m[3]}-${m[1]}-${m[2]}`;
}

/** Digits only (letters and spaces stripped, as the form does). */
export function normalizeZip(value: string): string {
  return value.replace(/\D/g, '');
}

export type PartTwoField = 'driversLicenseNumber' | 'dateOfBirth' | 'zip';

/** What registration part 2 asks for a policy type: PPA a licence number, HOM and PUP a date of birth, every type the billing zip. */
export function requiredFieldsFor(policyNumber: string): PartTwoField[] {
  const prefix = policyPrefix(policyNumber);
  if (prefix === 'PPA') return ['driversLicenseNumber', 'zip'];
  if (prefix === 'HOM' || prefix === 'PUP') return ['dateOfBirth', 'zip'];
  return ['zip'];
}

/** Messages for a part-2 detail the policy type needs but the request left out. */
export const MISSING_DETAIL_MESSAGES: Record<PartTwoField, string> = {
  driversLicenseNumber: "Enter the driver's license number of a driver on the policy.",
  dateOfBirth: "Enter the policyholder's date of birth (MM/DD/YYYY).",
  zip: 'Enter the 5-digit billing zip code.',
};

/** The part-2 details the policy type needs but `details` left out, as field errors; empty when none is missing. */
export function missingDetails(policyNumber: string, details: Partial<Record<PartTwoField, string | undefined>>): Partial<Record<PartTwoField, string>> {
  const missing = requiredFieldsFor(policyNumber).filter((f) => !details[f]?.trim());
  return Object.fromEntries(missing.map((f) => [f, MISSING_DETAIL_MESSAGES[f]]));
}

/**
 * Why details did not prove a policy, worded for the policy type: the number and name first
 * (so a stranger learns nothing about the other details), then the details the type asks for.
 */
export function mismatchReason(policyNumber: string, nameMatched: boolean): string {
  if (!nameMatched) return 'The policy number and policyholder name do not match our records.';
  const prefix = policyPrefix(policyNumber);
  if (prefix === 'PPA') return "The driver's license number or billing zip code does not match the policy.";
  if (prefix === 'HOM' || prefix === 'PUP') return 'The date of birth or billing zip code does not match the policy.';
  return 'The billing zip code does not match the policy.';
}
