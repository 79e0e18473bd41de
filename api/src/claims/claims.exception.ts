import { type CodeOf, refusalCatalogue, refusalException } from '../common/errors/app-exception';
import { CLAIM_MESSAGES } from './claim-catalog';

/**
 * Why the claims area refused a call (doc 4 §4, §5, §8, §9). The values are part of the API
 * (openapi ErrorCode); the messages are what the user reads. Another customer's policy answers
 * the policies area's POLICY_NOT_FOUND; a missing required field answers VALIDATION_FAILED with
 * the spec's messages in fieldErrors.
 */
const CATALOGUE = refusalCatalogue({
  MultipartInvalid: ['CLAIM_MULTIPART_INVALID', 400, 'The claim must be sent as multipart/form-data with a command part.'],
  AttachmentNotFound: ['CLAIM_ATTACHMENT_NOT_FOUND', 404, 'No such attachment.'],
  AlreadySubmitted: ['CLAIM_ALREADY_SUBMITTED', 409, 'This claim was already submitted.'],
  FileTooLarge: ['CLAIM_FILE_TOO_LARGE', 413, CLAIM_MESSAGES.fileTooLarge],
  FilesTooLarge: ['CLAIM_FILES_TOO_LARGE', 413, CLAIM_MESSAGES.filesTooLarge],
  PolicyNotEligible: ['CLAIM_POLICY_NOT_ELIGIBLE', 422, 'Claims on this policy cannot be reported here. Please contact your agent.'],
  FileTypeRefused: ['CLAIM_FILE_TYPE_REFUSED', 422, 'This type of file is not accepted.'],
  FileDuplicate: ['CLAIM_FILE_DUPLICATE', 422, CLAIM_MESSAGES.duplicate],
  TooManyFiles: ['CLAIM_TOO_MANY_FILES', 422, 'Attach at most 20 files.'],
  AgencyNoEmail: ['CLAIM_AGENCY_NO_EMAIL', 422, 'The agency has no email address on record.'],
  NotFound: ['CLAIM_NOT_FOUND', 404, 'No claim with this number is on your policies.'],
  DocumentNotFound: ['CLAIM_DOCUMENT_NOT_FOUND', 404, 'No such document.'],
  DocumentsLimit: ['CLAIM_DOCUMENTS_LIMIT', 413, "This claim's files would be over the 100 MB limit. Please send further files to your adjuster."],
  NotOpen: ['CLAIM_NOT_OPEN', 422, 'This claim is closed, so documents can no longer be added. Please contact your adjuster.'],
  ItemNotFound: ['CLAIM_ITEM_NOT_FOUND', 422, "The requested item is not on this claim's checklist."],
  EventRefused: ['CLAIM_EVENT_REFUSED', 422, 'The claims system refuses this event.'],
});

export const ClaimsExceptionCode = CATALOGUE.codes;
export type ClaimsExceptionCode = CodeOf<typeof ClaimsExceptionCode>;

export const REFUSALS = CATALOGUE.table;

export class ClaimsException extends refusalException(REFUSALS) {}
