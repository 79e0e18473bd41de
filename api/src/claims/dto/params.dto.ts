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
