import { PolicyStatus } from '../../core';
import {
  addDays,
  allowance,
  cancelRefusal,
  cardsRestricted,
  chargeDateIn,
  chargeDatesBetween,
  deductionDayOf,
  firstChargeFrom,
  nextChargeDate,
  RECURRING_MESSAGES,
  saveRefusal,
  type RecurringPolicyFacts,
} from './recurring-rules';

const facts = (over: Partial<RecurringPolicyFacts> = {}): RecurringPolicyFacts => ({
  policyNumber: 'HOM2000301',
  status: PolicyStatus.InForce,
  inNoticeOfCancellation: false,
  accountBilled: false,
  balanceDueCents: 0,
  termEffectiveDate: '2026-03-31',
  ...over,
});
const input = (over: Partial<{ type: 'credit' | 'check'; deductionDay: number; userAgreedWithTerms: boolean }> = {}) => ({
  type: 'check' as const,
  deductionDay: 31,
  userAgreedWithTerms: true,
  ...over,
});
const TODAY = '2026-11-26';

describe('recurring payment rules (doc 2 §4 Recurring payments, §9)', () => {
  it('the deduction day is the day of month of the term effective date', () => {
    expect(deductionDayOf('2026-03-31')).toBe(31);
    expect(deductionDayOf('2025-07-05')).toBe(5);
  });

  it('a deduction day past the end of a month falls on its last day (leap years included)', () => {
    expect(chargeDateIn(2026, 2, 31)).toBe('2026-02-28');
    expect(chargeDateIn(2028, 2, 30)).toBe('2028-02-29');
    expect(chargeDateIn(2026, 4, 31)).toBe('2026-04-30');
    expect(chargeDateIn(2026, 5, 31)).toBe('2026-05-31');
  });

  it('the next charge date is on or after a date, crossing the year end', () => {
    expect(nextChargeDate(15, '2026-11-15')).toBe('2026-11-15');
    expect(nextChargeDate(15, '2026-11-16')).toBe('2026-12-15');
    expect(nextChargeDate(31, '2026-12-31')).toBe('2026-12-31');
    expect(nextChargeDate(5, '2026-12-06')).toBe('2027-01-05');
    expect(nextChargeDate(31, '2027-02-01')).toBe('2027-02-28');
  });

  it('lists every charge date in a window', () => {
    expect(chargeDatesBetween(31, '2027-01-15', '2027-04-15')).toEqual(['2027-01-31', '2027-02-28', '2027-03-31']);
    expect(chargeDatesBetween(10, '2026-11-26', '2026-12-11')).toEqual(['2026-12-10']);
  });

  it('the first charge is at least 15 days after the agreement (its notice goes out 15 days before)', () => {
    expect(firstChargeFrom('2026-11-26')).toBe('2026-12-11');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it("a balance due refuses with 'Payplan changes are not allowed with a balance due.' and flags Payment Required", () => {
    const f = facts({ balanceDueCents: 1 });
    expect(allowance(f, null, null, TODAY)).toMatchObject({ paymentRequired: true, messages: [RECURRING_MESSAGES.balanceDue] });
    expect(saveRefusal(f, input(), null, null, TODAY)).toEqual({ code: 'required', message: 'Payplan changes are not allowed with a balance due.' });
    expect(saveRefusal(facts(), input(), null, null, TODAY)).toBeNull();
  });

  it('edit and cancel only for In-Force, Future or Pending, and not in notice of cancellation', () => {
    for (const status of [PolicyStatus.InForce, PolicyStatus.Future, PolicyStatus.Pending]) {
      expect(allowance(facts({ status }), null, null, TODAY).canEdit).toBe(true);
      expect(cancelRefusal(facts({ status }), true)).toBeNull();
    }
    expect(allowance(facts({ status: PolicyStatus.History }), null, null, TODAY).canEdit).toBe(false);
    expect(saveRefusal(facts({ status: PolicyStatus.History }), input(), null, null, TODAY)?.message).toBe(RECURRING_MESSAGES.status);
    expect(cancelRefusal(facts({ status: PolicyStatus.History }), true)?.message).toBe(RECURRING_MESSAGES.status);
    expect(allowance(facts({ inNoticeOfCancellation: true }), null, null, TODAY).canEdit).toBe(false);
    expect(cancelRefusal(facts({ inNoticeOfCancellation: true }), true)?.message).toBe(RECURRING_MESSAGES.noticeOfCancellation);
    expect(cancelRefusal(facts(), false)?.message).toBe(RECURRING_MESSAGES.terms);
  });

  it('PPA is forced to credit and told to contact the agent; an account-billed policy is refused (contact the agent)', () => {
    const ppa = facts({ policyNumber: 'PPA1000101' });
    expect(allowance(ppa, null, null, TODAY)).toMatchObject({ creditOnly: true, contactAgent: true });
    expect(saveRefusal(ppa, input({ type: 'check' }), null, null, TODAY)?.message).toBe(RECURRING_MESSAGES.creditOnly);
    expect(saveRefusal(ppa, input({ type: 'credit' }), null, null, TODAY)).toBeNull();
    const account = facts({ accountBilled: true });
    expect(allowance(account, null, null, TODAY)).toMatchObject({ contactAgent: true, creditOnly: false });
    expect(saveRefusal(account, input(), null, null, TODAY)?.message).toBe(RECURRING_MESSAGES.contactAgent);
  });

  it('the card restriction date hides cards once passed, unless the setup already charges a card', () => {
    expect(cardsRestricted(null, TODAY)).toBe(false);
    expect(cardsRestricted('2026-11-27', TODAY)).toBe(false);
    expect(cardsRestricted('2026-11-26', TODAY)).toBe(true);
    expect(allowance(facts(), null, '2026-01-01', TODAY).cardsAllowed).toBe(false);
    expect(allowance(facts(), 'check', '2026-01-01', TODAY).cardsAllowed).toBe(false);
    expect(allowance(facts(), 'credit', '2026-01-01', TODAY).cardsAllowed).toBe(true);
    expect(saveRefusal(facts(), input({ type: 'credit' }), null, '2026-01-01', TODAY)?.message).toBe(RECURRING_MESSAGES.cardsRestricted);
    expect(saveRefusal(facts(), input({ type: 'credit' }), 'credit', '2026-01-01', TODAY)).toBeNull();
  });

  it('refuses a deduction day other than the effective day, and terms not agreed', () => {
    expect(saveRefusal(facts(), input({ deductionDay: 30 }), null, null, TODAY)?.message).toBe(RECURRING_MESSAGES.deductionDay(31));
    expect(saveRefusal(facts(), input({ userAgreedWithTerms: false }), null, null, TODAY)?.message).toBe(RECURRING_MESSAGES.terms);
  });
});
