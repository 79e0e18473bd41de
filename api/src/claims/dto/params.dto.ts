import { StringField } from '../../common/validation/field.decorators';

/** The {claimNumber} and {attachmentId} of /api/claim/{claimNumber}/attachments/{attachmentId} (spec operation downloadClaimAttachment). */
export class ClaimAttachmentParams {
  @StringField({
    label: 'Claim number',
    minLength: 8,
    maxLength: 8,
    pattern: /^C[0-9]{7}$/,
    patternMessage: 'Claim number must be C and seven digits.',
    description: 'Claim number.',
  })
  claimNumber: string;

  @StringField({ label: 'Attachment id', maxLength: 36, format: 'uuid', description: 'Attachment id.' })
  attachmentId: string;
}

const CLAIM_NUMBER = {
  label: 'Claim number',
  minLength: 7,
  maxLength: 8,
  pattern: /^[CP]?[0-9]{7}$/,
  patternMessage: 'Claim number must be seven digits, after C or P for a claim reported in the portal or pending.',
  description: "Claim number (the claims system's seven digits, P and seven digits while pending, or C and seven digits for a claim reported in the portal).",
} as const;

/** The {claimNumber} of /api/claim/{claimNumber} and /api/claim/{claimNumber}/documents. */
export class ClaimNumberParams {
  @StringField(CLAIM_NUMBER)
  claimNumber: string;
}

/** The {claimNumber} and {documentId} of /api/claim/{claimNumber}/documents/{documentId}. */
export class ClaimDocumentParams {
  @StringField(CLAIM_NUMBER)
  claimNumber: string;

  @StringField({ label: 'File id', maxLength: 36, format: 'uuid', description: 'File id.' })
  documentId: string;
}
