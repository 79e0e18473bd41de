import { PolicyStatus } from '../core';
import { birthYear, businessDay, dueBalance, formatPhone, hasIdCards, isPastDue, isPendingClaim, isSoonDue, makeChange, maskAllButLast4 } from './policy-rules';
import { CUSTOMER_SERVICE_PHONE } from './contact';

// Noon Eastern on 2026-03-10 (no day-boundary ambiguity).
const NOW = new Date('2026-03-10T17:00:00Z');

describe('policy rules', () => {
  describe('due flags', () => {
    it('reads the business day in US Eastern time', () => {
      expect(businessDay(new Date('2026-03-11T03:00:00Z'))).toBe('2026-03-10');
    });

    it('is past due when the balance is at least 1 and the due date is before today', () => {
      expect(isPastDue(1, '2026-03-09', NOW)).toBe(true);
      expect(isSoonDue(1, '2026-03-09', NOW)).toBe(false);
    });

    it('is neither past nor soon due with a balance of 0.99', () => {
      expect(isPastDue(0.99, '2026-03-01', NOW)).toBe(false);
      expect(isSoonDue(0.99, '2026-03-12', NOW)).toBe(false);
    });

    it('is soon due with a balance of exactly 1 (the minimum counts)', () => {
      expect(isSoonDue(1, '2026-03-12', NOW)).toBe(true);
    });

    it('treats a bill due today as soon due, not past due', () => {
      expect(isPastDue(50, '2026-03-10', NOW)).toBe(false);
      expect(isSoonDue(50, '2026-03-10', NOW)).toBe(true);
    });

    it('is soon due exactly 7 days before the due date, not 8', () => {
      expect(isSoonDue(50, '2026-03-17', NOW)).toBe(true);
      expect(isSoonDue(50, '2026-03-18', NOW)).toBe(false);
    });

    it('is neither without a due date', () => {
      expect(isPastDue(50, null, NOW)).toBe(false);
      expect(isSoonDue(50, null, NOW)).toBe(false);
    });

    it('uses the account balance and due date for the primary policy of an account bill', () => {
      const figures = { policyBalance: 0, policyDueDate: null, accountBalance: 120.5, accountDueDate: '2026-03-12' };
      expect(dueBalance({ ...figures, isPrimaryAccountPolicy: true })).toEqual({ balance: 120.5, dueDate: '2026-03-12' });
      expect(dueBalance({ ...figures, isPrimaryAccountPolicy: false })).toEqual({ balance: 0, dueDate: null });
    });
  });

  describe('make a change', () => {
    const base = {
      policyNumber: 'PPA1000101',
      status: PolicyStatus.InForce,
      hasPendingEndorsement: false,
      isPendingEndorsementMP: false,
      hasEndorsementSave: false,
    };

    it('is allowed for an In-Force PPA without a pending endorsement', () => {
      expect(makeChange(base)).toBe('allowed');
    });

    it('is not offered for other lines or statuses', () => {
      expect(makeChange({ ...base, policyNumber: 'HOM2000101' })).toBe('notOffered');
      expect(makeChange({ ...base, status: PolicyStatus.Pending })).toBe('notOffered');
      expect(makeChange({ ...base, status: PolicyStatus.History })).toBe('notOffered');
    });

    it('allows one change at a time when an endorsement is pending', () => {
      expect(makeChange({ ...base, hasPendingEndorsement: true })).toBe('oneChangeAtATime');
      expect(makeChange({ ...base, hasPendingEndorsement: true, isPendingEndorsementMP: true })).toBe('oneChangeAtATime');
    });

    it('lets a pending portal change continue when a saved change exists', () => {
      expect(makeChange({ ...base, hasPendingEndorsement: true, isPendingEndorsementMP: true, hasEndorsementSave: true })).toBe('allowed');
    });
  });

  describe('auto ID cards', () => {
    const base = { policyNumber: 'PPA1000101', status: PolicyStatus.InForce, cardYears: [2021], packagePartNames: [] as string[] };

    it('covers In-Force, Pending and Future policies with a card whose year is not 0', () => {
      for (const status of [PolicyStatus.InForce, PolicyStatus.Pending, PolicyStatus.Future]) expect(hasIdCards({ ...base, status })).toBe(true);
    });

    it('leaves out cancelled (History) policies', () => {
      expect(hasIdCards({ ...base, status: PolicyStatus.History })).toBe(false);
    });

    it('leaves out a policy whose only card has year 0', () => {
      expect(hasIdCards({ ...base, policyNumber: 'CAP7400201', cardYears: [0] })).toBe(false);
    });

    it('covers a policy number containing GAR without cards', () => {
      expect(hasIdCards({ ...base, policyNumber: 'GAR7700301', cardYears: [] })).toBe(true);
    });

    it('covers a CPP policy with a Garage part, not one without', () => {
      expect(hasIdCards({ ...base, policyNumber: 'CPP7800301', cardYears: [], packagePartNames: ['General Liability', 'Garage'] })).toBe(true);
      expect(hasIdCards({ ...base, policyNumber: 'CPP7800301', cardYears: [], packagePartNames: ['Property'] })).toBe(false);
    });

    it('reads the Garage package part whatever its case and surrounding spaces, and the number in any case', () => {
      expect(hasIdCards({ ...base, policyNumber: 'cpp7800301', cardYears: [], packagePartNames: ['  GARAGE '] })).toBe(true);
      expect(hasIdCards({ ...base, policyNumber: 'gar7700301', cardYears: [] })).toBe(true);
      expect(hasIdCards({ ...base, policyNumber: 'CAP7400201', cardYears: [], packagePartNames: ['Garage'] })).toBe(false);
    });
  });

  describe('masking', () => {
    it('masks a VIN or licence number except the last 4 characters', () => {
      expect(maskAllButLast4('1HGCV1F34LA012345')).toBe('*************2345');
      expect(maskAllButLast4('6207418853')).toBe('******8853');
    });

    it('shows a value of 4 characters or fewer as it is', () => {
      expect(maskAllButLast4('853')).toBe('853');
      expect(maskAllButLast4('8853')).toBe('8853');
      expect(maskAllButLast4('')).toBe('');
    });

    it('shows a birth date as the year only', () => {
      expect(birthYear('1984-04-17')).toBe(1984);
    });
  });

  it('marks a claim number starting with P as pending', () => {
    expect(isPendingClaim('P1005302')).toBe(true);
    expect(isPendingClaim('1005301')).toBe(false);
  });

  it('writes 10 digits as 999-999-9999 and leaves any other value as it is', () => {
    expect(formatPhone('3175550142')).toBe('317-555-0142');
    expect(formatPhone('317555014')).toBe('317555014');
    expect(formatPhone('13175550142')).toBe('13175550142');
  });

  it('formats the customer service phone as 999-999-9999', () => {
    expect(CUSTOMER_SERVICE_PHONE).toBe('800-555-0199');
  });
});
