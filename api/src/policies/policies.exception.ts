import { type CodeOf, refusalCatalogue, refusalException } from '../common/errors/app-exception';
import { CUSTOMER_SERVICE_PHONE } from './contact';

export const POLICIES_MESSAGES = {
  policyNotFound: 'Policy not found.',
  documentNotFound: 'Document not found.',
  alreadyOnAccount: 'This policy is already on your account.',
  onAnotherAccount: 'This policy is already on another portal account.',
  changedElsewhere: 'Your policies were changed in another window. Reload and try again.',
  contactCustomerService: `For help adding this policy, please contact Customer Service at ${CUSTOMER_SERVICE_PHONE}.`,
} as const;

/**
 * Why the policies area refused a call: the code reaches the client (the reply's `code`, listed
 * in the spec's ErrorCode) and the log, the messages the user. Values are part of the API.
 */
const CATALOGUE = refusalCatalogue({
  PolicyNotFound: ['POLICY_NOT_FOUND', 404, POLICIES_MESSAGES.policyNotFound],
  DocumentNotFound: ['POLICY_DOCUMENT_NOT_FOUND', 404, POLICIES_MESSAGES.documentNotFound],
  AlreadyOnAccount: ['POLICY_ALREADY_ON_ACCOUNT', 409, POLICIES_MESSAGES.alreadyOnAccount],
  OnAnotherAccount: ['POLICY_ON_ANOTHER_ACCOUNT', 409, POLICIES_MESSAGES.onAnotherAccount],
  DetailsDoNotMatch: ['POLICY_DETAILS_DO_NOT_MATCH', 422, 'The details entered do not match the policy.'],
  /** Add policy is locked after MAX_ADD_POLICY_FAILURES failed attempts: the web hides Add on this code. */
  TooManyAttempts: ['POLICY_ADD_LOCKED', 422, POLICIES_MESSAGES.contactCustomerService],
  /** Another request linked or unlinked the policy while this one was adding it. */
  ChangedElsewhere: ['POLICY_CHANGED_ELSEWHERE', 409, POLICIES_MESSAGES.changedElsewhere],
});

export const PoliciesExceptionCode = CATALOGUE.codes;
export type PoliciesExceptionCode = CodeOf<typeof PoliciesExceptionCode>;

export const REFUSALS = CATALOGUE.table;

export class PoliciesException extends refusalException(REFUSALS) {}
