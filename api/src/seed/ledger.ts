import { BillingItemType } from '../core';
import { addDays, addMonths } from './dates';
import type { BillingItemPlan } from './plan-types';

/** Bills go out this many days before their due date. */
export const BILL_LEAD_DAYS = 20;
/** Paid installments were paid this many days before their due date. */
const PAID_DAYS_BEFORE_DUE = 3;

export interface LedgerInput {
  effectiveDate: string;
  termMonths: number;
  termPremium: number;
  /** Installments over the term (1 = paid in one sum). */
  installments: number;
  today: string;
  /** Leave the latest installment due before today unpaid. */
  pastDue?: boolean;
  /** History terms: nothing is billed after this date and nothing is owed. */
  cancellationDate?: string | null;
  recurring?: boolean;
}

export interface LedgerResult {
  items: BillingItemPlan[];
  outstandingBalance: number;
  outstandingBalanceDueDate: string | null;
  payInFullAmount: number;
  nextDueDate: string | null;
  nextDueAmount: number;
  lastPaymentAmount: number | null;
  lastPaymentDate: string | null;
}

const cents = (n: number) => Math.round(n * 100);
const dollars = (c: number) => c / 100;

/**
 * Builds a term's billing history up to `today` from its installment schedule, so the
 * balances on the policy agree with its ledger: bills are issued BILL_LEAD_DAYS before each
 * due date; installments due before today are paid (except with `pastDue`); billed
 * installments not yet due are outstanding.
 */
export function buildLedger(input: LedgerInput): LedgerResult {
  const { effectiveDate, termMonths, installments: n, today } = input;
  if (termMonths % n !== 0) {
    throw new Error(`${n} installments do not divide a ${termMonths}-month term`);
  }
  const interval = termMonths / n;
  const premiumCents = cents(input.termPremium);
  const installmentCents = Math.floor(premiumCents / n);
  const firstCents = premiumCents - installmentCents * (n - 1);
  const stop = input.cancellationDate ?? today;

  const schedule = Array.from({ length: n }, (_, k) => {
    const dueDate = addMonths(effectiveDate, k * interval);
    return {
      k,
      dueDate,
      billDate: addDays(dueDate, -BILL_LEAD_DAYS),
      amount: k === 0 ? firstCents : installmentCents,
    };
  });
  const billed = schedule.filter((s) => s.billDate <= stop);
  const dueBeforeToday = billed.filter((s) => s.dueDate < today);
  const unpaidPastDue = input.pastDue && !input.cancellationDate ? dueBeforeToday[dueBeforeToday.length - 1] : undefined;

  type Event = { date: string; order: number; item: Omit<BillingItemPlan, 'balance'> };
  const events: Event[] = [];
  let paidCents = 0;
  const unpaid: typeof schedule = [];
  for (const s of billed) {
    events.push({
      date: s.billDate,
      order: 0,
      item: {
        itemDate: s.billDate,
        description: n === 1 ? 'Term premium billed' : `Installment ${s.k + 1} of ${n} billed`,
        itemType: BillingItemType.Billed,
        paymentAmount: 0,
        billedAmount: dollars(s.amount),
      },
    });
    const paid = input.cancellationDate ? true : s.dueDate < today && s !== unpaidPastDue;
    if (paid) {
      const payDate = addDays(s.dueDate, input.recurring ? 0 : -PAID_DAYS_BEFORE_DUE);
      const date = payDate < s.billDate ? s.billDate : payDate;
      paidCents += s.amount;
      events.push({
        date,
        order: 1,
        item: {
          itemDate: date,
          description: input.recurring ? 'Automatic payment - thank you' : 'Payment received - thank you',
          itemType: BillingItemType.Payment,
          paymentAmount: dollars(s.amount),
          billedAmount: 0,
        },
      });
    } else {
      unpaid.push(s);
    }
  }
  events.sort((a, b) => (a.date === b.date ? a.order - b.order : a.date < b.date ? -1 : 1));
  let balance = 0;
  const items = events.map((e) => {
    balance += cents(e.item.billedAmount) - cents(e.item.paymentAmount);
    return { ...e.item, balance: dollars(balance) };
  });

  const outstandingCents = unpaid.reduce((sum, s) => sum + s.amount, 0);
  const notBilled = schedule.filter((s) => !billed.includes(s));
  const cancelled = Boolean(input.cancellationDate);
  const next = cancelled ? undefined : (unpaid[0] ?? notBilled[0]);
  const payments = items.filter((i) => i.itemType === BillingItemType.Payment);
  const last = payments[payments.length - 1];
  return {
    items,
    outstandingBalance: dollars(outstandingCents),
    outstandingBalanceDueDate: unpaid[0]?.dueDate ?? null,
    payInFullAmount: cancelled ? 0 : dollars(premiumCents - paidCents),
    nextDueDate: next?.dueDate ?? null,
    nextDueAmount: next ? dollars(unpaid.length ? outstandingCents : next.amount) : 0,
    lastPaymentAmount: last ? last.paymentAmount : null,
    lastPaymentDate: last ? last.itemDate : null,
  };
}
