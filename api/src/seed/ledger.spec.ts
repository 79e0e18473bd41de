import { BillingItemType } from '../core';
import { buildLedger } from './ledger';

describe('demo billing ledger', () => {
  const today = '2025-06-15';

  it('leaves an installment billed but not yet due as the outstanding balance', () => {
    const ledger = buildLedger({ effectiveDate: '2025-01-19', termMonths: 6, termPremium: 600, installments: 6, today });
    // Installment 6 falls due 2025-06-19 and was billed 20 days before.
    expect(ledger.outstandingBalance).toBe(100);
    expect(ledger.outstandingBalanceDueDate).toBe('2025-06-19');
    expect(ledger.payInFullAmount).toBe(100);
    expect(ledger.nextDueDate).toBe('2025-06-19');
  });

  it('keeps the running balance equal to billed minus paid', () => {
    const ledger = buildLedger({ effectiveDate: '2025-01-19', termMonths: 6, termPremium: 600, installments: 6, today });
    const billed = ledger.items.reduce((s, i) => s + i.billedAmount, 0);
    const paid = ledger.items.reduce((s, i) => s + i.paymentAmount, 0);
    expect(ledger.items[ledger.items.length - 1]!.balance).toBeCloseTo(billed - paid, 2);
    expect(ledger.items.filter((i) => i.itemType === BillingItemType.Payment)).toHaveLength(5);
  });

  it('leaves the latest installment due before today unpaid when past due', () => {
    const ledger = buildLedger({ effectiveDate: '2025-04-03', termMonths: 6, termPremium: 600, installments: 6, today, pastDue: true });
    expect(ledger.outstandingBalanceDueDate).toBe('2025-06-03');
    expect(ledger.outstandingBalance).toBeGreaterThanOrEqual(100);
  });

  it('owes nothing on a term paid in one sum', () => {
    const ledger = buildLedger({ effectiveDate: '2025-01-01', termMonths: 12, termPremium: 1288, installments: 1, today });
    expect(ledger.outstandingBalance).toBe(0);
    expect(ledger.payInFullAmount).toBe(0);
    expect(ledger.nextDueDate).toBeNull();
    expect(ledger.lastPaymentAmount).toBe(1288);
  });

  it('puts the rounding cents on the first installment', () => {
    const ledger = buildLedger({ effectiveDate: '2025-06-20', termMonths: 12, termPremium: 1000, installments: 12, today });
    expect(ledger.items[0]!.billedAmount).toBe(83.37);
    expect(ledger.nextDueAmount).toBe(83.37);
  });
});
