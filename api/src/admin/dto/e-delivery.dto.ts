import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ValidateBy, type ValidationOptions } from 'class-validator';
import { FieldLabel, IntField, ReplyBoolField, ReplyIntField, ReplyStringField, StringField } from '../../common/validation/field.decorators';
import type { UpdateCount } from '../e-delivery-sync';
import { PagedReply } from '../../common/envelope/paged-reply';

export const MAX_UPDATE_COUNT = 1_000_000;

/** The bulk sync prompt's answer: a whole number of members from 1, or ALL. */
export function isUpdateCount(value: unknown): value is UpdateCount {
  return value === 'ALL' || (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_UPDATE_COUNT);
}

function IsUpdateCount(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isUpdateCount', validator: { validate: isUpdateCount } }, options);
}

/** Spec schema BulkEDeliveryRequest. */
@ApiSchema({ name: 'BulkEDeliveryRequest' })
export class BulkEDeliveryRequestDto {
  @ApiProperty({
    description: 'A number of members (1 to 1,000,000) or `ALL`.',
    oneOf: [
      { type: 'integer', format: 'int32', minimum: 1, maximum: MAX_UPDATE_COUNT },
      { type: 'string', enum: ['ALL'] },
    ],
    example: 50,
  })
  @FieldLabel('Number of users')
  @IsUpdateCount({ message: 'Number of users must be a whole number from 1 to 1,000,000, or ALL.' })
  updateCount: UpdateCount;
}

/** Spec schema EDeliveryDiscrepancyRequest. */
@ApiSchema({ name: 'EDeliveryDiscrepancyRequest' })
export class EDeliveryDiscrepancyRequestDto {
  @IntField({ label: 'Page', required: false, minimum: 1, maximum: 100000, format: 'int32' })
  page?: number;
}

/** Spec schema EDeliveryDiscrepancyPolicy. */
@ApiSchema({ name: 'EDeliveryDiscrepancyPolicy' })
export class EDeliveryDiscrepancyPolicyDto {
  @ReplyStringField({ maxLength: 10 })
  policyNumber: string;

  @ReplyBoolField()
  coreDelivery: boolean;
}

/** Spec schema EDeliveryDiscrepancy. */
@ApiSchema({ name: 'EDeliveryDiscrepancy' })
export class EDeliveryDiscrepancyDto {
  @ReplyStringField({ format: 'uuid', maxLength: 36 })
  userId: string;

  @ReplyStringField({ maxLength: 254 })
  userName: string;

  @ReplyStringField({ maxLength: 254 })
  email: string;

  @ReplyStringField({ maxLength: 120 })
  name: string;

  @ReplyBoolField()
  portalDelivery: boolean;

  @ApiProperty({ type: [EDeliveryDiscrepancyPolicyDto], maxItems: 1000, description: 'The policies whose record differs.' })
  policies: EDeliveryDiscrepancyPolicyDto[];
}

/** Spec schema EDeliveryDiscrepancyPage. */
@ApiSchema({ name: 'EDeliveryDiscrepancyPage' })
export class EDeliveryDiscrepancyPageDto extends PagedReply(50) {
  @ApiProperty({ type: [EDeliveryDiscrepancyDto], maxItems: 50, description: 'The members of this page, by username.' })
  items: EDeliveryDiscrepancyDto[];
}

/** Spec schema LogFile. */
@ApiSchema({ name: 'LogFile' })
export class LogFileDto {
  @ReplyStringField({ maxLength: 100 })
  name: string;

  @ReplyIntField({ minimum: 0, maximum: 1099511627776, format: 'int64' })
  size: number;

  @ReplyStringField({ format: 'date-time', maxLength: 40 })
  modified: string;
}

/** The query of GET /api/admin/logfiles/download. */
export class LogFileQueryDto {
  @StringField({ label: 'Name', maxLength: 200 })
  name: string;
}
