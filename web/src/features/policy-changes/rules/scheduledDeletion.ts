import { policyChangesText } from '../i18n';
import { usDate } from './effectiveDate';

/**
 * A vehicle or driver already scheduled for deletion on or before the change's effective date
 * (doc 3 §4 "Scheduled deletions"): deleteFutureEffectiveDate is set (not empty, not the zero
 * date) and not after the effective date. Returns the warning, or null.
 */
export function scheduledDeletionWarning(item: { displayName: string; deleteFutureEffectiveDate: string | null }, effectiveDate: string): string | null {
  const when = item.deleteFutureEffectiveDate;
  if (!when || when.startsWith('0001') || when.startsWith('1900-01-01')) return null;
  if (when.slice(0, 10) > effectiveDate) return null;
  return policyChangesText()('delete.scheduled', { name: item.displayName, date: usDate(when) });
}

/** If only one candidate exists it is selected automatically (doc 3 §4). */
export function autoSelected<T>(candidates: readonly T[]): T | null {
  return candidates.length === 1 ? candidates[0] : null;
}
