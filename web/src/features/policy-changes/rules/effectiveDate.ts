/** Dates here are calendar days as YYYY-MM-DD strings, compared as strings (same width, same order). */

/** Whether a day is within the policy's minimum and maximum effective dates, both included (doc 3 §2 step 2). */
export function withinEffectiveRange(date: string | null | undefined, min: string, max: string): boolean {
  return !!date && date >= min && date <= max;
}

export const EFFECTIVE_DATE_PROMPT = 'When do you want your policy change to be effective?';

/** The effective date step's check: required, and inside the range. */
export function effectiveDateError(date: string | null | undefined, min: string, max: string): string | null {
  if (!date) return 'Choose the date your change takes effect.';
  if (!withinEffectiveRange(date, min, max)) return `Choose a date from ${usDate(min)} to ${usDate(max)}.`;
  return null;
}

/** YYYY-MM-DD as MM/DD/YYYY. */
export function usDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
}
