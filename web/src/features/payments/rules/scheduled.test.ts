import {
  SCHEDULED_AMOUNT_MINIMUM,
  checkScheduleAmount,
  checkScheduleDate,
  findDuplicate,
  parseReceiptEmails,
  schedulablePolicies,
  scheduleDateRange,
  shouldLookUpScheduledFee,
} from './scheduled';

const TODAY = new Date(2026, 10, 26, 10, 0); // 26 Nov 2026, local time

const policy = (over: Partial<Parameters<typeof schedulablePolicies>[0][number]> & { policyNumber: string }) => ({
  status: 'In-Force',
  isRenewal: false,
  term: { effectiveDate: '2026-06-01', endDate: '2027-06-01' },
  billing: { isPartOfAccountBill: false, isPrimaryAccountPolicy: false, accountNumber: null },
  ...over,
});

describe('scheduled payment rules (doc 2 §5)', () => {
  describe('schedulablePolicies', () => {
    it('offers only In-Force policies whose term ends tomorrow or later', () => {
      const list = [
        policy({ policyNumber: 'PPA1000101' }),
        policy({ policyNumber: 'PPA1000102', status: 'Pending' }),
        policy({ policyNumber: 'PPA1000103', status: 'Future' }),
        policy({ policyNumber: 'PPA1000104', term: { effectiveDate: '2025-11-26', endDate: '2026-11-27' } }),
        policy({ policyNumber: 'PPA1000105', term: { effectiveDate: '2025-11-26', endDate: '2026-11-26' } }),
        policy({ policyNumber: 'PPA1000106', isRenewal: true }),
      ];
      expect(schedulablePolicies(list, TODAY).map((p) => p.policyNumber)).toEqual(['PPA1000101', 'PPA1000104']);
    });

    it('offers of an account bill only its primary policy', () => {
      const list = [
        policy({ policyNumber: 'HOM2000101', billing: { isPartOfAccountBill: true, isPrimaryAccountPolicy: true, accountNumber: '7700412835' } }),
        policy({ policyNumber: 'PPA1000102', billing: { isPartOfAccountBill: true, isPrimaryAccountPolicy: false, accountNumber: '7700412835' } }),
      ];
      expect(schedulablePolicies(list, TODAY).map((p) => p.policyNumber)).toEqual(['HOM2000101']);
    });
  });

  describe('checkScheduleDate', () => {
    const p = policy({ policyNumber: 'PPA1000101', term: { effectiveDate: '2026-06-01', endDate: '2026-12-31' } });
    it('runs from tomorrow to the term end date', () => {
      expect(scheduleDateRange(p, TODAY)).toEqual({ min: '2026-11-27', max: '2026-12-31' });
      expect(checkScheduleDate('2026-11-27', p, TODAY)).toBeNull();
      expect(checkScheduleDate('2026-12-31', p, TODAY)).toBeNull();
    });
    it('refuses today and earlier days', () => {
      expect(checkScheduleDate('2026-11-26', p, TODAY)).toBe('The payment date must be 11/27/2026 or later.');
    });
    it('refuses a day after the term end', () => {
      expect(checkScheduleDate('2027-01-01', p, TODAY)).toBe('The payment date must be on or before the term end date, 12/31/2026.');
    });
    it('requires a date', () => {
      expect(checkScheduleDate('', p, TODAY)).toBe('Payment date is required.');
    });
  });

  describe('checkScheduleAmount', () => {
    it("refuses less than $10.00 with 'Amount must be at least $10.00'", () => {
      expect(checkScheduleAmount('9.99')).toEqual({ cents: 999, error: SCHEDULED_AMOUNT_MINIMUM });
      expect(checkScheduleAmount('10')).toEqual({ cents: 1000, error: null });
      expect(checkScheduleAmount('$1,250.50')).toEqual({ cents: 125050, error: null });
    });
    it('refuses what is not an amount', () => {
      expect(checkScheduleAmount('ten').error).toMatch(/dollars and cents/);
      expect(checkScheduleAmount('10.001').error).toMatch(/dollars and cents/);
      expect(checkScheduleAmount(' ').error).toBe('Amount is required.');
    });
  });

  it('looks the fee up only for amounts of $10.00 or more', () => {
    expect(shouldLookUpScheduledFee(null)).toBe(false);
    expect(shouldLookUpScheduledFee(999)).toBe(false);
    expect(shouldLookUpScheduledFee(1000)).toBe(true);
  });

  describe('findDuplicate', () => {
    const existing = [{ policyNumber: 'PPA1000101', fundingAccountToken: 'tok-1', paymentScheduleDate: '2026-12-05', referenceId: 'r1' }];
    it('finds a payment for the same policy, method and date', () => {
      expect(findDuplicate(existing, { policyNumber: 'PPA1000101', fundingAccountToken: 'tok-1', paymentScheduleDate: '2026-12-05' })?.referenceId).toBe('r1');
    });
    it('does not count another policy, method or date as a duplicate', () => {
      expect(findDuplicate(existing, { policyNumber: 'PPA1000102', fundingAccountToken: 'tok-1', paymentScheduleDate: '2026-12-05' })).toBeUndefined();
      expect(findDuplicate(existing, { policyNumber: 'PPA1000101', fundingAccountToken: 'tok-2', paymentScheduleDate: '2026-12-05' })).toBeUndefined();
      expect(findDuplicate(existing, { policyNumber: 'PPA1000101', fundingAccountToken: 'tok-1', paymentScheduleDate: '2026-12-06' })).toBeUndefined();
    });
  });

  describe('parseReceiptEmails', () => {
    it('takes a semicolon-separated list where several addresses are allowed', () => {
      expect(parseReceiptEmails('a@example.com; b@example.com;', true)).toEqual({ emails: ['a@example.com', 'b@example.com'], error: null });
    });
    it('takes one address where only one is allowed', () => {
      expect(parseReceiptEmails('a@example.com;b@example.com', false).error).toBe('Enter one email address.');
      expect(parseReceiptEmails('a@example.com', false)).toEqual({ emails: ['a@example.com'], error: null });
    });
    it('names the address that is not valid', () => {
      expect(parseReceiptEmails('a@example.com; nope', true).error).toBe('"nope" is not a valid email address, such as name@example.com.');
    });
    it('requires an address', () => {
      expect(parseReceiptEmails(' ; ', true).error).toBe('Email Address is required');
    });
  });
});
