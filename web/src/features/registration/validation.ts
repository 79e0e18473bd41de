import { ruleFor } from '../../forms/constraints';
import { checkDateOfBirth } from '../../forms/masks';
import { passwordContentError } from '../../forms/passwordContent';
import { PASSWORD_PATTERN_MESSAGE } from '../../forms/serverErrors';
import type { AccountValues, Part2Field, StaffValues, VerificationValues } from './registrationFlow';
import { part2FieldsFor } from './registrationFlow';

/**
 * The rules of the registration forms. Every pattern and length comes from the spec's
 * generated constraints (ruleFor); this file only adds labels, the sentences that explain a
 * pattern, and the rules the spec states in words (doc 1 §5: which details a policy type
 * needs, a real date of birth, equal confirmations).
 */

export type Errors<T> = Partial<Record<keyof T & string, string>>;

const POLICYHOLDER_MESSAGE = 'Enter the policyholder name (without < or >).';
const POLICY_NUMBER_MESSAGE = 'Enter the policy number as three letters and seven digits, such as PPA1000101.';
const LICENCE_MESSAGE = "Enter the driver's license number with letters and digits only, no dashes.";
const ZIP_MESSAGE = 'Enter the 5-digit billing zip code.';
const DATE_MESSAGE = 'Enter the date of birth as MM/DD/YYYY, such as 04/17/1984.';

const verification = {
  policyNumber: ruleFor('PolicyVerificationRequest', 'policyNumber', 'Policy number', { pattern: POLICY_NUMBER_MESSAGE }),
  policyHolder: ruleFor('PolicyVerificationRequest', 'policyHolder', 'Policyholder name', { pattern: POLICYHOLDER_MESSAGE }),
  driversLicenseNumber: ruleFor('PolicyVerificationRequest', 'driversLicenseNumber', "Driver's license number", {
    pattern: LICENCE_MESSAGE,
    requiredOverride: true,
  }),
  dateOfBirth: ruleFor('PolicyVerificationRequest', 'dateOfBirth', 'Date of birth', {
    pattern: DATE_MESSAGE,
    requiredOverride: true,
  }),
  zip: ruleFor('PolicyVerificationRequest', 'zip', 'Billing zip code', { pattern: ZIP_MESSAGE, requiredOverride: true }),
};

function collect<T>(checks: [keyof T & string, string | null][]): Errors<T> {
  const errors: Errors<T> = {};
  for (const [field, error] of checks) if (error) errors[field] = error;
  return errors;
}

/** A date of birth must match the spec's pattern and be a real past date (strict MM/DD/YYYY). */
function dateOfBirthError(value: string, rule: (value: unknown) => string | null): string | null {
  if (!value) return rule(value);
  // A short or malformed date gets the one sentence that shows the expected form.
  return rule(value) ? DATE_MESSAGE : checkDateOfBirth(value);
}

function detailError(field: Part2Field, values: VerificationValues): string | null {
  if (field === 'dateOfBirth') return dateOfBirthError(values.dateOfBirth, verification.dateOfBirth);
  return verification[field](values[field]);
}

/** Part 1: policy number and policyholder. */
export function part1Errors(values: VerificationValues): Errors<VerificationValues> {
  return collect<VerificationValues>([
    ['policyNumber', verification.policyNumber(values.policyNumber)],
    ['policyHolder', verification.policyHolder(values.policyHolder)],
  ]);
}

/** Part 2: only the details this policy needs, each required. */
export function part2Errors(values: VerificationValues, requiredFields: Part2Field[]): Errors<VerificationValues> {
  return collect<VerificationValues>(requiredFields.map((f) => [f, detailError(f, values)]));
}

const account = {
  username: ruleFor('RegisterRequest', 'username', 'Email'),
  password: ruleFor('RegisterRequest', 'password', 'Password', { pattern: PASSWORD_PATTERN_MESSAGE }),
};

/** The account form: an email, a password that meets the rule, the same password again, the terms accepted. */
export function accountErrors(values: AccountValues): Errors<AccountValues> {
  return collect<AccountValues>([
    ['username', account.username(values.username.trim())],
    ['password', account.password(values.password) ?? passwordContentError(values.password, values.username)],
    ['confirmPassword', values.confirmPassword === values.password ? null : 'The passwords do not match.'],
    ['agreeTerms', values.agreeTerms ? null : 'You must agree to the terms of use to create an account.'],
  ]);
}

const staff = {
  policyNumber: ruleFor('StaffVerificationRequest', 'policyNumber', 'Policy number', { pattern: POLICY_NUMBER_MESSAGE }),
  policyHolder: ruleFor('StaffVerificationRequest', 'policyHolder', 'Policyholder name', { pattern: POLICYHOLDER_MESSAGE }),
  driversLicenseNumber: ruleFor('StaffVerificationRequest', 'driversLicenseNumber', "Driver's license number", {
    pattern: LICENCE_MESSAGE,
    requiredOverride: true,
  }),
  dateOfBirth: ruleFor('StaffVerificationRequest', 'dateOfBirth', 'Date of birth', {
    pattern: DATE_MESSAGE,
    requiredOverride: true,
  }),
  zip: ruleFor('StaffVerificationRequest', 'zip', 'Billing zip code', { pattern: ZIP_MESSAGE }),
  employeeIdentificationNumber: ruleFor('StaffVerificationRequest', 'employeeIdentificationNumber', 'Last 4 of SSN/FEIN', {
    pattern: 'Enter the last 4 digits of your SSN or FEIN.',
    required: 'Enter the last 4 digits of your SSN or FEIN.',
  }),
  staffVerificationPhoneNumber: ruleFor('StaffVerificationRequest', 'staffVerificationPhoneNumber', 'Phone number', {
    pattern: 'Enter the phone number as 999-999-9999.',
  }),
  staffVerificationEmail: ruleFor('StaffVerificationRequest', 'staffVerificationEmail', 'Email'),
  staffVerificationPassword: ruleFor('StaffVerificationRequest', 'staffVerificationPassword', 'Password', {
    pattern: PASSWORD_PATTERN_MESSAGE,
  }),
};

/** The staff verification form (doc 1 §5): the policy details, and email and password each equal to its confirmation. */
export function staffErrors(values: StaffValues): Errors<StaffValues> {
  const needs = part2FieldsFor(values.policyNumber);
  return collect<StaffValues>([
    ['policyNumber', staff.policyNumber(values.policyNumber)],
    ['policyHolder', staff.policyHolder(values.policyHolder)],
    ['driversLicenseNumber', needs.includes('driversLicenseNumber') ? staff.driversLicenseNumber(values.driversLicenseNumber) : null],
    [
      'dateOfBirth',
      needs.includes('dateOfBirth') ? dateOfBirthError(values.dateOfBirth, staff.dateOfBirth) : null,
    ],
    ['zip', staff.zip(values.zip)],
    ['employeeIdentificationNumber', staff.employeeIdentificationNumber(values.employeeIdentificationNumber)],
    ['staffVerificationPhoneNumber', staff.staffVerificationPhoneNumber(values.staffVerificationPhoneNumber)],
    ['staffVerificationEmail', staff.staffVerificationEmail(values.staffVerificationEmail.trim())],
    [
      'staffVerificationEmailConfirmation',
      values.staffVerificationEmailConfirmation.trim() === values.staffVerificationEmail.trim()
        ? null
        : 'The email addresses do not match.',
    ],
    [
      'staffVerificationPassword',
      staff.staffVerificationPassword(values.staffVerificationPassword) ??
        passwordContentError(values.staffVerificationPassword, values.staffVerificationEmail),
    ],
    [
      'staffVerificationPasswordConfirmation',
      values.staffVerificationPasswordConfirmation === values.staffVerificationPassword ? null : 'The passwords do not match.',
    ],
  ]);
}
