import { ruleFor } from '@/forms/constraints';
import { passwordContentError } from '@/forms/passwordContent';
import { PASSWORD_PATTERN_MESSAGE } from '@/forms/serverErrors';
import type { AccountValues, Part2Field, StaffValues, VerificationValues } from './registrationFlow';
import { proofErrors, proofRules } from '@/features/policy-proof';

/**
 * The rules of the registration forms. Every pattern and length comes from the spec's
 * generated constraints (ruleFor); this file only adds labels, the sentences that explain a
 * pattern, and the rules the spec states in words (doc 1 §5: which details a policy type
 * needs, a real date of birth, equal confirmations).
 */

export type Errors<T> = Partial<Record<keyof T & string, string>>;

const verification = proofRules('PolicyVerificationRequest');
const staffProof = proofRules('StaffVerificationRequest');

function collect<T>(checks: [keyof T & string, string | null][]): Errors<T> {
  const errors: Errors<T> = {};
  for (const [field, error] of checks) if (error) errors[field] = error;
  return errors;
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
  return collect<VerificationValues>(requiredFields.map((f) => [f, verification.detail(f, values)]));
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
  return {
    ...proofErrors(staffProof, values),
    ...collect<StaffValues>([
      ['employeeIdentificationNumber', staff.employeeIdentificationNumber(values.employeeIdentificationNumber)],
      ['staffVerificationPhoneNumber', staff.staffVerificationPhoneNumber(values.staffVerificationPhoneNumber)],
      ['staffVerificationEmail', staff.staffVerificationEmail(values.staffVerificationEmail.trim())],
      [
        'staffVerificationEmailConfirmation',
        values.staffVerificationEmailConfirmation.trim() === values.staffVerificationEmail.trim() ? null : 'The email addresses do not match.',
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
    ]),
  };
}
