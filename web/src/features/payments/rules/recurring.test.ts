import { deductionDayOf, hasBalanceDue, offeredMethods, ordinal, recurringRules, restrictionPassed, type PolicyForRecurring } from './recurring';

const TODAY = new Date(2026, 10, 26, 10, 0);

const policy = (over: Partial<PolicyForRecurring> & { billing?: Partial<PolicyForRecurring['billing']> } = {}): PolicyForRecurring => ({
  policyNumber: 'HOM2000301',
  status: 'In-Force',
  term: { effectiveDate: '2026-03-17', endDate: '2027-03-17' },
  ...over,
  billing: {
    isPartOfAccountBill: false,
    isPrimaryAccountPolicy: false,
    outstandingBalance: 0,
    accountOutstandingBalance: 0,
    hasRecurringPaymentSetup: false,
    isPolicyInNoticeOfCancellation: false,
    ...over.billing,
  },
});
const rules = (p: PolicyForRecurring, existingCategory: 'Credit' | 'Check' | null = null, restrictionDate: string | null = null) =>
  recurringRules(p, { existingCategory, restrictionDate, today: TODAY });

describe('recurring payment rules (doc 2 §4)', () => {
  it('blocks setting up with a balance due (Payment Required)', () => {
    expect(rules(policy({ billing: { outstandingBalance: 12.5 } }))).toMatchObject({ balanceDue: true, canSetUp: false });
    expect(rules(policy())).toMatchObject({ balanceDue: false, canSetUp: true });
  });

  it("counts an account bill's balance as due", () => {
    expect(hasBalanceDue(policy({ billing: { isPartOfAccountBill: true, accountOutstandingBalance: 40 } }))).toBe(true);
    expect(hasBalanceDue(policy({ billing: { isPartOfAccountBill: false, accountOutstandingBalance: 40 } }))).toBe(false);
  });

  it.each(['In-Force', 'Future', 'Pending'])('allows edit and cancel for a %s policy', (status) => {
    expect(rules(policy({ status, billing: { hasRecurringPaymentSetup: true } }))).toMatchObject({ changeable: true, canCancel: true, canSetUp: true });
  });

  it('disables edit and cancel for a cancelled (History) policy', () => {
    expect(rules(policy({ status: 'History', billing: { hasRecurringPaymentSetup: true } }))).toMatchObject({ changeable: false, canCancel: false, canSetUp: false });
  });

  it('disables edit and cancel in notice of cancellation', () => {
    expect(rules(policy({ billing: { hasRecurringPaymentSetup: true, isPolicyInNoticeOfCancellation: true } }))).toMatchObject({
      changeable: false,
      canCancel: false,
      canSetUp: false,
    });
  });

  it('offers cancel only when a setup exists', () => {
    expect(rules(policy()).canCancel).toBe(false);
  });

  it('tells PPA and account-billed policies to contact the agent', () => {
    expect(rules(policy({ policyNumber: 'PPA1000101' })).contactAgent).toBe(true);
    expect(rules(policy({ billing: { isPartOfAccountBill: true } })).contactAgent).toBe(true);
    expect(rules(policy()).contactAgent).toBe(false);
  });

  it('forces PPA to a card with the method list locked', () => {
    const r = rules(policy({ policyNumber: 'PPA1000101' }));
    expect(r.forcedCredit).toBe(true);
    const offered = offeredMethods(r, [{ fundingCategory: 'Credit' }, { fundingCategory: 'Check' }]);
    expect(offered).toEqual({ card: true, bank: false, walletItems: [{ fundingCategory: 'Credit' }], locked: true });
  });

  describe('restriction date (restrictCreditCardsForRecurringPayments_Date)', () => {
    it('has passed on and after its day, not before, and never when unset', () => {
      expect(restrictionPassed('2026-11-26', TODAY)).toBe(true);
      expect(restrictionPassed('2026-11-27', TODAY)).toBe(false);
      expect(restrictionPassed(null, TODAY)).toBe(false);
    });

    it('hides new cards and wallet cards once passed', () => {
      const r = rules(policy(), null, '2026-01-01');
      expect(r.cardsHidden).toBe(true);
      expect(offeredMethods(r, [{ fundingCategory: 'Debit' }, { fundingCategory: 'Check' }])).toEqual({
        card: false,
        bank: true,
        walletItems: [{ fundingCategory: 'Check' }],
        locked: false,
      });
    });

    it('keeps cards when the existing setup already charges a card', () => {
      expect(rules(policy({ billing: { hasRecurringPaymentSetup: true } }), 'Credit', '2026-01-01').cardsHidden).toBe(false);
      expect(rules(policy({ billing: { hasRecurringPaymentSetup: true } }), 'Check', '2026-01-01').cardsHidden).toBe(true);
    });
  });

  it('deducts on the day of the month of the term effective date', () => {
    expect(deductionDayOf(policy())).toBe(17);
    expect(deductionDayOf(policy({ term: { effectiveDate: '2026-01-31', endDate: '2027-01-31' } }))).toBe(31);
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 31].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '31st']);
  });
});
