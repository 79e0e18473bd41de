import type { PolicyVerificationResult } from '@portal/generated-client';
import { type Validator, ruleFor } from '@/forms/constraints';
import { checkDateOfBirth } from '@/forms/dates';

/**
 * The details that prove a policy is the user's (doc 1 §5), asked the same way by registration
 * (parts 1 and 2, staff verification) and Add Policy, and soon by one-time payment: the policy
 * number and policyholder, then a driver's licence (PPA) or date of birth (HOM, PUP), and
 * every type's billing zip. Patterns and lengths come from the spec; this module adds the
 * labels and the sentences that explain them.
 */

/** A detail of part 2: the server names these in `requiredFields`. */
export type PolicyProofField = PolicyVerificationResult['requiredFields'][number];

/** Which details a policy type asks for (doc 1 §5): PPA a licence number, HOM and PUP a date of birth, every type a billing zip. */
export function proofFieldsFor(policyNumber: string): PolicyProofField[] {
  const prefix = policyNumber.slice(0, 3).toUpperCase();
  if (prefix === 'PPA') return ['driversLicenseNumber', 'zip'];
  if (prefix === 'HOM' || prefix === 'PUP') return ['dateOfBirth', 'zip'];
  return ['zip'];
}

export const POLICYHOLDER_MESSAGE = 'Enter the policyholder name (without < or >).';
export const POLICY_NUMBER_MESSAGE = 'Enter the policy number as three letters and seven digits, such as PPA1000101.';
export const LICENCE_MESSAGE = "Enter the driver's license number with letters and digits only, no dashes.";
export const ZIP_MESSAGE = 'Enter the 5-digit billing zip code.';
export const DATE_MESSAGE = 'Enter the date of birth as MM/DD/YYYY, such as 04/17/1984.';

/** The requests that carry the proof fields. */
export type ProofSchema = 'PolicyVerificationRequest' | 'StaffVerificationRequest' | 'AddPolicyRequest';

export interface ProofValues {
  policyNumber: string;
  policyHolder: string;
  driversLicenseNumber: string;
  dateOfBirth: string;
  zip: string;
}

export interface ProofRules {
  policyNumber: Validator;
  policyHolder: Validator;
  /** Every detail, required when asked (the spec makes them optional as only one type needs each). */
  detail: (field: PolicyProofField, values: Pick<ProofValues, PolicyProofField>) => string | null;
}

/** The rules of the proof fields of one request schema. */
export function proofRules(schema: ProofSchema): ProofRules {
  const detail = {
    driversLicenseNumber: ruleFor(schema, 'driversLicenseNumber', "Driver's license number", {
      pattern: LICENCE_MESSAGE,
      requiredOverride: true,
    }),
    dateOfBirth: ruleFor(schema, 'dateOfBirth', 'Date of birth', { pattern: DATE_MESSAGE, requiredOverride: true }),
    zip: ruleFor(schema, 'zip', 'Billing zip code', { pattern: ZIP_MESSAGE, requiredOverride: true }),
  };
  return {
    policyNumber: ruleFor(schema, 'policyNumber', 'Policy number', { pattern: POLICY_NUMBER_MESSAGE }),
    policyHolder: ruleFor(schema, 'policyHolder', 'Policyholder name', { pattern: POLICYHOLDER_MESSAGE }),
    detail: (field, values) => {
      const value = values[field];
      if (field !== 'dateOfBirth') return detail[field](value);
      // A short or malformed date gets the one sentence that shows the expected form; a
      // well-formed one must also be a real past date (strict MM/DD/YYYY).
      if (!value) return detail.dateOfBirth(value);
      return detail.dateOfBirth(value) ? DATE_MESSAGE : checkDateOfBirth(value);
    },
  };
}

/** Errors of the proof fields a policy number asks for, as a Mantine `validate` result. */
export function proofErrors(rules: ProofRules, values: ProofValues, fields = proofFieldsFor(values.policyNumber)) {
  const errors: Partial<Record<keyof ProofValues, string>> = {};
  const policyNumber = rules.policyNumber(values.policyNumber);
  const policyHolder = rules.policyHolder(values.policyHolder);
  if (policyNumber) errors.policyNumber = policyNumber;
  if (policyHolder) errors.policyHolder = policyHolder;
  for (const field of fields) {
    const error = rules.detail(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}
