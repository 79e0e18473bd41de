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

export const REFUSALS: RefusalTable<PoliciesExceptionCode> = {
  [PoliciesExceptionCode.PolicyNotFound]: [404, 'Policy not found.'],
  [PoliciesExceptionCode.DocumentNotFound]: [404, 'Document not found.'],
  [PoliciesExceptionCode.AlreadyOnAccount]: [409, 'This policy is already on your account.'],
  [PoliciesExceptionCode.OnAnotherAccount]: [409, 'This policy is already on another portal account.'],
  [PoliciesExceptionCode.DetailsDoNotMatch]: [422, 'The details entered do not match the policy.'],
  [PoliciesExceptionCode.TooManyAttempts]: [422, `For help adding this policy, please contact Customer Service at ${CUSTOMER_SERVICE_PHONE}.`],
  [PoliciesExceptionCode.ChangedElsewhere]: [409, 'Your policies were changed in another window. Reload and try again.'],
};

export class PoliciesException extends refusalException(REFUSALS) {}
