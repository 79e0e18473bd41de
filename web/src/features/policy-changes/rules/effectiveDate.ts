import { POLICY_CHANGES_EN, policyChangesText } from '../i18n';

/** Dates here are calendar days as YYYY-MM-DD strings, compared as strings (same width, same order). */

/** Whether a day is within the policy's minimum and maximum effective dates, both included (doc 3 §2 step 2). */
export function withinEffectiveRange(date: string | null | undefined, min: string, max: string): boolean {
  return !!date && date >= min && date <= max;
}

export const EFFECTIVE_DATE_PROMPT = POLICY_CHANGES_EN.effectiveDate.prompt;

/** The effective date step's check: required, and inside the range. */
export function effectiveDateError(date: string | null | undefined, min: string, max: string): string | null {
  const t = policyChangesText();
  if (!date) return t('effectiveDate.required');
  if (!withinEffectiveRange(date, min, max)) return t('effectiveDate.outOfRange', { min: usDate(min), max: usDate(max) });
  return null;
}

/** YYYY-MM-DD as MM/DD/YYYY. */
export function usDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
}
