import dayjs from 'dayjs';
import en from '@/i18n/locales/en/payments.json';
import { formatDate } from '@/lib/format';
import { paymentsText } from '../i18n';
import { type Cents, parseAmount } from './money';

/* Doc 2 §5 "Scheduled payment" and §8: the catalogue's scheduled.* (English word for word, messages.tsv). */
/** The minimum's sentence in English (the catalogue's). */
export const SCHEDULED_AMOUNT_MINIMUM = en.scheduled.amountMinimum;

/** Minimum scheduled payment, and the amount from which the fee is looked up (doc 2 §9). */
export const SCHEDULED_MINIMUM_CENTS: Cents = 1000;

/** The fields of a policy the scheduled payments rules read (the API's Policy satisfies it). */
export interface PolicyForSchedule {
  policyNumber: string;
  status: string;
  isRenewal?: boolean;
  term: { effectiveDate: string; endDate: string };
  billing: { isPartOfAccountBill: boolean; isPrimaryAccountPolicy: boolean; accountNumber: string | null };
}

const ISO = 'YYYY-MM-DD';

/** Tomorrow as YYYY-MM-DD in the user's calendar: the first day a payment may be scheduled. */
export function tomorrowOf(today: Date): string {
  return dayjs(today).add(1, 'day').format(ISO);
}

/**
 * The policies a payment may be scheduled for (doc 2 §5): In-Force terms ending tomorrow or
 * later; of an account bill, only its primary policy (the payment is for the account).
 */
export function schedulablePolicies<P extends PolicyForSchedule>(policies: readonly P[], today: Date): P[] {
  const tomorrow = tomorrowOf(today);
  return policies.filter(
    (p) => !p.isRenewal && p.status === 'In-Force' && p.term.endDate >= tomorrow && (!p.billing.isPartOfAccountBill || p.billing.isPrimaryAccountPolicy),
  );
}

/** The dates a payment for `policy` may be scheduled on: tomorrow to the term's end date (doc 2 §5, §9). */
export function scheduleDateRange(policy: PolicyForSchedule, today: Date): { min: string; max: string } {
  return { min: tomorrowOf(today), max: policy.term.endDate };
}

/** The sentence for a date outside tomorrow..term end (YYYY-MM-DD, as a date input gives it), or null. */
export function checkScheduleDate(date: string, policy: PolicyForSchedule | undefined, today: Date): string | null {
  const t = paymentsText();
  if (!date) return t('scheduled.dateRequired');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !dayjs(date, ISO).isValid()) return t('scheduled.dateInvalid');
  if (!policy) return null;
  const { min, max } = scheduleDateRange(policy, today);
  if (date < min) return t('scheduled.dateTooEarly', { date: formatDate(min) });
  if (date > max) return t('scheduled.dateTooLate', { date: formatDate(max) });
  return null;
}

/** The amount typed, in cents, and its error: at least $10.00 (doc 2 §5). */
export function checkScheduleAmount(text: string): { cents: Cents | null; error: string | null } {
  const t = paymentsText();
  if (!text.trim()) return { cents: null, error: t('scheduled.amountRequired') };
  const cents = parseAmount(text);
  if (cents === null) return { cents: null, error: t('scheduled.amountInvalid') };
  return { cents, error: cents < SCHEDULED_MINIMUM_CENTS ? t('scheduled.amountMinimum') : null };
}

/** The fee is looked up only for amounts of $10.00 or more (doc 2 §5, §9). */
export function shouldLookUpScheduledFee(cents: Cents | null): cents is Cents {
  return cents !== null && cents >= SCHEDULED_MINIMUM_CENTS;
}

/** What makes two scheduled payments the same for the duplicate check: policy, method and date. */
export interface ScheduleKey {
  policyNumber: string;
  fundingAccountToken: string;
  /** YYYY-MM-DD. */
  paymentScheduleDate: string;
}

/** A payment already scheduled for the same policy, method and date (doc 2 §4): adding asks for confirmation first. */
export function findDuplicate<S extends ScheduleKey>(existing: readonly S[], candidate: ScheduleKey): S | undefined {
  return existing.find(
    (s) =>
      s.policyNumber === candidate.policyNumber &&
      s.fundingAccountToken === candidate.fundingAccountToken &&
      s.paymentScheduleDate.slice(0, 10) === candidate.paymentScheduleDate,
  );
}

const EMAIL = /^[^\s@;]+@[^\s@;]+\.[^\s@;]+$/;

/**
 * The receipt addresses typed: one address, or, where the settings allow several, a list
 * separated by semicolons (doc 2 §5). Returns the addresses and the sentence for the first
 * problem.
 */
export function parseReceiptEmails(text: string, allowMultiple: boolean): { emails: string[]; error: string | null } {
  const emails = text
    .split(';')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  const t = paymentsText();
  if (emails.length === 0) return { emails, error: t('validation.emailRequired') };
  if (emails.length > 1 && !allowMultiple) return { emails, error: t('scheduled.oneEmail') };
  const bad = emails.find((e) => !EMAIL.test(e));
  if (bad) return { emails, error: t('scheduled.badEmail', { email: bad }) };
  return { emails, error: null };
}
