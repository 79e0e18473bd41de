import type { Payable } from './paymentOptions';
import { type WizardState, initialWizard, methodAmounts, methodComplete, wizardReducer } from './wizardState';

const payables: Payable[] = [
  {
    policyNumber: 'PPA1000101',
    displayName: 'Auto',
    accountNumber: null,
    groupedPolicyNumbers: [],
    outstandingCents: 18240,
    payInFullCents: 91200,
    isPastDue: true,
    isSoonDue: false,
  },
];
const token = { fundingAccountToken: 'tok', fundingCategory: 'Credit', fundingMethod: 'visa', lastFour: '1111', sessionToken: 's' };

describe('pay now wizard state (doc 2 §4)', () => {
  it('changing the payment method resets the source', () => {
    let s = initialWizard(payables);
    s = wizardReducer(s, { type: 'card', id: 1, token });
    expect(methodComplete(s.methods[0])).toBe(true);
    s = wizardReducer(s, { type: 'methodKind', id: 1, kind: 'bank' });
    s = wizardReducer(s, { type: 'methodKind', id: 1, kind: 'card' });
    expect(s.methods[0].card).toBeNull();
  });

  it('Back is not available on the first step nor on the result', () => {
    const s = initialWizard(payables);
    expect(wizardReducer(s, { type: 'back' }).step).toBe(0);
    expect(wizardReducer({ ...s, step: 3 }, { type: 'back' }).step).toBe(3);
    expect(wizardReducer({ ...s, step: 2 }, { type: 'back' }).step).toBe(1);
  });

  it('keeps one idempotency key across retries of the same confirmation, a new one after a change', () => {
    let s: WizardState = { ...initialWizard(payables), step: 2 };
    s = wizardReducer(s, { type: 'confirming', key: 'k1' });
    s = wizardReducer(s, { type: 'confirming', key: 'k2' });
    expect(s.idempotencyKey).toBe('k1');
    s = wizardReducer(s, { type: 'email', value: 'x@y.zz' });
    expect(s.idempotencyKey).toBeNull();
  });

  it('the single form pays the total with one method; a split pays what each method says', () => {
    let s = initialWizard(payables);
    expect(methodAmounts(s)).toEqual([18240]);
    s = wizardReducer(s, { type: 'split', split: true });
    s = wizardReducer(s, { type: 'addMethod' });
    s = wizardReducer(s, { type: 'methodAmount', id: 1, text: '100' });
    s = wizardReducer(s, { type: 'methodAmount', id: 2, text: '82.40' });
    expect(methodAmounts(s)).toEqual([10000, 8240]);
  });

  it('a bank method is complete only with valid fields', () => {
    let s = wizardReducer(initialWizard(payables), { type: 'methodKind', id: 1, kind: 'bank' });
    expect(methodComplete(s.methods[0])).toBe(false);
    s = wizardReducer(s, {
      type: 'bank',
      id: 1,
      changes: { routingNumber: '021000021', accountNumber: '123456789', accountNumberConfirmation: '123456789', accountType: '1' },
    });
    expect(methodComplete(s.methods[0])).toBe(true);
  });
});
