import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { FieldLabel, ReplyBoolField, ReplyIntField, ReplyStringField, StringField } from '../../common/validation/field.decorators';
import { ADVERTISEMENT_SIZES, type AdvertisementSize } from '../../system';

const SIZE = {
  type: 'integer',
  format: 'int32',
  enum: [...ADVERTISEMENT_SIZES],
  minimum: 0,
  maximum: 3,
  description: '0 Tiny, 1 Mini, 2 Small, 3 Large.',
} as const;

/** Spec schema AdvertisementRequest. */
@ApiSchema({ name: 'AdvertisementRequest' })
export class AdvertisementRequestDto {
  @StringField({ label: 'Header', minLength: 1, maxLength: 200, pattern: /^[\s\S]*\S[\s\S]*$/, patternMessage: 'Header is required.' })
  header: string;

  @ApiProperty(SIZE)
  @FieldLabel('Size')
  @IsIn([...ADVERTISEMENT_SIZES], { message: 'Size must be one of 0 (Tiny), 1 (Mini), 2 (Small), 3 (Large).' })
  size: AdvertisementSize;

  @StringField({
    label: 'Active date',
    format: 'date',
    maxLength: 10,
    pattern: /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/,
    patternMessage: 'Active date must be a date such as 2026-11-26.',
  })
  activeOn: string;

  @StringField({ label: 'Body', minLength: 1, maxLength: 20000, pattern: /^[\s\S]*\S[\s\S]*$/, patternMessage: 'Body is required.' })
  bodyHtml: string;
}

/** The path of PUT and DELETE /api/admin/advertisement/{id}. */
export class AdvertisementIdParams {
  @StringField({ label: 'Advertisement', maxLength: 10, pattern: /^[1-9][0-9]{0,9}$/, patternMessage: 'Advertisement must be an advertisement id.' })
  id: string;
}

/** Spec schema AdminAdvertisement. */
@ApiSchema({ name: 'AdminAdvertisement' })
export class AdminAdvertisementDto {
  @ReplyIntField({ minimum: 1, maximum: 2147483647, format: 'int32' })
  id: number;

  @ReplyStringField({ minLength: 1, maxLength: 200 })
  header: string;

  @ApiProperty(SIZE)
  size: AdvertisementSize;

  @ReplyStringField({ format: 'date', maxLength: 10 })
  activeOn: string;

  @ReplyStringField({ maxLength: 20000 })
  bodyHtml: string;

  @ReplyBoolField()
  isActive: boolean;
}

/** Spec schema AdvertisementResetResult. */
@ApiSchema({ name: 'AdvertisementResetResult' })
export class AdvertisementResetResultDto {
  @ReplyIntField({ minimum: 0, maximum: 2147483647, format: 'int32' })
  customers: number;
}
