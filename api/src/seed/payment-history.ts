import { BillingItemType, PAYMENT_PLANS } from '../core';
import { addMonths } from './dates';
import { buildLedger } from './ledger';
import type { BillingItemPlan, PolicyPlan } from './plan-types';

/** Each earlier term cost this much less than the one after it (premiums rise over the years). */
const YEARLY_PREMIUM_RISE = 0.05;

/**
 * Years of payment history before the current term, per policy number: the demo's past
 * payments (year filter, pagination) and billing-history chart need more than one term. Only
 * In-Force current terms get history; new business, renewals and cancelled terms keep theirs.
 */
export const DEMO_HISTORY_YEARS: Readonly<Record<string, number>> = {
  PPA1000101: 4,
  HOM2000101: 4,
  PPA1000102: 3,
  PUP3000101: 3,
  PPA1000103: 2,
  FAR4000101: 3,
  FUP4100101: 3,
  PPA1000201: 2,
  HOM2000301: 3,
  DFR5000301: 2,
  PPA1000401: 3,
  ACC8000401: 1,
  PPA1000501: 2,
  PPA1000701: 2,
  PPA1000901: 2,
  BOP7000101: 2,
  CAP7400201: 2,
  GAR7700301: 2,
};

const cents = (n: number) => Math.round(n * 100);

function monthsBetween(from: string, to: string): number {
  return (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + (Number(to.slice(5, 7)) - Number(from.slice(5, 7)));
}

/**
 * The policy with `years` of earlier terms' billing items before its own: each earlier term
 * billed on the policy's payment plan and paid in full (so the current term's balances and
 * running balance are unchanged), the premium a little lower each year back. The items stay on
 * the current term's record, as the policy system lists a policy's billing history across
 * renewals. lastPayment falls back to the history when the current term has no payment yet.
 */
export function withPaymentHistory(policy: PolicyPlan, years: number): PolicyPlan {
  if (years <= 0) return policy;
  const plan = Object.values(PAYMENT_PLANS).find((p) => p.id === policy.paymentPlanId);
  if (!plan) throw new Error(`${policy.key}: unknown payment plan ${policy.paymentPlanId}`);
  const termMonths = monthsBetween(policy.effectiveDate, policy.endDate);
  const installments = (plan.installmentsPerYear * termMonths) / 12;
  const terms = Math.ceil((years * 12) / termMonths);
  const history: BillingItemPlan[] = [];
  for (let k = terms; k >= 1; k--) {
    const effectiveDate = addMonths(policy.effectiveDate, -k * termMonths);
    const endDate = addMonths(policy.effectiveDate, -(k - 1) * termMonths);
    const yearsBack = (k * termMonths) / 12;
    const termPremium = cents(policy.termPremium / (1 + YEARLY_PREMIUM_RISE) ** yearsBack) / 100;
    const ledger = buildLedger({ effectiveDate, termMonths, termPremium, installments, today: endDate, recurring: plan.recurring });
    if (ledger.outstandingBalance !== 0) throw new Error(`${policy.key}: an earlier term must be paid in full`);
    history.push(...ledger.items);
  }
  // Chronological (a stable sort keeps a day's bill before its payment), with the running balance over everything.
  const items = [...history, ...policy.billingItems].sort((a, b) => (a.itemDate < b.itemDate ? -1 : a.itemDate > b.itemDate ? 1 : 0));
  let balance = 0;
  const billingItems = items.map((item) => {
    balance += cents(item.billedAmount) - cents(item.paymentAmount);
    return { ...item, balance: balance / 100 };
  });
  const lastHistoryPayment = history.filter((i) => i.itemType === BillingItemType.Payment).pop();
  const keepsOwn = policy.lastPaymentDate !== null;
  return {
    ...policy,
    billingItems,
    lastPaymentAmount: keepsOwn ? policy.lastPaymentAmount : (lastHistoryPayment?.paymentAmount ?? null),
    lastPaymentDate: keepsOwn ? policy.lastPaymentDate : (lastHistoryPayment?.itemDate ?? null),
  };
}
