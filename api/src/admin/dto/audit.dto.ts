import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { EnumField, ReplyEnumField, ReplyIntField, ReplyStringField, StringField } from '../../common/validation/field.decorators';
import { AUDIT_OUTCOMES, type AuditOutcome } from '../audit/audit-entry.entity';
import { PagedReply } from '../../common/envelope/paged-reply';

/** The query of GET /api/admin/audit (every filter optional). */
export class AuditQueryDto {
  @StringField({
    label: 'Action',
    required: false,
    maxLength: 60,
    pattern: /^[A-Za-z:]+$/,
    patternMessage: 'Action must be letters (and colons) only, as the audit trail shows it.',
  })
  action?: string;

  @StringField({ label: 'Staff member', required: false, maxLength: 254 })
  actor?: string;

  @StringField({ label: 'Target', required: false, maxLength: 120 })
  target?: string;

  @EnumField({ label: 'Outcome', values: AUDIT_OUTCOMES, required: false })
  outcome?: AuditOutcome;

  @StringField({ label: 'From', required: false, format: 'date-time', maxLength: 40 })
  from?: string;

  @StringField({ label: 'To', required: false, format: 'date-time', maxLength: 40 })
  to?: string;

  @StringField({ label: 'Page', required: false, maxLength: 6, pattern: /^[1-9][0-9]{0,5}$/, patternMessage: 'Page must be a whole number from 1.' })
  page?: string;
}

/** Spec schema AuditEntry. */
@ApiSchema({ name: 'AuditEntry' })
export class AuditEntryDto {
  @ReplyStringField({ format: 'uuid', maxLength: 36 })
  id: string;

  @ReplyStringField({ format: 'date-time', maxLength: 40 })
  at: string;

  @ReplyStringField({ format: 'uuid', maxLength: 36 })
  actorId: string;

  @ReplyStringField({ maxLength: 254 })
  actorEmail: string;

  @ReplyStringField({ maxLength: 60 })
  action: string;

  @ReplyStringField({ maxLength: 120, nullable: true })
  target: string | null;

  @ReplyEnumField({ values: AUDIT_OUTCOMES })
  outcome: AuditOutcome;

  @ReplyIntField({ minimum: 100, maximum: 599, format: 'int32' })
  status: number;

  @ReplyStringField({ maxLength: 60, nullable: true })
  code: string | null;
}

/** Spec schema AuditPage. */
@ApiSchema({ name: 'AuditPage' })
export class AuditPageDto extends PagedReply(50) {
  @ApiProperty({ type: [AuditEntryDto], maxItems: 50, description: 'The entries of this page, newest first.' })
  items: AuditEntryDto[];
}
