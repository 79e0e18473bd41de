import type { PolicyVerificationResult } from '@portal/generated-client';
import {
  type StaffValues,
  type VerificationValues,
  afterPart1,
  afterPart2,
  attemptsLeft,
  canCreateAccount,
  canRetry,
  parseRegistrationSearch,
  part2Fields,
  part2FieldsFor,
  part2Request,
  registerRequest,
  staffRequest,
  stepperIndex,
} from './registrationFlow';

const result = (over: Partial<PolicyVerificationResult> = {}): PolicyVerificationResult => ({
  isValid: false,
  verifiedPart1: false,
  verifiedPart2: false,
  requiresStaffVerification: false,
  registrationFailureCount: 0,
  requiredFields: [],
  verificationToken: null,
  ...over,
});

const typed: VerificationValues = {
  policyNumber: 'PPA1000101',
  policyHolder: '  Emily Carter ',
  driversLicenseNumber: '4821079316',
  dateOfBirth: '03/14/1984',
  zip: '46202',
};

describe('registration journey (doc 1 §4 Registration)', () => {
  describe('part 1', () => {
    it('goes on to part 2 asking what the server says the policy type needs', () => {
      const view = afterPart1(result({ isValid: true, verifiedPart1: true, requiredFields: ['driversLicenseNumber', 'zip'] }));
      expect(view).toEqual({ step: 'part2', requiredFields: ['driversLicenseNumber', 'zip'] });
    });

    it('asks every policy type for the billing zip', () => {
      expect(part2Fields(result({ requiredFields: ['dateOfBirth'] }))).toEqual(['dateOfBirth', 'zip']);
      expect(part2Fields(result({ requiredFields: [] }))).toEqual(['zip']);
    });

    it('shows the failure box with a way back to part 1 while fewer than 3 attempts failed', () => {
      const failed = result({ registrationFailureCount: 2 });
      expect(afterPart1(failed)).toEqual({ step: 'failed', result: failed, retryTo: { step: 'part1' } });
      expect(canRetry(failed)).toBe(true);
      expect(attemptsLeft(failed)).toBe(1);
    });

    it('opens the staff form once the server requires staff verification', () => {
      const third = result({ registrationFailureCount: 3, requiresStaffVerification: true });
      expect(afterPart1(third)).toEqual({ step: 'staff', failure: third });
    });
  });

  describe('back and try again', () => {
    it('is offered only while registrationFailureCount is below 3', () => {
      expect(canRetry(result({ registrationFailureCount: 0 }))).toBe(true);
      expect(canRetry(result({ registrationFailureCount: 2 }))).toBe(true);
      expect(canRetry(result({ registrationFailureCount: 3 }))).toBe(false);
      expect(canRetry(result({ registrationFailureCount: 1, requiresStaffVerification: true }))).toBe(false);
    });
  });

  describe('part 2', () => {
    it('goes on to account creation carrying the verification token', () => {
      const ok = result({ isValid: true, verifiedPart1: true, verifiedPart2: true, verificationToken: 'tok_abcdefghijklmnop' });
      expect(afterPart2(ok, typed, ['driversLicenseNumber', 'zip'])).toEqual({
        step: 'account',
        policyNumber: 'PPA1000101',
        policyHolder: 'Emily Carter',
        verificationToken: 'tok_abcdefghijklmnop',
      });
    });

    it('returns to part 2 with the same questions after a failure', () => {
      const failed = result({ verifiedPart1: true, registrationFailureCount: 1 });
      expect(afterPart2(failed, typed, ['zip'])).toEqual({ step: 'failed', result: failed, retryTo: { step: 'part2', requiredFields: ['zip'] } });
    });

    it('does not go on without a token even when the result says valid', () => {
      const noToken = result({ isValid: true, verifiedPart1: true, verifiedPart2: true, verificationToken: null });
      expect(afterPart2(noToken, typed, ['zip']).step).toBe('failed');
    });

    it('sends only the details this policy type needs', () => {
      expect(part2Request(typed, ['driversLicenseNumber', 'zip'])).toEqual({
        policyNumber: 'PPA1000101',
        policyHolder: 'Emily Carter',
        driversLicenseNumber: '4821079316',
        zip: '46202',
      });
      expect(part2Request({ ...typed, policyNumber: 'HOM2000101' }, ['dateOfBirth', 'zip'])).toEqual({
        policyNumber: 'HOM2000101',
        policyHolder: 'Emily Carter',
        dateOfBirth: '03/14/1984',
        zip: '46202',
      });
    });
  });

  it('asks PPA for a licence number, HOM and PUP for a date of birth, and every type for a zip', () => {
    expect(part2FieldsFor('PPA1000101')).toEqual(['driversLicenseNumber', 'zip']);
    expect(part2FieldsFor('hom2000101')).toEqual(['dateOfBirth', 'zip']);
    expect(part2FieldsFor('PUP3000101')).toEqual(['dateOfBirth', 'zip']);
    expect(part2FieldsFor('FAR4000101')).toEqual(['zip']);
  });

  describe('account creation', () => {
    it('enables Create Account only with equal non-empty passwords and the terms accepted', () => {
      expect(canCreateAccount({ password: '', confirmPassword: '', agreeTerms: true })).toBe(false);
      expect(canCreateAccount({ password: 'Harbor-Light-42', confirmPassword: 'Harbor-Light-4', agreeTerms: true })).toBe(false);
      expect(canCreateAccount({ password: 'Harbor-Light-42', confirmPassword: 'Harbor-Light-42', agreeTerms: false })).toBe(false);
      expect(canCreateAccount({ password: 'Harbor-Light-42', confirmPassword: 'Harbor-Light-42', agreeTerms: true })).toBe(true);
    });

    it('registers the verified policy with the verification token', () => {
      const request = registerRequest(
        { username: ' new@example.com ', password: 'Harbor-Light-42', confirmPassword: 'Harbor-Light-42', agreeTerms: true },
        { policyNumber: 'PPA1000101', policyHolder: 'Emily Carter', verificationToken: 'tok_abcdefghijklmnop' },
      );
      expect(request).toEqual({
        username: 'new@example.com',
        password: 'Harbor-Light-42',
        confirmPassword: 'Harbor-Light-42',
        agreeTerms: true,
        policyNumber: 'PPA1000101',
        policyHolder: 'Emily Carter',
        verificationToken: 'tok_abcdefghijklmnop',
      });
    });
  });

  it('sends staff the licence for PPA and the date of birth for HOM, never both', () => {
    const staff: StaffValues = {
      ...typed,
      employeeIdentificationNumber: '4821',
      staffVerificationPhoneNumber: '317-555-0142',
      staffVerificationEmail: 'new@example.com',
      staffVerificationEmailConfirmation: 'new@example.com',
      staffVerificationPassword: 'Harbor-Light-42',
      staffVerificationPasswordConfirmation: 'Harbor-Light-42',
    };
    expect(staffRequest(staff)).toMatchObject({ driversLicenseNumber: '4821079316' });
    expect(staffRequest(staff)).not.toHaveProperty('dateOfBirth');
    const home = staffRequest({ ...staff, policyNumber: 'HOM2000101' });
    expect(home).toMatchObject({ dateOfBirth: '03/14/1984', zip: '46202', employeeIdentificationNumber: '4821' });
    expect(home).not.toHaveProperty('driversLicenseNumber');
  });

  it('shows step 1 while verifying, step 2 while creating the account, and done afterwards', () => {
    expect(stepperIndex({ step: 'part1' })).toBe(0);
    expect(stepperIndex({ step: 'part2', requiredFields: ['zip'] })).toBe(0);
    expect(stepperIndex({ step: 'account', policyNumber: 'PPA1000101', policyHolder: 'E', verificationToken: 't' })).toBe(1);
    expect(stepperIndex({ step: 'registered', email: 'a@b.co' })).toBe(2);
  });

  it('prefills part 1 from the policyNumber and policyHolder query values', () => {
    expect(parseRegistrationSearch({ policyNumber: 'PPA1000101', policyHolder: 'Emily Carter' })).toEqual({
      policyNumber: 'PPA1000101',
      policyHolder: 'Emily Carter',
    });
    expect(parseRegistrationSearch({ policyNumber: '', policyHolder: { x: 1 }, other: 'y' })).toEqual({});
  });
});
