import type { Policy } from '@portal/generated-client';
import { policiesText } from './i18n';

/** A policy's status as shown (In-Force, Pending, Future, Cancelled: doc 1 §3), in the language shown. */
export function policyStatusLabel(status: Policy['statusText'] | NonNullable<Policy['futurePolicy']>['status']): string {
  return policiesText()(`status.${status}`);
}

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

/**
 * What the payment block shows: an account-billed primary policy shows the account's
 * figures (doc 1 §3 Billing), any other policy its own.
 */
export function paymentFigures(policy: Pick<Policy, 'billing' | 'outstandingBalance' | 'payInFullAmount' | 'nextDueDate'>) {
  const { billing } = policy;
  const account = billing.isPartOfAccountBill && billing.isPrimaryAccountPolicy;
  return {
    outstandingBalance: account ? billing.accountOutstandingBalance : (billing.outstandingBalance ?? policy.outstandingBalance),
    payInFullAmount: account ? billing.accountPayInFull : (billing.payInFullAmount ?? policy.payInFullAmount),
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
