import { PolicyStatus } from '../../core';
import { emailList, isDuplicate, isEligible, SCHEDULED_MESSAGES, scheduledErrors, tomorrowOf, type ScheduledPolicyFacts } from './scheduled-rules';

const TODAY = '2026-11-26';
const policy = (over: Partial<ScheduledPolicyFacts> = {}): ScheduledPolicyFacts => ({
  status: PolicyStatus.InForce,
  termEndDate: '2027-03-31',
  isPartOfAccountBill: false,
  isPrimaryAccountPolicy: false,
  ...over,
});

describe('scheduled payment rules (doc 2 §4, §5 Scheduled payment, §9)', () => {
  it('eligible only In-Force with the term ending on or after tomorrow, and for an account bill the primary policy', () => {
    expect(isEligible(policy(), TODAY)).toBe(true);
    expect(isEligible(policy({ termEndDate: '2026-11-27' }), TODAY)).toBe(true);
    expect(isEligible(policy({ termEndDate: TODAY }), TODAY)).toBe(false);
    for (const status of [PolicyStatus.Future, PolicyStatus.Pending, PolicyStatus.History]) expect(isEligible(policy({ status }), TODAY)).toBe(false);
    expect(isEligible(policy({ isPartOfAccountBill: true, isPrimaryAccountPolicy: false }), TODAY)).toBe(false);
    expect(isEligible(policy({ isPartOfAccountBill: true, isPrimaryAccountPolicy: true }), TODAY)).toBe(true);
    expect(scheduledErrors(policy({ status: PolicyStatus.Pending }), { date: '2026-12-01', amountCents: 5000 }, TODAY)).toEqual([
      SCHEDULED_MESSAGES.notEligible,
    ]);
  });

  it('the date runs from tomorrow to the term end date, both included', () => {
    expect(tomorrowOf('2026-12-31')).toBe('2027-01-01');
    expect(scheduledErrors(policy(), { date: '2026-11-27', amountCents: 1000 }, TODAY)).toEqual([]);
    expect(scheduledErrors(policy(), { date: '2027-03-31', amountCents: 1000 }, TODAY)).toEqual([]);
    expect(scheduledErrors(policy(), { date: TODAY, amountCents: 1000 }, TODAY)).toEqual([SCHEDULED_MESSAGES.dateRange('2026-11-27', '2027-03-31')]);
    expect(scheduledErrors(policy(), { date: '2027-04-01', amountCents: 1000 }, TODAY)).toHaveLength(1);
    expect(SCHEDULED_MESSAGES.dateRange('2026-11-27', '2027-03-31')).toBe("The payment date must be from 11/27/2026 to 03/31/2027 (the policy term's end).");
  });

  it("the amount is at least $10.00 ('Amount must be at least $10.00')", () => {
    expect(scheduledErrors(policy(), { date: '2026-12-01', amountCents: 999 }, TODAY)).toEqual(['Amount must be at least $10.00']);
    expect(scheduledErrors(policy(), { date: '2026-12-01', amountCents: 1000 }, TODAY)).toEqual([]);
  });

  it('a duplicate is the same policy, method and date', () => {
    const existing = [{ policyNumber: 'PPA1000101', fundingAccountToken: 't1', scheduleDate: '2026-12-01' }];
    expect(isDuplicate(existing, { policyNumber: 'PPA1000101', fundingAccountToken: 't1', scheduleDate: '2026-12-01' })).toBe(true);
    expect(isDuplicate(existing, { policyNumber: 'PPA1000101', fundingAccountToken: 't2', scheduleDate: '2026-12-01' })).toBe(false);
    expect(isDuplicate(existing, { policyNumber: 'PPA1000101', fundingAccountToken: 't1', scheduleDate: '2026-12-02' })).toBe(false);
    expect(isDuplicate(existing, { policyNumber: 'HOM2000101', fundingAccountToken: 't1', scheduleDate: '2026-12-01' })).toBe(false);
  });

  it('several emails are a semicolon-separated list (trimmed, distinct, empty parts dropped)', () => {
    expect(emailList('a@example.com; b@example.com;a@example.com; ')).toEqual(['a@example.com', 'b@example.com']);
    expect(emailList(undefined)).toEqual([]);
  });
});
