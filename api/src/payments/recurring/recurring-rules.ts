import { PolicyStatus } from '../../core';

/*
 * Monthly recurring payments (doc 2 §4 Recurring payments, §5 Recurring update, §9), as pure
 * functions over dates (YYYY-MM-DD, UTC) and integer cents. Unit tests: recurring-rules.spec.ts.
 */

/** The spec's messages (messages.tsv) and this area's own, shown word for word. */
export const RECURRING_MESSAGES = {
  paymentRequired: 'Payment Required',
  balanceDue: 'Payplan changes are not allowed with a balance due.',
  status: 'Recurring payments can only be set up or changed for In-Force, Future or Pending policies.',
  noticeOfCancellation: 'Recurring payments cannot be changed while the policy is in notice of cancellation. Please contact your agent for further assistance.',
  contactAgent: 'Please contact your agent for further assistance.',
  creditOnly: 'Recurring payments for this policy must be paid by card.',
  cardsRestricted: 'Cards can no longer be used for new recurring payments. Please use a bank account.',
  deductionDay: (day: number) => `The deduction day must be the day of month of the policy term's effective date (${day}).`,
  terms: 'Please agree to the terms to continue.',
  notFound: 'This policy has no recurring payment.',
  emailRequired: 'Email Address is required',
} as const;

/** Cancelling moves the policy to this pay plan (doc 2 §4, §9: Monthly Direct Bill). */
export const CANCEL_PAY_PLAN_ID = 15;
/** Charges are authorised (the notice is emailed) this many days before each charge (doc 2 §2, §9). */
export const NOTICE_DAYS = 15;

/** What the rules need to know about a policy (its current term, from the policy list's mapping). */
export interface RecurringPolicyFacts {
  policyNumber: string;
  status: PolicyStatus;
  inNoticeOfCancellation: boolean;
  /** Part of an account bill (its recurring payment is the account's, set by the agent). */
  accountBilled: boolean;
  /** The balance due now (the account's for an account-billed policy), cents. */
  balanceDueCents: number;
  termEffectiveDate: string;
}

/** What the wizard may do (RecurringPaymentInfo). */
export interface RecurringAllowance {
  paymentRequired: boolean;
  canEdit: boolean;
  creditOnly: boolean;
  cardsAllowed: boolean;
  contactAgent: boolean;
  deductionDay: number;
  /** Why set up / change is refused now (empty when allowed). */
  messages: string[];
}

const EDITABLE = new Set<PolicyStatus>([PolicyStatus.InForce, PolicyStatus.Future, PolicyStatus.Pending]);

export const isPpa = (policyNumber: string) => policyNumber.toUpperCase().startsWith('PPA');

/** Day of month of the term's effective date (doc 2 §4). */
export function deductionDayOf(termEffectiveDate: string): number {
  return Number(termEffectiveDate.slice(8, 10));
}

/** Whether the card restriction date has passed (doc 2 §4: restrictCreditCardsForRecurringPayments_Date). */
export function cardsRestricted(restrictFrom: string | null, today: string): boolean {
  return !!restrictFrom && restrictFrom <= today;
}

export function allowance(
  facts: RecurringPolicyFacts,
  existingMethod: 'credit' | 'check' | null,
  restrictCardsFrom: string | null,
  today: string,
): RecurringAllowance {
  const paymentRequired = facts.balanceDueCents > 0;
  const canEdit = EDITABLE.has(facts.status) && !facts.inNoticeOfCancellation;
  const cardsAllowed = !cardsRestricted(restrictCardsFrom, today) || existingMethod === 'credit';
  const messages: string[] = [];
  if (paymentRequired) messages.push(RECURRING_MESSAGES.balanceDue);
  if (!EDITABLE.has(facts.status)) messages.push(RECURRING_MESSAGES.status);
  else if (facts.inNoticeOfCancellation) messages.push(RECURRING_MESSAGES.noticeOfCancellation);
  if (facts.accountBilled) messages.push(RECURRING_MESSAGES.contactAgent);
  return {
    paymentRequired,
    canEdit,
    creditOnly: isPpa(facts.policyNumber),
    cardsAllowed,
    contactAgent: isPpa(facts.policyNumber) || facts.accountBilled,
    deductionDay: deductionDayOf(facts.termEffectiveDate),
    messages,
  };
}

export type RecurringRefusal = { code: 'required' | 'not-allowed'; message: string };

/** Why a set-up or update is refused (the first rule broken), or null. */
export function saveRefusal(
  facts: RecurringPolicyFacts,
  input: { type: 'credit' | 'check'; deductionDay: number; userAgreedWithTerms: boolean },
  existingMethod: 'credit' | 'check' | null,
  restrictCardsFrom: string | null,
  today: string,
): RecurringRefusal | null {
  const a = allowance(facts, existingMethod, restrictCardsFrom, today);
  if (a.paymentRequired) return { code: 'required', message: RECURRING_MESSAGES.balanceDue };
  if (!EDITABLE.has(facts.status)) return { code: 'not-allowed', message: RECURRING_MESSAGES.status };
  if (facts.inNoticeOfCancellation) return { code: 'not-allowed', message: RECURRING_MESSAGES.noticeOfCancellation };
  if (facts.accountBilled) return { code: 'not-allowed', message: RECURRING_MESSAGES.contactAgent };
  if (a.creditOnly && input.type !== 'credit') return { code: 'not-allowed', message: RECURRING_MESSAGES.creditOnly };
  if (input.type === 'credit' && !a.cardsAllowed) return { code: 'not-allowed', message: RECURRING_MESSAGES.cardsRestricted };
  if (input.deductionDay !== a.deductionDay) return { code: 'not-allowed', message: RECURRING_MESSAGES.deductionDay(a.deductionDay) };
  if (!input.userAgreedWithTerms) return { code: 'not-allowed', message: RECURRING_MESSAGES.terms };
  return null;
}

/** Why a cancel is refused, or null (doc 2 §4: Cancel disabled unless In-Force, Future or Pending, and not in notice of cancellation). */
export function cancelRefusal(facts: RecurringPolicyFacts, userAgreedWithTerms: boolean): RecurringRefusal | null {
  if (!EDITABLE.has(facts.status)) return { code: 'not-allowed', message: RECURRING_MESSAGES.status };
  if (facts.inNoticeOfCancellation) return { code: 'not-allowed', message: RECURRING_MESSAGES.noticeOfCancellation };
  if (!userAgreedWithTerms) return { code: 'not-allowed', message: RECURRING_MESSAGES.terms };
  return null;
}

// ---- Dates ------------------------------------------------------------------------------------

const pad = (n: number) => String(n).padStart(2, '0');
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The charge date of a deduction day in a month (month 1-12): days past the month's end fall on its last day. */
export function chargeDateIn(year: number, month: number, deductionDay: number): string {
  return `${year}-${pad(month)}-${pad(Math.min(deductionDay, lastDayOf(year, month)))}`;
}

/** The first charge date on or after `from`. */
export function nextChargeDate(deductionDay: number, from: string): string {
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  for (;;) {
    const date = chargeDateIn(year, month, deductionDay);
    if (date >= from) return date;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/** Every charge date in [from, to], in order. */
export function chargeDatesBetween(deductionDay: number, from: string, to: string): string[] {
  const dates: string[] = [];
  let next = nextChargeDate(deductionDay, from);
  while (next <= to) {
    dates.push(next);
    next = nextChargeDate(deductionDay, addDays(next, 1));
  }
  return dates;
}

/**
 * The first date a new setup may charge: its notice must go out 15 days before, so the first
 * charge is the first deduction date at least 15 days after the agreement.
 */
export function firstChargeFrom(agreedOn: string): string {
  return addDays(agreedOn, NOTICE_DAYS);
}
