import type { Payable, PaymentLine } from './paymentOptions';
import { checkSelection } from './selectionValidation';

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
const rules = { maximumVendorCents: 500000, phone: '800-555-0199' };

describe('policy selection rules (doc 2 §5)', () => {
  it('needs at least one policy', () => {
    expect(checkSelection([line({ selected: false })], [payable()], rules).errors).toEqual(['At least one policy must be selected']);
  });

  it('needs a total above $0.00', () => {
    expect(checkSelection([line({ amountCents: 0 })], [payable()], rules).errors).toEqual(['Total must be greater than $0.00']);
  });

  it('refuses an amount above the vendor maximum with the inline message', () => {
    const out = checkSelection([line({ paymentOption: 'Custom Payment', amountCents: 500001 })], [payable()], rules);
    expect(out.lineErrors.PPA1000101).toBe('Must be less than $5,000.00');
    expect(out.inlineMessage).toBe('Payments greater than $5,000.00 cannot be made online.  Please contact customer service at 800-555-0199.');
    expect(out.errors).toEqual(['Invalid amounts']);
  });

  it('an agent bypass lifts the amount check', () => {
    const out = checkSelection([line({ paymentOption: 'Custom Payment', amountCents: 900000 })], [payable()], { ...rules, bypassAmountCheck: true });
    expect(out.errors).toEqual([]);
  });

  it('a custom amount may not be below the balance due', () => {
    const out = checkSelection([line({ paymentOption: 'Custom Payment', amountCents: 18239 })], [payable()], rules);
    expect(out.lineErrors.PPA1000101).toBe('Amount must be greater than or equal to $182.40');
    expect(out.errors).toEqual(['Invalid amounts']);
  });

  it('with no balance, a custom amount is at least $10.00', () => {
    const out = checkSelection([line({ paymentOption: 'Custom Payment', amountCents: 999 })], [payable({ outstandingCents: 0 })], rules);
    expect(out.lineErrors.PPA1000101).toBe('Amount must be greater than or equal to $ 10.00');
    expect(checkSelection([line({ paymentOption: 'Custom Payment', amountCents: 1000 })], [payable({ outstandingCents: 0 })], rules).errors).toEqual([]);
  });

  it('no maximum when the setting is 0', () => {
    expect(checkSelection([line({ amountCents: 99999999 })], [payable()], { ...rules, maximumVendorCents: 0 }).errors).toEqual([]);
  });
});
