import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { PolicyVerificationRequestDto } from './policy-verification.dto';
import { RegisterRequestDto } from './register.dto';
import { StaffVerificationRequestDto } from './staff-verification.dto';

function fieldErrors<T extends object>(cls: new () => T, body: Record<string, unknown>): Record<string, string[]> {
  return Object.fromEntries(validateSync(plainToInstance(cls, body)).map((e) => [e.property, Object.values(e.constraints ?? {})]));
}

const register = {
  username: 'marcus.bell@example.com',
  password: 'Bell-Family-2024',
  confirmPassword: 'Bell-Family-2024',
  agreeTerms: true,
  policyNumber: 'PPA1001101',
  policyHolder: 'Marcus Bell',
  verificationToken: 'q3Zb8xT0mJ2vVYtH9r1Lk4Wc7nPaE5sGdFhUoXiRyB0',
};

describe('account request rules', () => {
  it('creates an account only when the terms are agreed', () => {
    expect(fieldErrors(RegisterRequestDto, register)).toEqual({});
    expect(fieldErrors(RegisterRequestDto, { ...register, agreeTerms: false })).toEqual({ agreeTerms: ['Agree to the terms of use to create an account.'] });
  });

  it('needs the username to be an email address', () => {
    expect(Object.keys(fieldErrors(RegisterRequestDto, { ...register, username: 'mbell' }))).toEqual(['username']);
  });

  it('accepts only strictly valid MM/DD/YYYY dates of birth', () => {
    const part2 = { policyNumber: 'HOM2001101', policyHolder: 'Marcus Bell', zip: '46250' };
    expect(fieldErrors(PolicyVerificationRequestDto, { ...part2, dateOfBirth: '10/02/1986' })).toEqual({});
    expect(fieldErrors(PolicyVerificationRequestDto, { ...part2, dateOfBirth: '02/30/1986' })).toEqual({ dateOfBirth: ['Enter a real date as MM/DD/YYYY.'] });
    expect(Object.keys(fieldErrors(PolicyVerificationRequestDto, { ...part2, dateOfBirth: '1986-10-02' }))).toEqual(['dateOfBirth']);
  });

  it('takes licence numbers without dashes and zips of 5 digits', () => {
    const part2 = { policyNumber: 'PPA1001101', policyHolder: 'Marcus Bell' };
    expect(Object.keys(fieldErrors(PolicyVerificationRequestDto, { ...part2, driversLicenseNumber: '6207-41-8853', zip: '4625' }))).toEqual([
      'driversLicenseNumber',
      'zip',
    ]);
  });

  it('needs the staff verification email and password confirmed', () => {
    const staff = {
      policyNumber: 'PPA1001101',
      policyHolder: 'Marcus Bell',
      zip: '46250',
      employeeIdentificationNumber: '5309',
      staffVerificationPhoneNumber: '317-555-0187',
      staffVerificationEmail: 'marcus@example.com',
      staffVerificationEmailConfirmation: 'Marcus@Example.com',
      staffVerificationPassword: 'Bell-Family-2024',
      staffVerificationPasswordConfirmation: 'Bell-Family-2024',
    };
    expect(fieldErrors(StaffVerificationRequestDto, staff)).toEqual({});
    expect(
      Object.keys(
        fieldErrors(StaffVerificationRequestDto, {
          ...staff,
          staffVerificationEmailConfirmation: 'other@example.com',
          staffVerificationPasswordConfirmation: 'Bell-Family-2025',
        }),
      ).sort(),
    ).toEqual(['staffVerificationEmailConfirmation', 'staffVerificationPasswordConfirmation']);
  });
});
