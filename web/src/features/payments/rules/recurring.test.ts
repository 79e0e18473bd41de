import { type RecurringInfo, deductionDayOf, offeredMethods, ordinal, recurringActions } from './recurring';

const info = (over: Partial<RecurringInfo> = {}): RecurringInfo => ({
  recurringPayment: null,
  paymentRequired: false,
  canEdit: true,
  creditOnly: false,
  cardsAllowed: true,
  contactAgent: false,
  ...over,
});
const own = { billing: { isPartOfAccountBill: false } };
const accountBilled = { billing: { isPartOfAccountBill: true } };
const setup = { fundingCategory: 'Check' as const };

describe('recurring payment actions (doc 2 §4)', () => {
  it("offers 'Enter New' when none exists and 'Update' with Cancel when one does", () => {
    expect(recurringActions(info(), own)).toMatchObject({ hasSetup: false, canSetUp: true, canCancel: false });
    expect(recurringActions(info({ recurringPayment: setup }), own)).toMatchObject({ hasSetup: true, canSetUp: true, canCancel: true });
  });

  it('blocks add and edit with a balance due (Payment Required), leaving cancel', () => {
    expect(recurringActions(info({ paymentRequired: true }), own)).toMatchObject({ paymentRequired: true, canSetUp: false });
    expect(recurringActions(info({ paymentRequired: true, recurringPayment: setup }), own)).toMatchObject({ canSetUp: false, canCancel: true });
  });

  it('disables edit and cancel when the status or a notice of cancellation does not allow them', () => {
    expect(recurringActions(info({ canEdit: false, recurringPayment: setup }), own)).toMatchObject({ canSetUp: false, canCancel: false });
  });

  it('tells an account-billed policy to contact the agent and does not offer set up', () => {
    expect(recurringActions(info({ contactAgent: true }), accountBilled)).toMatchObject({ contactAgent: 'account', canSetUp: false });
  });

  it('tells a PPA policy to contact the agent (for a bank account) and still offers set up by card', () => {
    expect(recurringActions(info({ contactAgent: true, creditOnly: true }), own)).toMatchObject({ contactAgent: 'ppa', canSetUp: true });
    expect(recurringActions(info(), own).contactAgent).toBeNull();
  });
});

describe('offeredMethods (doc 2 §4)', () => {
  const wallet = [{ fundingCategory: 'Credit' }, { fundingCategory: 'Debit' }, { fundingCategory: 'Check' }];

  it('offers cards, bank accounts and every wallet item by default', () => {
    expect(offeredMethods(info(), wallet)).toEqual({ card: true, bank: true, walletItems: wallet, locked: false });
  });

  it('forces PPA to a card with the method list locked: no bank account, no wallet bank account', () => {
    expect(offeredMethods(info({ creditOnly: true }), wallet)).toEqual({ card: true, bank: false, walletItems: wallet.slice(0, 2), locked: true });
  });

  it('hides new cards and wallet cards once the restriction date has passed', () => {
    expect(offeredMethods(info({ cardsAllowed: false }), wallet)).toEqual({ card: false, bank: true, walletItems: [wallet[2]], locked: false });
  });

  it('leaves a PPA policy past the restriction date nothing to choose', () => {
    expect(offeredMethods(info({ creditOnly: true, cardsAllowed: false }), wallet)).toEqual({ card: false, bank: false, walletItems: [], locked: true });
  });
});

it('deducts on the day of the month of the term effective date', () => {
  expect(deductionDayOf({ term: { effectiveDate: '2026-03-17' } })).toBe(17);
  expect(deductionDayOf({ term: { effectiveDate: '2026-01-31' } })).toBe(31);
  expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 31].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '31st']);
});
