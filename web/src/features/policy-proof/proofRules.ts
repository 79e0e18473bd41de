import type { PolicyVerificationResult } from '@portal/generated-client';
import en from '@/i18n/locales/en/policy-proof.json';
import { type Validator, ruleFor } from '@/forms/constraints';
import { checkDateOfBirth } from '@/forms/dates';
import { policyProofText } from './i18n';

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

/* The sentences in English (the catalogue's messages.*); the rules give them in the page's language. */
export const POLICYHOLDER_MESSAGE = en.messages.policyHolder;
export const POLICY_NUMBER_MESSAGE = en.messages.policyNumber;
export const LICENCE_MESSAGE = en.messages.licence;
export const ZIP_MESSAGE = en.messages.zip;
export const DATE_MESSAGE = en.messages.date;

type MessageKey = keyof typeof en.messages;
type LabelKey = Exclude<keyof typeof en.rules, 'required'>;

/**
 * A spec field's rule whose name, missing-value sentence and format sentence come from the
 * catalogue when the value is checked (rules are built once, at module load, by the forms that
 * use them; the language may change after).
 */
function proofRule(
  schema: ProofSchema,
  field: Parameters<typeof ruleFor<ProofSchema>>[1],
  label: LabelKey,
  pattern: MessageKey,
  requiredOverride?: boolean,
): Validator {
  return (value) => {
    const t = policyProofText();
    const name = t(`rules.${label}`);
    return ruleFor(schema, field, name, {
      required: t('rules.required', { label: name.toLowerCase() }),
      pattern: t(`messages.${pattern}`),
      requiredOverride,
    })(value);
  };
}

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
    driversLicenseNumber: proofRule(schema, 'driversLicenseNumber', 'licence', 'licence', true),
    dateOfBirth: proofRule(schema, 'dateOfBirth', 'dateOfBirth', 'date', true),
    zip: proofRule(schema, 'zip', 'zip', 'zip', true),
  };
  return {
    policyNumber: proofRule(schema, 'policyNumber', 'policyNumber', 'policyNumber'),
    policyHolder: proofRule(schema, 'policyHolder', 'policyHolder', 'policyHolder'),
    detail: (field, values) => {
      const value = values[field];
      if (field !== 'dateOfBirth') return detail[field](value);
      // A short or malformed date gets the one sentence that shows the expected form; a
      // well-formed one must also be a real past date (strict MM/DD/YYYY).
      if (!value) return detail.dateOfBirth(value);
      return detail.dateOfBirth(value) ? policyProofText()('messages.date') : checkDateOfBirth(value);
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
