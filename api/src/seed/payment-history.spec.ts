import { BillingItemType, PolicyStatus } from '../core';
import { buildDemoPlan, DEMO_CUSTOMER_EMAIL } from './demo-plan';
import { DEMO_HISTORY_YEARS } from './payment-history';

const NOW = new Date('2025-03-10T15:30:00Z');
const cents = (n: number) => Math.round(n * 100);

describe('demo payment history', () => {
  const plan = buildDemoPlan(NOW);
  /** The same book without history, to compare the current terms with. */
  const plainPlanPolicies = buildDemoPlan(NOW, { paymentHistory: false }).policies;
  const current = (policyNumber: string) => plan.policies.find((p) => p.policyNumber === policyNumber && p.key.endsWith(':current'))!;
  const paymentYears = (policyNumber: string) =>
    new Set(
      current(policyNumber)
        .billingItems.filter((i) => i.itemType === BillingItemType.Payment)
        .map((i) => i.itemDate.slice(0, 4)),
    );

  it('gives every listed policy an In-Force current term with years of payments before it', () => {
    for (const [policyNumber, years] of Object.entries(DEMO_HISTORY_YEARS)) {
      const p = current(policyNumber);
      expect(p.status).toBe(PolicyStatus.InForce);
      const earliest = p.billingItems[0]!.itemDate;
      expect(Number(p.effectiveDate.slice(0, 4)) - Number(earliest.slice(0, 4))).toBeGreaterThanOrEqual(years);
    }
  });

  it("shows the main demo customer's payments over at least four calendar years (the past payments year filter)", () => {
    expect(paymentYears('PPA1000101').size).toBeGreaterThanOrEqual(4);
    expect(DEMO_CUSTOMER_EMAIL).toBe('demo@example.com');
  });

  it("leaves the current term's balances and its items' running balances as they were", () => {
    for (const before of plainPlanPolicies) {
      const after = plan.policies.find((p) => p.key === before.key)!;
      expect([after.outstandingBalance, after.payInFullAmount, after.outstandingBalanceDueDate]).toEqual([
        before.outstandingBalance,
        before.payInFullAmount,
        before.outstandingBalanceDueDate,
      ]);
      const own = after.billingItems.slice(after.billingItems.length - before.billingItems.length);
      expect(own).toEqual(before.billingItems);
    }
  });

  it('pays each earlier term in full: the running balance is the sum of what was billed less what was paid, and ends at the balance due', () => {
    for (const p of plan.policies) {
      let balance = 0;
      for (const item of p.billingItems) {
        balance += cents(item.billedAmount) - cents(item.paymentAmount);
        expect(cents(item.balance)).toBe(balance);
      }
      if (p.billingItems.length) expect(balance).toBe(cents(p.outstandingBalance));
    }
  });

  it('lists items in date order, all in the past or today', () => {
    for (const p of plan.policies) {
      const dates = p.billingItems.map((i) => i.itemDate);
      expect([...dates].sort()).toEqual(dates);
      expect(dates.every((d) => d <= plan.today)).toBe(true);
    }
  });

  it('keeps a balance due for the demo customer to pay', () => {
    const owed = plan.policies.filter((p) => ['PPA1000101', 'PPA1000103'].includes(p.policyNumber) && p.outstandingBalance > 0);
    expect(owed.length).toBeGreaterThanOrEqual(2);
  });
});
