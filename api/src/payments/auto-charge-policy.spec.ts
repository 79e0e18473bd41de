import { autoChargeKey, MAX_ATTEMPTS, retryAfterDecline } from './auto-charge-policy';

const SETUP = '3f6b2a1c-8d4e-4b7a-9c2d-1e5f7a9b3c4d';
const SCHEDULED = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

describe('the charge policy of recurring and scheduled payments', () => {
  it('a decline is tried again 2 days later, up to 3 attempts in all, then it fails for good', () => {
    expect(MAX_ATTEMPTS).toBe(3);
    expect(retryAfterDecline(1, '2026-12-30')).toBe('2027-01-01');
    expect(retryAfterDecline(2, '2027-01-01')).toBe('2027-01-03');
    expect(retryAfterDecline(3, '2027-01-03')).toBeNull();
  });

  it('the provider key is derived from the setup and charge date (recurring) or the scheduled payment, and the attempt', () => {
    expect(autoChargeKey({ kind: 'recurring', recurringId: SETUP, dueDate: '2026-12-15' }, 1)).toBe(`hm-rec-${SETUP}-2026-12-15-1`);
    expect(autoChargeKey({ kind: 'recurring', recurringId: SETUP, dueDate: '2027-01-15' }, 1)).not.toBe(
      autoChargeKey({ kind: 'recurring', recurringId: SETUP, dueDate: '2026-12-15' }, 1),
    );
    expect(autoChargeKey({ kind: 'scheduled', scheduledId: SCHEDULED, dueDate: '2026-12-15' }, 2)).toBe(`hm-sch-${SCHEDULED}-2`);
    // Within the provider's 100-character limit.
    expect(autoChargeKey({ kind: 'recurring', recurringId: SETUP, dueDate: '2026-12-15' }, 10).length).toBeLessThanOrEqual(100);
    expect(() => autoChargeKey({ kind: 'scheduled', dueDate: '2026-12-15' }, 1)).toThrow(RangeError);
    expect(() => autoChargeKey({ kind: 'recurring', recurringId: SETUP, dueDate: '2026-12-15' }, 0)).toThrow(RangeError);
  });
});
