import { balanceSeries, billingItemsOf, pastPaymentsOf, paymentYears, paymentsInYear } from './pastPayments';

const item = (itemDate: string, itemType: number, paymentAmount: number, balance = 0) => ({
  itemDate,
  description: itemType === 2 ? 'Payment' : 'Billed',
  itemType,
  paymentAmount,
  billedAmount: 0,
  balance,
});

describe('past payments and billing history (doc 2 §2, §3)', () => {
  const policies = [
    { policyNumber: 'PPA1000101', billing: { billingItems: [item('2025-03-01', 2, 100.1), item('2025-02-01', 1, 0, 100.1), item('2026-01-05', 2, 50)] } },
    { policyNumber: 'HOM2000201', billing: { billingItems: [item('2024-07-09', 2, 20)] } },
  ];

  it('lists only payments (itemType 2), newest first, amounts in cents', () => {
    expect(pastPaymentsOf(policies).map((p) => [p.policyNumber, p.itemDate, p.amountCents])).toEqual([
      ['PPA1000101', '2026-01-05', 5000],
      ['PPA1000101', '2025-03-01', 10010],
      ['HOM2000201', '2024-07-09', 2000],
    ]);
  });

  it('offers the years that have payments and filters by one', () => {
    const all = pastPaymentsOf(policies);
    expect(paymentYears(all)).toEqual([2026, 2025, 2024]);
    expect(paymentsInYear(all, 2025)).toHaveLength(1);
    expect(paymentsInYear(all, null)).toHaveLength(3);
  });

  it('falls back to the last payment when the policy data has no billing items', () => {
    expect(billingItemsOf({ policyNumber: 'X', billing: { lastPayment: { paymentAmount: 12.5, itemDate: '2026-10-01' } } })).toHaveLength(1);
    expect(billingItemsOf({ policyNumber: 'X', billing: { lastPayment: { paymentAmount: 0, itemDate: null } } })).toEqual([]);
  });

  it('charts the balance after each item, oldest first', () => {
    expect(balanceSeries([item('2025-03-01', 2, 100, 0), item('2025-02-01', 1, 0, 100)])).toEqual([
      { date: '2025-02-01', balanceCents: 10000 },
      { date: '2025-03-01', balanceCents: 0 },
    ]);
  });
});
