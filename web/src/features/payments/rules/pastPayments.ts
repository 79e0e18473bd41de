import type { BillingItem } from '@portal/generated-client';
import type { Cents } from './money';
import { toCents } from './money';
import { paymentsText } from '../i18n';

/** Past payments: 5 a page, at most 5 page links, a year filter (doc 2 §2, §9). */
export const PAST_PAYMENTS_PER_PAGE = 5;

/** A billing item (doc 2 §3), the spec's BillingItem: itemType 2 is a payment, anything else is billed. */
export type { BillingItem };

export const PAYMENT_ITEM_TYPE = 2;

export interface PastPayment {
  policyNumber: string;
  itemDate: string;
  description: string;
  amountCents: Cents;
}

interface PolicyBillingSource {
  policyNumber: string;
  billing: { lastPayment?: { paymentAmount: number; itemDate: string | null } | null; billingItems?: readonly BillingItem[] | null };
}

/**
 * A policy's billing items as the policy data gives them. When the policy reply has no
 * billingItems (a contract that predates them), its lastPayment is the one payment known.
 */
export function billingItemsOf(policy: PolicyBillingSource): BillingItem[] {
  const items = policy.billing.billingItems;
  if (Array.isArray(items)) return [...items];
  const last = policy.billing.lastPayment;
  if (last?.itemDate && last.paymentAmount) {
    return [
      {
        itemDate: last.itemDate,
        description: paymentsText()('past.paymentDescription'),
        itemType: PAYMENT_ITEM_TYPE,
        paymentAmount: last.paymentAmount,
        billedAmount: 0,
        balance: 0,
      },
    ];
  }
  return [];
}

/** Every payment (itemType 2) of the given policies, newest first. */
export function pastPaymentsOf(policies: readonly PolicyBillingSource[]): PastPayment[] {
  const seen = new Set<string>();
  const out: PastPayment[] = [];
  for (const p of policies) {
    for (const item of billingItemsOf(p)) {
      if (item.itemType !== PAYMENT_ITEM_TYPE) continue;
      const key = `${p.policyNumber}|${item.itemDate}|${item.paymentAmount}|${item.description}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ policyNumber: p.policyNumber, itemDate: item.itemDate, description: item.description, amountCents: toCents(item.paymentAmount) });
    }
  }
  return out.sort((a, b) => b.itemDate.localeCompare(a.itemDate) || a.policyNumber.localeCompare(b.policyNumber));
}

/** The years that have payments, newest first (the year filter's choices). */
export function paymentYears(payments: readonly PastPayment[]): number[] {
  return [...new Set(payments.map((p) => Number(p.itemDate.slice(0, 4))))].sort((a, b) => b - a);
}

/** The payments of one year; every payment when the year is null. */
export function paymentsInYear(payments: readonly PastPayment[], year: number | null): PastPayment[] {
  return year === null ? [...payments] : payments.filter((p) => Number(p.itemDate.slice(0, 4)) === year);
}

/** A point of the balance-over-time chart. */
export interface BalancePoint {
  date: string;
  balanceCents: Cents;
}

/** A policy's balance after each billing item, oldest first (the billing history chart). */
export function balanceSeries(items: readonly BillingItem[]): BalancePoint[] {
  return [...items].sort((a, b) => a.itemDate.localeCompare(b.itemDate)).map((i) => ({ date: i.itemDate, balanceCents: toCents(i.balance) }));
}
