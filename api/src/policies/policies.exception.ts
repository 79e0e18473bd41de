import { refusalException, type RefusalTable } from '../common/errors/app-exception';
import { CUSTOMER_SERVICE_PHONE } from './contact';

/**
 * Why the policies area refused a call: the code reaches the client (the reply's `code`, listed
 * in the spec's ErrorCode) and the log, the messages the user. Values are part of the API.
 */
export enum PoliciesExceptionCode {
  PolicyNotFound = 'POLICY_NOT_FOUND',
  DocumentNotFound = 'POLICY_DOCUMENT_NOT_FOUND',
  AlreadyOnAccount = 'POLICY_ALREADY_ON_ACCOUNT',
  OnAnotherAccount = 'POLICY_ON_ANOTHER_ACCOUNT',
  DetailsDoNotMatch = 'POLICY_DETAILS_DO_NOT_MATCH',
  /** Add policy is locked after MAX_ADD_POLICY_FAILURES failed attempts: the web hides Add on this code. */
  TooManyAttempts = 'POLICY_ADD_LOCKED',
  /** Another request linked or unlinked the policy while this one was adding it. */
  ChangedElsewhere = 'POLICY_CHANGED_ELSEWHERE',
}

export const POLICIES_MESSAGES = {
  policyNotFound: 'Policy not found.',
  documentNotFound: 'Document not found.',
  alreadyOnAccount: 'This policy is already on your account.',
  onAnotherAccount: 'This policy is already on another portal account.',
  changedElsewhere: 'Your policies were changed in another window. Reload and try again.',
  contactCustomerService: `For help adding this policy, please contact Customer Service at ${CUSTOMER_SERVICE_PHONE}.`,
} as const;

export const REFUSALS: RefusalTable<PoliciesExceptionCode> = {
  [PoliciesExceptionCode.PolicyNotFound]: [404, POLICIES_MESSAGES.policyNotFound],
  [PoliciesExceptionCode.DocumentNotFound]: [404, POLICIES_MESSAGES.documentNotFound],
  [PoliciesExceptionCode.AlreadyOnAccount]: [409, POLICIES_MESSAGES.alreadyOnAccount],
  [PoliciesExceptionCode.OnAnotherAccount]: [409, POLICIES_MESSAGES.onAnotherAccount],
  [PoliciesExceptionCode.DetailsDoNotMatch]: [422, 'The details entered do not match the policy.'],
  [PoliciesExceptionCode.TooManyAttempts]: [422, POLICIES_MESSAGES.contactCustomerService],
  [PoliciesExceptionCode.ChangedElsewhere]: [409, POLICIES_MESSAGES.changedElsewhere],
};

export class PoliciesException extends refusalException(REFUSALS) {}
