import type { PolicyVerificationRequest, PolicyVerificationResult, RegisterRequest, StaffVerificationRequest } from '@portal/generated-client';
import { type PolicyProofField, proofFieldsFor } from '@/features/policy-proof';

export { type RegistrationSearch, parseRegistrationSearch } from './search';

/**
 * The registration journey of doc 1 §4 "Registration" as plain data, so every rule can be
 * tested without a browser: part 1 (policy number and policyholder), part 2 (the details the
 * policy type needs), account creation, and the staff verification detour.
 */

/** Failed verifications before only staff verification is offered (doc 1 §9). */
export const MAX_VERIFICATION_ATTEMPTS = 3;

export type Part2Field = PolicyProofField;

/** What the user typed to verify the policy (doc 1 §3 Policy verification data). */
export interface VerificationValues {
  policyNumber: string;
  policyHolder: string;
  driversLicenseNumber: string;
  dateOfBirth: string;
  zip: string;
}

export type VerificationPart = 'part1' | 'part2';

export type RegistrationView =
  | { step: 'part1' }
  | { step: 'part2'; requiredFields: Part2Field[] }
  /** A not-valid result; `retryTo` is where 'back and try again' returns (with the same fields). */
  | { step: 'failed'; result: PolicyVerificationResult; retryTo: Exclude<RegistrationView, { step: 'failed' }> }
  | { step: 'account'; policyNumber: string; policyHolder: string; verificationToken: string }
  | { step: 'registered'; email: string }
  /** The staff form; `failure` is set when three failures sent the user here. */
  | { step: 'staff'; failure?: PolicyVerificationResult }
  | { step: 'staffDone' };

/** The step number the stepper shows: 0 verify, 1 create account, 2 done. */
export function stepperIndex(view: RegistrationView): number {
  switch (view.step) {
    case 'part1':
    case 'part2':
    case 'failed':
    case 'staff':
      return 0;
    case 'account':
      return 1;
    case 'registered':
    case 'staffDone':
      return 2;
    default: {
      const unreachable: never = view;
      return unreachable;
    }
  }
}

/** 'back and try again' is offered only while fewer than 3 verifications failed (doc 1 §4). */
export function canRetry(result: PolicyVerificationResult): boolean {
  return !result.requiresStaffVerification && result.registrationFailureCount < MAX_VERIFICATION_ATTEMPTS;
}

/** How many tries are left before only staff verification is offered. */
export function attemptsLeft(result: PolicyVerificationResult): number {
  return Math.max(0, MAX_VERIFICATION_ATTEMPTS - result.registrationFailureCount);
}

/** The details a policy type asks for (doc 1 §5); the rule lives in policy-proof. */
export const part2FieldsFor = proofFieldsFor;

/** Part 2 asks what the server says the policy needs; the zip is asked of every type whatever it says. */
export function part2Fields(result: PolicyVerificationResult): Part2Field[] {
  const order: Part2Field[] = ['driversLicenseNumber', 'dateOfBirth', 'zip'];
  const wanted = new Set<Part2Field>([...result.requiredFields, 'zip']);
  return order.filter((f) => wanted.has(f));
}

function failure(result: PolicyVerificationResult, retryTo: Exclude<RegistrationView, { step: 'failed' }>): RegistrationView {
  if (result.requiresStaffVerification) return { step: 'staff', failure: result };
  return { step: 'failed', result, retryTo };
}

/** Where part 1's answer leads: part 2, the failure box, or (after 3 failures) the staff form. */
export function afterPart1(result: PolicyVerificationResult): RegistrationView {
  if (result.isValid && result.verifiedPart1) return { step: 'part2', requiredFields: part2Fields(result) };
  return failure(result, { step: 'part1' });
}

/** Where part 2's answer leads: account creation with the verification token, or a failure. */
export function afterPart2(result: PolicyVerificationResult, values: VerificationValues, requiredFields: Part2Field[]): RegistrationView {
  if (result.isValid && result.verifiedPart2 && result.verificationToken) {
    return {
      step: 'account',
      policyNumber: values.policyNumber,
      policyHolder: values.policyHolder.trim(),
      verificationToken: result.verificationToken,
    };
  }
  return failure(result, { step: 'part2', requiredFields });
}

/** The body of verifypolicy: part 1 sends only the policy number and policyholder. */
export function part1Request(values: VerificationValues): PolicyVerificationRequest {
  return { policyNumber: values.policyNumber, policyHolder: values.policyHolder.trim() };
}

/** The body of verifyfullpolicy: part 1's fields plus only the details this policy type needs. */
export function part2Request(values: VerificationValues, requiredFields: Part2Field[]): PolicyVerificationRequest {
  const request: PolicyVerificationRequest = part1Request(values);
  for (const field of requiredFields) request[field] = values[field];
  return request;
}

/** The account form (doc 1 §3 Registration user). */
export interface AccountValues {
  username: string;
  password: string;
  confirmPassword: string;
  agreeTerms: boolean;
}

/** Create Account is enabled only when both passwords are entered and equal and the terms are accepted (doc 1 §5). */
export function canCreateAccount(values: Pick<AccountValues, 'password' | 'confirmPassword' | 'agreeTerms'>): boolean {
  return !!values.password && !!values.confirmPassword && values.password === values.confirmPassword && values.agreeTerms;
}

export function registerRequest(values: AccountValues, verified: { policyNumber: string; policyHolder: string; verificationToken: string }): RegisterRequest {
  return {
    username: values.username.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    agreeTerms: true,
    policyNumber: verified.policyNumber,
    policyHolder: verified.policyHolder,
    verificationToken: verified.verificationToken,
  };
}

/** The staff verification form ('Having problems?'). */
export interface StaffValues extends VerificationValues {
  employeeIdentificationNumber: string;
  staffVerificationPhoneNumber: string;
  staffVerificationEmail: string;
  staffVerificationEmailConfirmation: string;
  staffVerificationPassword: string;
  staffVerificationPasswordConfirmation: string;
}

/** The body of verifybystaff: the licence or date of birth only when the policy type asks for it. */
export function staffRequest(values: StaffValues): StaffVerificationRequest {
  const needs = part2FieldsFor(values.policyNumber);
  return {
    policyNumber: values.policyNumber,
    policyHolder: values.policyHolder.trim(),
    ...(needs.includes('driversLicenseNumber') ? { driversLicenseNumber: values.driversLicenseNumber } : {}),
    ...(needs.includes('dateOfBirth') ? { dateOfBirth: values.dateOfBirth } : {}),
    zip: values.zip,
    employeeIdentificationNumber: values.employeeIdentificationNumber,
    staffVerificationPhoneNumber: values.staffVerificationPhoneNumber,
    staffVerificationEmail: values.staffVerificationEmail.trim(),
    staffVerificationEmailConfirmation: values.staffVerificationEmailConfirmation.trim(),
    staffVerificationPassword: values.staffVerificationPassword,
    staffVerificationPasswordConfirmation: values.staffVerificationPasswordConfirmation,
  };
}
