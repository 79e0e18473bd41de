import { ApiSchema } from '@nestjs/swagger';
import { BoolField, ReplyBoolField, ReplyStringField, StringField } from '../../common/validation/field.decorators';

/** Spec schema StaffVerificationDecision. */
@ApiSchema({ name: 'StaffVerificationDecision' })
export class StaffVerificationDecisionDto {
  @StringField({ label: 'Request', format: 'uuid', maxLength: 36, formatMessage: 'Request must be the id of a pending request.' })
  id: string;

  @BoolField({ label: 'Accepted' })
  accepted: boolean;

  @StringField({ label: 'Message to the requester', required: false, maxLength: 1000, nullable: true })
  messageToUser?: string | null;
}

/** Spec schema StaffVerificationItem. */
@ApiSchema({ name: 'StaffVerificationItem' })
export class StaffVerificationItemDto {
  @ReplyStringField({ format: 'uuid', maxLength: 36 })
  id: string;

  @ReplyStringField({ format: 'date-time', maxLength: 40 })
  timeStamp: string;

  @ReplyStringField({ maxLength: 10 })
  policyNumber: string;

  @ReplyStringField({ maxLength: 160 })
  policyHolder: string;

  @ReplyStringField({ maxLength: 4, nullable: true })
  driversLicenseNumber: string | null;

  @ReplyStringField({ maxLength: 5, nullable: true })
  zip: string | null;

  @ReplyStringField({ format: 'date', maxLength: 10, nullable: true })
  dateOfBirth: string | null;

  @ReplyStringField({ maxLength: 4 })
  employeeIdentificationNumber: string;

  @ReplyStringField({ maxLength: 254 })
  staffVerificationEmail: string;

  @ReplyStringField({ maxLength: 15 })
  staffVerificationPhoneNumber: string;

  @ReplyBoolField({ nullable: true })
  accepted: boolean | null;

  @ReplyStringField({ maxLength: 1000, nullable: true })
  messageToUser: string | null;
}
