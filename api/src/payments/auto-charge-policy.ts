import { addDays } from './recurring/recurring-rules';

/*
 * The charge policy of recurring and scheduled payments (README.md, "Recurring and scheduled
 * charges"), as pure functions. Unit tests: auto-charge-policy.spec.ts.
 */

/** Attempts in all: on the date, then every RETRY_AFTER_DAYS after a decline; after the last, the payment is `failed`. */
export const MAX_ATTEMPTS = 3;
export const RETRY_AFTER_DAYS = 2;

/** After a declined attempt (attempts made so far, the attempt's day): the day of the next attempt, or null when it was the last. */
export function retryAfterDecline(attempts: number, attemptDay: string): string | null {
  return attempts >= MAX_ATTEMPTS ? null : addDays(attemptDay, RETRY_AFTER_DAYS);
}

/**
 * The provider key of an attempt, derived from what is charged and when, so every worker, retry
 * or restart asks for the same sale: a recurring setup's charge on a date, or a scheduled payment
 * (which has one date), and the attempt number (a retry after a decline is a new sale).
 */
export function autoChargeKey(
  c: { kind: 'recurring' | 'scheduled'; recurringId?: string | null; scheduledId?: string | null; dueDate: string },
  attempt: number,
): string {
  if (!Number.isInteger(attempt) || attempt < 1) throw new RangeError('attempt must be 1 or more');
  if (c.kind === 'recurring') {
    if (!c.recurringId) throw new RangeError('a recurring charge needs its setup');
    return `hm-rec-${c.recurringId}-${c.dueDate}-${attempt}`;
  }
  if (!c.scheduledId) throw new RangeError('a scheduled charge needs its scheduled payment');
  return `hm-sch-${c.scheduledId}-${attempt}`;
}
