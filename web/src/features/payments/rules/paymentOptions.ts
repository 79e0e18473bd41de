import type { Cents } from './money';
import { toCents } from './money';

/** The payment options of a selected line (doc 2 §3 "Selected payment line", §4). */
export const PAYMENT_OPTIONS = ['Current Balance', 'Total Balance', 'Custom Payment'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];

/** Minimum custom payment and the default custom amount when there is no balance (doc 2 §9). */
export const MINIMUM_CUSTOM_CENTS: Cents = 1000;
/** A balance of at least $1 is what the custom default takes (doc 2 §4). */
const CUSTOM_DEFAULT_THRESHOLD_CENTS: Cents = 100;

/** The fields of a policy the wizard reads (the API's Policy satisfies it). */
export interface PolicyForPayment {
  policyNumber: string;
  policyId: number | string;
  nickname?: string | null;
  typeName: string;
  status: string;
  isRenewal?: boolean;
  outstandingBalance: number;
  payInFullAmount: number;
  isPastDue?: boolean;
  isSoonDue?: boolean;
  billing: {
    isPartOfAccountBill: boolean;
    isPrimaryAccountPolicy: boolean;
    accountNumber: string | null;
    accountOutstandingBalance: number;
    accountPayInFull: number;
    outstandingBalance: number;
    payInFullAmount: number;
  };
}

/**
 * One payable line of the first step: a policy, or an account bill shown under its primary
 * policy with the account's other policies grouped beneath it (doc 2 §4).
 */
export interface Payable {
  /** The policy the line is keyed by (the primary one for an account bill). */
  policyNumber: string;
  displayName: string;
  /** The account bill number when the line pays an account bill, else null. */
  accountNumber: string | null;
  /** The other policies of the account bill, shown grouped under this line. */
  groupedPolicyNumbers: string[];
  outstandingCents: Cents;
  payInFullCents: Cents;
  isPastDue: boolean;
  isSoonDue: boolean;
}

export interface PaymentLine {
  policyNumber: string;
  paymentOption: PaymentOption;
  amountCents: Cents;
  selected: boolean;
  /** Total Balance of 0 takes the line out of the payment (doc 2 §4). */
  removed: boolean;
}

function displayNameOf(p: PolicyForPayment): string {
  return p.nickname?.trim() || p.typeName;
}

/**
 * The payable lines of a customer's policies: renewal terms and cancelled (History) policies
 * are left out; account-billed policies are grouped under the account's primary policy (the
 * first of the account when the customer does not hold the primary), which carries the
 * account's balances.
 */
export function payablesOf(policies: readonly PolicyForPayment[]): Payable[] {
  const current = policies.filter((p) => !p.isRenewal && p.status !== 'History');
  const byAccount = new Map<string, PolicyForPayment[]>();
  for (const p of current) {
    const account = p.billing.isPartOfAccountBill ? p.billing.accountNumber : null;
    if (!account) continue;
    byAccount.set(account, [...(byAccount.get(account) ?? []), p]);
  }
  const out: Payable[] = [];
  const done = new Set<string>();
  for (const p of current) {
    const account = p.billing.isPartOfAccountBill ? p.billing.accountNumber : null;
    if (!account) {
      out.push({
        policyNumber: p.policyNumber,
        displayName: displayNameOf(p),
        accountNumber: null,
        groupedPolicyNumbers: [],
        outstandingCents: toCents(p.billing.outstandingBalance ?? p.outstandingBalance),
        payInFullCents: toCents(p.billing.payInFullAmount ?? p.payInFullAmount),
        isPastDue: !!p.isPastDue,
        isSoonDue: !!p.isSoonDue,
      });
      continue;
    }
    if (done.has(account)) continue;
    done.add(account);
    const members = byAccount.get(account) ?? [p];
    const primary = members.find((m) => m.billing.isPrimaryAccountPolicy) ?? members[0];
    out.push({
      policyNumber: primary.policyNumber,
      displayName: displayNameOf(primary),
      accountNumber: account,
      groupedPolicyNumbers: members.filter((m) => m !== primary).map((m) => m.policyNumber),
      outstandingCents: toCents(primary.billing.accountOutstandingBalance),
      payInFullCents: toCents(primary.billing.accountPayInFull),
      isPastDue: members.some((m) => !!m.isPastDue),
      isSoonDue: members.some((m) => !!m.isSoonDue),
    });
  }
  return out;
}

/** Whether any line has something to pay; if none, the wizard shows the zero-balance message (doc 2 §2). */
export function hasAnythingToPay(payables: readonly Payable[]): boolean {
  return payables.some((p) => p.outstandingCents > 0 || p.payInFullCents > 0);
}

/** The custom amount a line starts with: the balance when it is at least $1, else $10 (doc 2 §4). */
export function customDefaultCents(payable: Pick<Payable, 'outstandingCents'>): Cents {
  return payable.outstandingCents >= CUSTOM_DEFAULT_THRESHOLD_CENTS ? payable.outstandingCents : MINIMUM_CUSTOM_CENTS;
}

/**
 * A line after choosing a payment option (doc 2 §4): Current Balance takes the balance due (the
 * account's for an account bill) and deselects the line when it is 0; Total Balance takes the
 * pay-in-full amount and removes the line when it is 0; Custom Payment starts from the custom
 * default and is the only editable amount.
 */
export function applyPaymentOption(line: PaymentLine, payable: Payable, option: PaymentOption): PaymentLine {
  switch (option) {
    case 'Current Balance': {
      const amountCents = payable.outstandingCents;
      return { ...line, paymentOption: option, amountCents, selected: amountCents > 0 ? line.selected : false, removed: false };
    }
    case 'Total Balance': {
      const amountCents = payable.payInFullCents;
      return amountCents > 0
        ? { ...line, paymentOption: option, amountCents, removed: false }
        : { ...line, paymentOption: option, amountCents: 0, selected: false, removed: true };
    }
    case 'Custom Payment':
      return { ...line, paymentOption: option, amountCents: customDefaultCents(payable), removed: false };
    default: {
      const unreachable: never = option;
      return unreachable;
    }
  }
}

/** Current and Total amounts are read-only; only a custom amount is typed (doc 2 §4). */
export function isAmountEditable(line: Pick<PaymentLine, 'paymentOption'>): boolean {
  return line.paymentOption === 'Custom Payment';
}

/**
 * The lines the first step opens with: Current Balance each. With a policy named (the
 * /{policyNumber}/paynow deep link) only that policy's line is selected; otherwise every line
 * with a balance due.
 */
export function initialLines(payables: readonly Payable[], preselect?: string): PaymentLine[] {
  const wanted = preselect?.toUpperCase();
  return payables.map((p) => {
    const named = wanted !== undefined && (p.policyNumber.toUpperCase() === wanted || p.groupedPolicyNumbers.some((n) => n.toUpperCase() === wanted));
    const selected = wanted !== undefined ? named : p.outstandingCents > 0;
    const line: PaymentLine = { policyNumber: p.policyNumber, paymentOption: 'Current Balance', amountCents: p.outstandingCents, selected, removed: false };
    // A named policy with nothing due now starts on its pay-in-full amount, so the link still lands on something payable.
    if (named && p.outstandingCents <= 0 && p.payInFullCents > 0) return { ...applyPaymentOption(line, p, 'Total Balance'), selected: true };
    return { ...line, selected: selected && p.outstandingCents > 0 };
  });
}

/** Select or deselect a line; a removed line (Total of 0) cannot be selected. */
export function toggleLine(line: PaymentLine, selected: boolean): PaymentLine {
  return { ...line, selected: line.removed ? false : selected };
}

/** The selected lines and their total in cents. */
export function selectedTotal(lines: readonly PaymentLine[]): Cents {
  return lines.filter((l) => l.selected && !l.removed).reduce((sum, l) => sum + l.amountCents, 0);
}
