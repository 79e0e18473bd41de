import type { AddPolicyRequest } from '@portal/generated-client';
import { ruleFor } from '../../forms/constraints';
import { checkDateOfBirth } from '../../forms/masks';
import { part2FieldsFor } from '../registration/registrationFlow';

/** The add-policy dialog's values (doc 1 §3 "New policy"). */
export interface AddPolicyValues {
  policyNumber: string;
  policyHolder: string;
  driversLicenseNumber: string;
  dateOfBirth: string;
  zip: string;
}

export const EMPTY_ADD_POLICY: AddPolicyValues = {
  policyNumber: '',
  policyHolder: '',
  driversLicenseNumber: '',
  dateOfBirth: '',
  zip: '',
};

export type AddPolicyDetail = 'driversLicenseNumber' | 'dateOfBirth';

/** Which extra detail a policy number needs (doc 1 §5): PPA a licence, HOM and PUP a date of birth. */
export function addPolicyDetails(policyNumber: string): AddPolicyDetail[] {
  return part2FieldsFor(policyNumber).filter((f): f is AddPolicyDetail => f !== 'zip');
}

const DATE_MESSAGE = 'Enter the date of birth as MM/DD/YYYY, such as 04/17/1984.';

const rules = {
  policyNumber: ruleFor('AddPolicyRequest', 'policyNumber', 'Policy number', {
    pattern: 'Enter the policy number as three letters and seven digits, such as PPA1000101.',
  }),
  policyHolder: ruleFor('AddPolicyRequest', 'policyHolder', 'Policyholder name', { pattern: 'Enter the policyholder name (without < or >).' }),
  driversLicenseNumber: ruleFor('AddPolicyRequest', 'driversLicenseNumber', "Driver's license number", {
    pattern: "Enter the driver's license number with letters and digits only, no dashes.",
    requiredOverride: true,
  }),
  dateOfBirth: ruleFor('AddPolicyRequest', 'dateOfBirth', 'Date of birth', { pattern: DATE_MESSAGE, requiredOverride: true }),
  zip: ruleFor('AddPolicyRequest', 'zip', 'Billing zip code', { pattern: 'Enter the 5-digit billing zip code.' }),
};

/** The dialog's checks: the spec's constraints plus the per-type details of doc 1 §5. */
export function addPolicyErrors(values: AddPolicyValues): Partial<Record<keyof AddPolicyValues, string>> {
  const needs = addPolicyDetails(values.policyNumber);
  const errors: Partial<Record<keyof AddPolicyValues, string>> = {};
  const set = (field: keyof AddPolicyValues, error: string | null) => {
    if (error) errors[field] = error;
  };
  set('policyNumber', rules.policyNumber(values.policyNumber));
  set('policyHolder', rules.policyHolder(values.policyHolder));
  if (needs.includes('driversLicenseNumber')) set('driversLicenseNumber', rules.driversLicenseNumber(values.driversLicenseNumber));
  if (needs.includes('dateOfBirth')) {
    const v = values.dateOfBirth;
    set('dateOfBirth', !v ? rules.dateOfBirth(v) : rules.dateOfBirth(v) ? DATE_MESSAGE : checkDateOfBirth(v));
  }
  set('zip', rules.zip(values.zip));
  return errors;
}

/** The request: only the details the policy type asks for, the holder trimmed. */
export function addPolicyRequest(values: AddPolicyValues): AddPolicyRequest {
  const needs = addPolicyDetails(values.policyNumber);
  return {
    policyNumber: values.policyNumber.toUpperCase(),
    policyHolder: values.policyHolder.trim(),
    ...(needs.includes('driversLicenseNumber') ? { driversLicenseNumber: values.driversLicenseNumber } : {}),
    ...(needs.includes('dateOfBirth') ? { dateOfBirth: values.dateOfBirth } : {}),
    zip: values.zip,
  };
}
