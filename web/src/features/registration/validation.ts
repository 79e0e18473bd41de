import { localizedRule } from '@/forms/localizedRule';
import { PASSWORD_BRAND_MESSAGE, PASSWORD_EMAIL_NAME_MESSAGE, passwordContentError } from '@/forms/passwordContent';
import type { AccountValues, Part2Field, StaffValues, VerificationValues } from './registrationFlow';
import { proofErrors, proofRules } from '@/features/policy-proof';
import { registrationRuleSentences as sentences, registrationText } from './i18n';

/**
 * The rules of the registration forms. Every pattern and length comes from the spec's
 * generated constraints (ruleFor); this file only adds labels, the sentences that explain a
 * pattern, and the rules the spec states in words (doc 1 §5: which details a policy type
 * needs, a real date of birth, equal confirmations). The messages are the catalogue's, in the
 * page's language at the moment a field is checked.
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

const t = () => registrationText();

/** The password content rules (forms/passwordContent.ts, the server's words) in the page's language. */
function passwordContent(password: string, email?: string): string | null {
  const error = passwordContentError(password, email);
  if (error === PASSWORD_BRAND_MESSAGE) return t()('password.brand');
  if (error === PASSWORD_EMAIL_NAME_MESSAGE) return t()('password.emailName');
  return error;
}

const account = {
  username: localizedRule('RegisterRequest', 'username', () => t()('account.email'), sentences),
  password: localizedRule('RegisterRequest', 'password', () => t()('account.password'), sentences, { pattern: () => t()('password.pattern') }),
};

/** The account form: an email, a password that meets the rule, the same password again, the terms accepted. */
export function accountErrors(values: AccountValues): Errors<AccountValues> {
  return collect<AccountValues>([
    ['username', account.username(values.username.trim())],
    ['password', account.password(values.password) ?? passwordContent(values.password, values.username)],
    ['confirmPassword', values.confirmPassword === values.password ? null : t()('password.differ')],
    ['agreeTerms', values.agreeTerms ? null : t()('account.mustAgree')],
  ]);
}

const staff = {
  employeeIdentificationNumber: localizedRule('StaffVerificationRequest', 'employeeIdentificationNumber', () => t()('staff.last4'), sentences, {
    pattern: () => t()('staff.last4Pattern'),
    required: () => t()('staff.last4Pattern'),
  }),
  staffVerificationPhoneNumber: localizedRule('StaffVerificationRequest', 'staffVerificationPhoneNumber', () => t()('staff.phoneName'), sentences, {
    pattern: () => t()('staff.phonePattern'),
  }),
  staffVerificationEmail: localizedRule('StaffVerificationRequest', 'staffVerificationEmail', () => t()('staff.email'), sentences),
  staffVerificationPassword: localizedRule('StaffVerificationRequest', 'staffVerificationPassword', () => t()('account.password'), sentences, {
    pattern: () => t()('password.pattern'),
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
        values.staffVerificationEmailConfirmation.trim() === values.staffVerificationEmail.trim() ? null : t()('staff.emailsDiffer'),
      ],
      [
        'staffVerificationPassword',
        staff.staffVerificationPassword(values.staffVerificationPassword) ?? passwordContent(values.staffVerificationPassword, values.staffVerificationEmail),
      ],
      [
        'staffVerificationPasswordConfirmation',
        values.staffVerificationPasswordConfirmation === values.staffVerificationPassword ? null : t()('password.differ'),
      ],
    ]),
  };
}
