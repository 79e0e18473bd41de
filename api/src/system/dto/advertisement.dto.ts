import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ReplyIntField, ReplyStringField } from '../../common/validation/field.decorators';
import { ADVERTISEMENT_SIZES, type AdvertisementSize } from '../advertisement.entity';

/** Spec schema Advertisement: the advertisement to show (its HTML sanitised). */
@ApiSchema({ name: 'Advertisement' })
export class AdvertisementDto {
  @ReplyIntField({ minimum: 1, maximum: 2147483647, format: 'int32' })
  id: number;

  @ReplyStringField({ maxLength: 200, pattern: /^[\s\S]*$/ })
  header: string;

  @ApiProperty({ type: 'integer', format: 'int32', enum: [...ADVERTISEMENT_SIZES], minimum: 0, maximum: 3, description: '0 Tiny, 1 Mini, 2 Small, 3 Large.' })
  size: AdvertisementSize;

  @ReplyStringField({ maxLength: 20000, pattern: /^[\s\S]*$/ })
  bodyHtml: string;
}
