import type { AddPolicyRequest } from '@portal/generated-client';
import { proofErrors, proofFieldsFor, proofRules } from '@/features/policy-proof';

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
  return proofFieldsFor(policyNumber).filter((f): f is AddPolicyDetail => f !== 'zip');
}

const rules = proofRules('AddPolicyRequest');

/** The dialog's checks: the spec's constraints plus the per-type details of doc 1 §5. */
export function addPolicyErrors(values: AddPolicyValues): Partial<Record<keyof AddPolicyValues, string>> {
  return proofErrors(rules, values);
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
