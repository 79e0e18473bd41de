import { refusalException, type RefusalTable } from '../common/errors/app-exception';
import { CLAIM_MESSAGES } from './claim-catalog';

/**
 * Why the claims area refused a call (doc 4 §4, §5, §8, §9). The values are part of the API
 * (openapi ErrorCode); the messages are what the user reads. Another customer's policy answers
 * the policies area's POLICY_NOT_FOUND; a missing required field answers VALIDATION_FAILED with
 * the spec's messages in fieldErrors.
 */
export enum ClaimsExceptionCode {
  MultipartInvalid = 'CLAIM_MULTIPART_INVALID',
  AttachmentNotFound = 'CLAIM_ATTACHMENT_NOT_FOUND',
  AlreadySubmitted = 'CLAIM_ALREADY_SUBMITTED',
  FileTooLarge = 'CLAIM_FILE_TOO_LARGE',
  FilesTooLarge = 'CLAIM_FILES_TOO_LARGE',
  PolicyNotEligible = 'CLAIM_POLICY_NOT_ELIGIBLE',
  FileTypeRefused = 'CLAIM_FILE_TYPE_REFUSED',
  FileDuplicate = 'CLAIM_FILE_DUPLICATE',
  TooManyFiles = 'CLAIM_TOO_MANY_FILES',
  AgencyNoEmail = 'CLAIM_AGENCY_NO_EMAIL',
  NotFound = 'CLAIM_NOT_FOUND',
  DocumentNotFound = 'CLAIM_DOCUMENT_NOT_FOUND',
  DocumentsLimit = 'CLAIM_DOCUMENTS_LIMIT',
  NotOpen = 'CLAIM_NOT_OPEN',
  ItemNotFound = 'CLAIM_ITEM_NOT_FOUND',
  EventRefused = 'CLAIM_EVENT_REFUSED',
}

export const REFUSALS: RefusalTable<ClaimsExceptionCode> = {
  [ClaimsExceptionCode.MultipartInvalid]: [400, 'The claim must be sent as multipart/form-data with a command part.'],
  [ClaimsExceptionCode.AttachmentNotFound]: [404, 'No such attachment.'],
  [ClaimsExceptionCode.AlreadySubmitted]: [409, 'This claim was already submitted.'],
  [ClaimsExceptionCode.FileTooLarge]: [413, CLAIM_MESSAGES.fileTooLarge],
  [ClaimsExceptionCode.FilesTooLarge]: [413, CLAIM_MESSAGES.filesTooLarge],
  [ClaimsExceptionCode.PolicyNotEligible]: [422, 'Claims on this policy cannot be reported here. Please contact your agent.'],
  [ClaimsExceptionCode.FileTypeRefused]: [422, 'This type of file is not accepted.'],
  [ClaimsExceptionCode.FileDuplicate]: [422, CLAIM_MESSAGES.duplicate],
  [ClaimsExceptionCode.TooManyFiles]: [422, 'Attach at most 20 files.'],
  [ClaimsExceptionCode.AgencyNoEmail]: [422, 'The agency has no email address on record.'],
  [ClaimsExceptionCode.NotFound]: [404, 'No claim with this number is on your policies.'],
  [ClaimsExceptionCode.DocumentNotFound]: [404, 'No such document.'],
  [ClaimsExceptionCode.DocumentsLimit]: [413, "This claim's files would be over the 100 MB limit. Please send further files to your adjuster."],
  [ClaimsExceptionCode.NotOpen]: [422, 'This claim is closed, so documents can no longer be added. Please contact your adjuster.'],
  [ClaimsExceptionCode.ItemNotFound]: [422, "The requested item is not on this claim's checklist."],
  [ClaimsExceptionCode.EventRefused]: [422, 'The claims system refuses this event.'],
};

export class ClaimsException extends refusalException(REFUSALS) {}
