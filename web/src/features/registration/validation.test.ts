import type { StaffValues, VerificationValues } from './registrationFlow';
import { accountErrors, part1Errors, part2Errors, staffErrors } from './validation';

const empty: VerificationValues = { policyNumber: '', policyHolder: '', driversLicenseNumber: '', dateOfBirth: '', zip: '' };

describe('registration form rules (doc 1 §5, from the spec constraints)', () => {
  it('part 1 needs a policy number of three letters and seven digits and the policyholder', () => {
    expect(part1Errors(empty)).toEqual({ policyNumber: 'Enter policy number.', policyHolder: 'Enter policyholder name.' });
    // Only spaces: the name is missing (not a name with < or >).
    expect(part1Errors({ ...empty, policyNumber: 'PPA10001', policyHolder: '   ' })).toEqual({
      policyNumber: 'Policy number must be at least 10 characters.',
      policyHolder: 'Enter policyholder name.',
    });
    expect(part1Errors({ ...empty, policyNumber: 'PPA1000101', policyHolder: 'Emily <b>Carter</b>' })).toEqual({
      policyHolder: 'Enter the policyholder name (without < or >).',
    });
    expect(part1Errors({ ...empty, policyNumber: 'PPA1000101', policyHolder: 'Emily Carter' })).toEqual({});
  });

  it('part 2 requires only what the policy type asks for', () => {
    expect(part2Errors(empty, ['driversLicenseNumber', 'zip'])).toEqual({
      driversLicenseNumber: "Enter driver's license number.",
      zip: 'Enter billing zip code.',
    });
    expect(part2Errors(empty, ['zip'])).toEqual({ zip: 'Enter billing zip code.' });
  });

  it('needs a billing zip of exactly 5 digits', () => {
    expect(part2Errors({ ...empty, zip: '4620' }, ['zip'])).toEqual({ zip: 'Billing zip code must be at least 5 characters.' });
    expect(part2Errors({ ...empty, zip: '46202' }, ['zip'])).toEqual({});
  });

  it('needs a strictly valid date of birth MM/DD/YYYY for HOM and PUP', () => {
    const dob = (dateOfBirth: string) => part2Errors({ ...empty, zip: '46202', dateOfBirth }, ['dateOfBirth', 'zip']).dateOfBirth;
    expect(dob('')).toBe('Enter date of birth.');
    expect(dob('04/17/19')).toBe('Enter the date of birth as MM/DD/YYYY, such as 04/17/1984.');
    expect(dob('02/30/1984')).toBe('Enter the date of birth as MM/DD/YYYY, such as 04/17/1984.');
    expect(dob('13/17/1984')).toBe('Enter the date of birth as MM/DD/YYYY, such as 04/17/1984.');
    expect(dob('04/17/1984')).toBeUndefined();
  });

  it('account: an email, a password with 8 characters, a digit, an upper and a lower case letter, the same confirmation, and the terms', () => {
    expect(accountErrors({ username: 'not-an-email', password: 'harborlight', confirmPassword: 'x', agreeTerms: false })).toEqual({
      username: 'Enter a valid email address, such as name@example.com.',
      password: 'Use at least one digit, one uppercase and one lowercase letter.',
      confirmPassword: 'The passwords do not match.',
      agreeTerms: 'You must agree to the terms of use to create an account.',
    });
    expect(accountErrors({ username: 'x@example.com', password: 'Short1A', confirmPassword: 'Short1A', agreeTerms: true })).toEqual({
      password: 'Password must be at least 8 characters.',
    });
    expect(accountErrors({ username: 'x@example.com', password: 'Lantern-Tide-47', confirmPassword: 'Lantern-Tide-47', agreeTerms: true })).toEqual({});
    expect(accountErrors({ username: '  x@example.com ', password: 'Lantern-Tide-47', confirmPassword: 'Lantern-Tide-47', agreeTerms: true })).toEqual({});
    expect(accountErrors({ username: '', password: 'Lantern-Tide-47', confirmPassword: 'Lantern-Tide-47', agreeTerms: true })).toEqual({
      username: 'Enter email.',
    });
  });

  it('account: counts letters of any script, and refuses the brand name and the email name as the server does', () => {
    const password = (value: string, username = 'marcus.bell@example.net') =>
      accountErrors({ username, password: value, confirmPassword: value, agreeTerms: true }).password;
    expect(password('Ωμέγα-Φως-7')).toBeUndefined();
    expect(password('ωμέγα-φως-7')).toBe('Use at least one digit, one uppercase and one lowercase letter.');
    expect(password('Harbor-Tide-47')).toBe('The password must not contain the name Harbor.');
    expect(password('Marcus.Bell-Tide-7')).toBe('The password must not contain the name part of your email address.');
    expect(password('Marcus.Bell-Tide-7', 'mb@example.net')).toBeUndefined();
  });

  describe('staff verification form', () => {
    const staff: StaffValues = {
      policyNumber: 'PPA1000101',
      policyHolder: 'Emily Carter',
      driversLicenseNumber: '4821079316',
      dateOfBirth: '',
      zip: '46202',
      employeeIdentificationNumber: '4821',
      staffVerificationPhoneNumber: '317-555-0142',
      staffVerificationEmail: 'new@example.com',
      staffVerificationEmailConfirmation: 'new@example.com',
      staffVerificationPassword: 'Lantern-Tide-47',
      staffVerificationPasswordConfirmation: 'Lantern-Tide-47',
    };

    it('accepts a complete request', () => {
      expect(staffErrors(staff)).toEqual({});
    });

    it('needs the email and password each equal to its confirmation', () => {
      expect(
        staffErrors({ ...staff, staffVerificationEmailConfirmation: 'other@example.com', staffVerificationPasswordConfirmation: 'Lantern-Tide-48' }),
      ).toEqual({
        staffVerificationEmailConfirmation: 'The email addresses do not match.',
        staffVerificationPasswordConfirmation: 'The passwords do not match.',
      });
    });

    it('needs a phone 999-999-9999 and the last 4 digits of the SSN/FEIN', () => {
      expect(staffErrors({ ...staff, staffVerificationPhoneNumber: '317-555-014', employeeIdentificationNumber: '' })).toEqual({
        staffVerificationPhoneNumber: 'Phone number must be at least 12 characters.',
        employeeIdentificationNumber: 'Enter the last 4 digits of your SSN or FEIN.',
      });
    });

    it('compares the email and its confirmation without surrounding spaces, and checks the email trimmed', () => {
      expect(staffErrors({ ...staff, staffVerificationEmail: ' new@example.com ', staffVerificationEmailConfirmation: 'new@example.com  ' })).toEqual({});
      expect(staffErrors({ ...staff, staffVerificationEmail: '', staffVerificationEmailConfirmation: '' })).toEqual({ staffVerificationEmail: 'Enter email.' });
    });

    it('needs a password that meets the rule and avoids the brand and email names, naming the field Password', () => {
      const password = (value: string) => staffErrors({ ...staff, staffVerificationPassword: value, staffVerificationPasswordConfirmation: value });
      expect(password('Short1A')).toEqual({ staffVerificationPassword: 'Password must be at least 8 characters.' });
      expect(password('lantern-tide-47')).toEqual({ staffVerificationPassword: 'Use at least one digit, one uppercase and one lowercase letter.' });
      expect(password('Harbor-Tide-47')).toEqual({ staffVerificationPassword: 'The password must not contain the name Harbor.' });
      expect(password('')).toEqual({ staffVerificationPassword: 'Enter password.' });
    });

    it('explains the SSN/FEIN and phone formats it refuses', () => {
      expect(staffErrors({ ...staff, employeeIdentificationNumber: '48' })).toEqual({
        employeeIdentificationNumber: 'Last 4 of SSN/FEIN must be at least 4 characters.',
      });
      expect(staffErrors({ ...staff, employeeIdentificationNumber: '48a1' })).toEqual({
        employeeIdentificationNumber: 'Enter the last 4 digits of your SSN or FEIN.',
      });
      expect(staffErrors({ ...staff, staffVerificationPhoneNumber: '317x555x0142' })).toEqual({
        staffVerificationPhoneNumber: 'Enter the phone number as 999-999-9999.',
      });
      expect(staffErrors({ ...staff, staffVerificationPhoneNumber: '' })).toEqual({ staffVerificationPhoneNumber: 'Enter phone number.' });
    });

    it('asks a PPA policy for the licence and a HOM policy for the date of birth', () => {
      expect(staffErrors({ ...staff, driversLicenseNumber: '' })).toEqual({ driversLicenseNumber: "Enter driver's license number." });
      expect(staffErrors({ ...staff, policyNumber: 'HOM2000101', driversLicenseNumber: '' })).toEqual({ dateOfBirth: 'Enter date of birth.' });
      expect(staffErrors({ ...staff, policyNumber: 'HOM2000101', dateOfBirth: '04/17/1984' })).toEqual({});
    });
  });
});
