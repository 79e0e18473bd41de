import dayjs from 'dayjs';

/** Doc 2 §2 "Recurring payment wizard", §4 and §8, word for word (messages.tsv). */
export const RECURRING_TITLE = 'Setup Recurring Payment';
export const UPDATE_RECURRING_STEP = 'Update Recurring Payment Information';
export const NEW_RECURRING_STEP = 'Enter New Recurring Payment Information';
export const AGREEMENT_TERMS_STEP = 'Agreement Terms';
export const PAYMENT_REQUIRED = 'Payment Required';
export const BALANCE_DUE_NOT_ALLOWED = 'Payplan changes are not allowed with a balance due.';
export const RECURRING_EMAIL_REQUIRED = 'Email Address is required';

/** Cancel sends this pay plan id (doc 2 §4, §9). */
export const CANCEL_PAY_PLAN_ID = 15;
/** Charges are authorised this many days before the charge (doc 2 §2, §9). */
export const AUTHORISATION_NOTICE_DAYS = 15;

/** Statuses whose recurring payment may be edited or cancelled (doc 2 §4). */
const CHANGEABLE_STATUSES = ['In-Force', 'Future', 'Pending'];

/** The fields of a policy the recurring rules read (the API's Policy satisfies it). */
export interface PolicyForRecurring {
  policyNumber: string;
  status: string;
  term: { effectiveDate: string; endDate: string };
  billing: {
    isPartOfAccountBill: boolean;
    isPrimaryAccountPolicy: boolean;
    outstandingBalance: number;
    accountOutstandingBalance: number;
    hasRecurringPaymentSetup: boolean;
    isPolicyInNoticeOfCancellation: boolean;
  };
}

/** The funding category of the method an existing setup charges, when there is one. */
export type SetupCategory = 'Credit' | 'Debit' | 'Check' | null;

export interface RecurringRules {
  /** A setup exists: the wizard says 'Update …', else 'Enter New …'. */
  hasSetup: boolean;
  /** A balance is due: add and edit are blocked with 'Payment Required' (doc 2 §4). */
  balanceDue: boolean;
  /** Status In-Force, Future or Pending and not in notice of cancellation (doc 2 §4). */
  changeable: boolean;
  /** Add or Update may be started. */
  canSetUp: boolean;
  /** Cancel may be started. */
  canCancel: boolean;
  /** PPA or account-billed: the user is told to contact the agent (doc 2 §4). */
  contactAgent: boolean;
  /** PPA: the method is a card and the method list is locked (doc 2 §4). */
  forcedCredit: boolean;
  /**
   * The restriction date has passed and no setup charges a card: new cards and wallet cards are
   * not offered (doc 2 §4).
   */
  cardsHidden: boolean;
}

const isPpa = (policyNumber: string) => policyNumber.slice(0, 3).toUpperCase() === 'PPA';

/** Balance due on the policy, or on its account bill when it is part of one. */
export function hasBalanceDue(policy: PolicyForRecurring): boolean {
  const { billing } = policy;
  return billing.outstandingBalance > 0 || (billing.isPartOfAccountBill && billing.accountOutstandingBalance > 0);
}

/**
 * Whether the restriction date (restrictCreditCardsForRecurringPayments_Date) has passed: from
 * that day cards are not offered for recurring payments, unless the setup already charges one.
 */
export function restrictionPassed(restrictionDate: string | null | undefined, today: Date): boolean {
  return !!restrictionDate && !dayjs(today).isBefore(dayjs(restrictionDate), 'day');
}

/** Every rule the Monthly recurring tab shows for one policy (doc 2 §4 Recurring payments, §4 Pay Now's recurring rules). */
export function recurringRules(
  policy: PolicyForRecurring,
  opts: { existingCategory: SetupCategory; restrictionDate: string | null | undefined; today: Date },
): RecurringRules {
  const hasSetup = policy.billing.hasRecurringPaymentSetup;
  const balanceDue = hasBalanceDue(policy);
  const changeable = CHANGEABLE_STATUSES.includes(policy.status) && !policy.billing.isPolicyInNoticeOfCancellation;
  const existingCard = opts.existingCategory === 'Credit' || opts.existingCategory === 'Debit';
  return {
    hasSetup,
    balanceDue,
    changeable,
    canSetUp: changeable && !balanceDue,
    canCancel: hasSetup && changeable,
    contactAgent: isPpa(policy.policyNumber) || policy.billing.isPartOfAccountBill,
    forcedCredit: isPpa(policy.policyNumber),
    cardsHidden: restrictionPassed(opts.restrictionDate, opts.today) && !existingCard,
  };
}

/** The deduction day: the day of the month of the term's effective date (doc 2 §4, §9). */
export function deductionDayOf(policy: Pick<PolicyForRecurring, 'term'>): number {
  return Number(policy.term.effectiveDate.slice(8, 10));
}

/** 1st, 2nd, 3rd, 4th … 21st, 22nd, 31st. */
export function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

/** The methods the wizard offers for a policy, after the PPA and restriction-date rules. */
export function offeredMethods(rules: Pick<RecurringRules, 'forcedCredit' | 'cardsHidden'>, walletItems: readonly { fundingCategory: string }[]) {
  const cardsAllowed = !rules.cardsHidden;
  const walletChoices = walletItems.filter((w) => {
    const card = w.fundingCategory !== 'Check';
    if (rules.forcedCredit) return card && cardsAllowed;
    return card ? cardsAllowed : true;
  });
  return {
    card: cardsAllowed,
    bank: !rules.forcedCredit,
    walletItems: walletChoices,
    /** PPA: a single method kind, so the list is shown locked. */
    locked: rules.forcedCredit,
  };
}
