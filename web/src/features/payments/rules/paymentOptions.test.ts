import {
  applyPaymentOption,
  customDefaultCents,
  hasAnythingToPay,
  initialLines,
  isAmountEditable,
  payablesOf,
  selectedTotal,
  toggleLine,
} from './paymentOptions';
import type { Payable, PaymentLine, PolicyForPayment } from './paymentOptions';

function policy(policyNumber: string, over: Partial<PolicyForPayment> = {}, billing: Partial<PolicyForPayment['billing']> = {}): PolicyForPayment {
  return {
    policyNumber,
    policyId: policyNumber,
    nickname: null,
    typeName: 'Personal Auto',
    status: 'In-Force',
    outstandingBalance: 182.4,
    payInFullAmount: 912,
    ...over,
    billing: {
      isPartOfAccountBill: false,
      isPrimaryAccountPolicy: false,
      accountNumber: null,
      accountOutstandingBalance: 0,
      accountPayInFull: 0,
      outstandingBalance: over.outstandingBalance ?? 182.4,
      payInFullAmount: over.payInFullAmount ?? 912,
      ...billing,
    },
  };
}

const payable = (over: Partial<Payable> = {}): Payable => ({
  policyNumber: 'PPA1000101',
  displayName: 'Personal Auto',
  accountNumber: null,
  groupedPolicyNumbers: [],
  outstandingCents: 18240,
  payInFullCents: 91200,
  isPastDue: false,
  isSoonDue: false,
  ...over,
});
const line = (over: Partial<PaymentLine> = {}): PaymentLine => ({
  policyNumber: 'PPA1000101',
  paymentOption: 'Current Balance',
  amountCents: 18240,
  selected: true,
  removed: false,
  ...over,
});

describe('payment options (doc 2 §4)', () => {
  it('Current Balance takes the balance due', () => {
    expect(applyPaymentOption(line({ paymentOption: 'Custom Payment', amountCents: 5000 }), payable(), 'Current Balance')).toMatchObject({
      amountCents: 18240,
      selected: true,
    });
  });

  it('Current Balance of 0 deselects the line', () => {
    expect(applyPaymentOption(line(), payable({ outstandingCents: 0 }), 'Current Balance')).toMatchObject({ amountCents: 0, selected: false, removed: false });
  });

  it('Total Balance takes the pay-in-full amount', () => {
    expect(applyPaymentOption(line(), payable(), 'Total Balance')).toMatchObject({ amountCents: 91200, selected: true, removed: false });
  });

  it('Total Balance of 0 removes the line', () => {
    const out = applyPaymentOption(line(), payable({ payInFullCents: 0 }), 'Total Balance');
    expect(out).toMatchObject({ selected: false, removed: true });
    expect(toggleLine(out, true).selected).toBe(false);
  });

  it('Custom Payment defaults to the balance when it is at least $1', () => {
    expect(customDefaultCents({ outstandingCents: 100 })).toBe(100);
    expect(applyPaymentOption(line(), payable(), 'Custom Payment').amountCents).toBe(18240);
  });

  it('Custom Payment defaults to $10 when the balance is below $1', () => {
    expect(customDefaultCents({ outstandingCents: 99 })).toBe(1000);
    expect(customDefaultCents({ outstandingCents: 0 })).toBe(1000);
  });

  it('only a custom amount is editable', () => {
    expect(isAmountEditable({ paymentOption: 'Custom Payment' })).toBe(true);
    expect(isAmountEditable({ paymentOption: 'Current Balance' })).toBe(false);
    expect(isAmountEditable({ paymentOption: 'Total Balance' })).toBe(false);
  });

  it('totals selected lines in exact cents', () => {
    expect(selectedTotal([line({ amountCents: 10 }), line({ amountCents: 20 }), line({ amountCents: 5, selected: false })])).toBe(30);
  });
});

describe('payable lines', () => {
  it('groups account-billed policies under the primary policy with the account balances', () => {
    const account = { isPartOfAccountBill: true, accountNumber: '7700412835', accountOutstandingBalance: 300.1, accountPayInFull: 1500.55 };
    const payables = payablesOf([
      policy('HOM2000201', {}, { ...account, isPrimaryAccountPolicy: false }),
      policy('PPA1000101', { outstandingBalance: 50 }),
      policy('FAR3000301', {}, { ...account, isPrimaryAccountPolicy: true }),
    ]);
    expect(payables.map((p) => p.policyNumber)).toEqual(['FAR3000301', 'PPA1000101']);
    expect(payables[0]).toMatchObject({ accountNumber: '7700412835', groupedPolicyNumbers: ['HOM2000201'], outstandingCents: 30010, payInFullCents: 150055 });
    expect(payables[1]).toMatchObject({ accountNumber: null, outstandingCents: 5000 });
  });

  it('leaves out renewal terms and cancelled policies', () => {
    expect(payablesOf([policy('PPA1000101', { isRenewal: true }), policy('PPA1000102', { status: 'History' })])).toEqual([]);
  });

  it('has nothing to pay when every balance and pay-in-full amount is 0 (zero-balance message)', () => {
    expect(hasAnythingToPay([payable({ outstandingCents: 0, payInFullCents: 0 })])).toBe(false);
    expect(hasAnythingToPay([payable({ outstandingCents: 0, payInFullCents: 1 })])).toBe(true);
  });

  it('a deep link preselects only the named policy', () => {
    const lines = initialLines([payable(), payable({ policyNumber: 'HOM2000201' })], 'hom2000201');
    expect(lines.map((l) => l.selected)).toEqual([false, true]);
  });

  it('without a named policy, lines with a balance due start selected', () => {
    const lines = initialLines([payable(), payable({ policyNumber: 'HOM2000201', outstandingCents: 0 })]);
    expect(lines.map((l) => l.selected)).toEqual([true, false]);
  });
});
