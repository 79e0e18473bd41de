import type { Language } from '@/i18n';

/* Doc 2 §2 "Recurring payment wizard", §4 and §8: the catalogue's recurring.* (English word for word, messages.tsv). */

/** Cancel sends this pay plan id (doc 2 §4, §9). */
export const CANCEL_PAY_PLAN_ID = 15;
/** Charges are authorised this many days before the charge (doc 2 §2, §9). */
export const AUTHORISATION_NOTICE_DAYS = 15;

/** What the API says of a policy's recurring payment (RecurringPaymentInfo), as the rules read it. */
export interface RecurringInfo {
  recurringPayment: { fundingCategory: 'Credit' | 'Debit' | 'Check' } | null;
  paymentRequired: boolean;
  canEdit: boolean;
  creditOnly: boolean;
  cardsAllowed: boolean;
  contactAgent: boolean;
}

export interface RecurringActions {
  /** A setup exists: the wizard says 'Update …' and Cancel is offered, else 'Enter New …'. */
  hasSetup: boolean;
  /** A balance is due: 'Payment Required', 'Payplan changes are not allowed with a balance due.' (doc 2 §4). */
  paymentRequired: boolean;
  /** Set up / Update may be started: not blocked by a balance, a status or notice of cancellation, nor account-billed. */
  canSetUp: boolean;
  /** Cancel may be started: a setup exists, status In-Force, Future or Pending, not in notice of cancellation. */
  canCancel: boolean;
  /** Which contact-agent message applies (doc 2 §4: PPA or account-billed), if any. */
  contactAgent: 'account' | 'ppa' | null;
}

/**
 * The Monthly recurring tab's actions for one policy (doc 2 §4 Recurring payments), from the
 * API's RecurringPaymentInfo (which owns the rules: balance due, statuses, notice of
 * cancellation, PPA, the restriction date) and whether the policy is account-billed: an account
 * bill's recurring payment is set by the agent only.
 */
export function recurringActions(info: RecurringInfo, policy: { billing: { isPartOfAccountBill: boolean } }): RecurringActions {
  const hasSetup = info.recurringPayment !== null;
  const accountBilled = policy.billing.isPartOfAccountBill;
  return {
    hasSetup,
    paymentRequired: info.paymentRequired,
    canSetUp: info.canEdit && !info.paymentRequired && !accountBilled,
    canCancel: hasSetup && info.canEdit,
    contactAgent: !info.contactAgent ? null : accountBilled ? 'account' : 'ppa',
  };
}

/** The deduction day: the day of the month of the term's effective date (doc 2 §4, §9). */
export function deductionDayOf(policy: { term: { effectiveDate: string } }): number {
  return Number(policy.term.effectiveDate.slice(8, 10));
}

/** 1st, 2nd, 3rd, 4th … 21st, 22nd, 31st. */
export function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th');
  return `${day}${suffix}`;
}

/** The deduction day in a sentence: 'the 1st' in English, 'el día 1' in Spanish (the catalogue writes the rest). */
export function dayOfMonth(day: number, language: Language): string {
  return language === 'en' ? ordinal(day) : String(day);
}

/** The methods the wizard offers (doc 2 §4): a PPA policy card only with the list locked; no new or wallet cards once the restriction date has passed. */
export function offeredMethods<W extends { fundingCategory: string }>(info: Pick<RecurringInfo, 'creditOnly' | 'cardsAllowed'>, walletItems: readonly W[]) {
  const { cardsAllowed } = info;
  const walletChoices = walletItems.filter((w) => {
    const card = w.fundingCategory !== 'Check';
    if (info.creditOnly) return card && cardsAllowed;
    return card ? cardsAllowed : true;
  });
  return {
    card: cardsAllowed,
    bank: !info.creditOnly,
    walletItems: walletChoices,
    /** PPA: a single method kind, so the list is shown locked. */
    locked: info.creditOnly,
  };
}
