import type { Policy } from '@portal/generated-client';
import dayjs from 'dayjs';

/** The picture a policy is shown with, by the line of business in its number (doc 1 §2, §9). */
export type PolicyIconKind = 'car' | 'home' | 'barn' | 'none' | 'generic';

const ICON_BY_PREFIX: Record<string, PolicyIconKind> = {
  PPA: 'car',
  HOM: 'home',
  PIM: 'home',
  PUP: 'home',
  DFR: 'home',
  FAR: 'barn',
  FUP: 'barn',
  ACC: 'none',
};

export function policyIconKind(policyNumber: string): PolicyIconKind {
  return ICON_BY_PREFIX[policyNumber.slice(0, 3).toUpperCase()] ?? 'generic';
}

/** The name a policy goes by: the user's nickname, else its type. */
export function policyTitle(policy: Pick<Policy, 'nickname' | 'typeName'>): string {
  return policy.nickname?.trim() || policy.typeName;
}

/** Money with a dollar sign and two decimals (doc 1 §9). */
export function formatMoney(amount: number): string {
  return amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
}

/** A date as MM/DD/YYYY (doc 1 §9); empty for none. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value.length === 10 ? `${value}T00:00:00` : value);
  return date.isValid() ? date.format('MM/DD/YYYY') : value;
}

/** A ten-digit phone as 800-555-0199 (doc 1 §9 phone mask); anything else as given. */
export function formatPhone(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return ten.length === 10 ? `${ten.slice(0, 3)}-${ten.slice(3, 6)}-${ten.slice(6)}` : (value ?? '');
}

/**
 * What the payment block shows: an account-billed primary policy shows the account's
 * figures (doc 1 §3 Billing), any other policy its own.
 */
export function paymentFigures(policy: Pick<Policy, 'billing' | 'outstandingBalance' | 'payInFullAmount' | 'nextDueDate'>) {
  const { billing } = policy;
  const account = billing.isPartOfAccountBill && billing.isPrimaryAccountPolicy;
  return {
    outstandingBalance: account ? billing.accountOutstandingBalance : billing.outstandingBalance ?? policy.outstandingBalance,
    payInFullAmount: account ? billing.accountPayInFull : billing.payInFullAmount ?? policy.payInFullAmount,
    dueDate: billing.outstandingBalanceDueDate ?? policy.nextDueDate,
    accountNumber: billing.isPartOfAccountBill ? billing.accountNumber : null,
  };
}

/** The tabs of a policy's detail (doc 1 §2). */
export type PolicyTab = 'information' | 'documents';

/**
 * The renewal term issued for a policy, or null. The spec's schema describes it as null when
 * there is none, though its type does not say so yet.
 */
export function renewalOf(policy: Pick<Policy, 'futurePolicy'>): Policy['futurePolicy'] | null {
  return (policy.futurePolicy as Policy['futurePolicy'] | null | undefined) ?? null;
}
