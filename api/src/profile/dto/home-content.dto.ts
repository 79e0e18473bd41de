import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { BoolField, StringField } from '../../common/validation/field.decorators';
import { AdvertisementDto } from '../../system';

/** Spec schema HomeContent. */
@ApiSchema({ name: 'HomeContent' })
export class HomeContentDto {
  @ApiProperty({ type: AdvertisementDto, nullable: true, description: 'The advertisement, or null.' })
  advertisement: AdvertisementDto | null;

  @BoolField()
  showPaperlessPrompt: boolean;

  @BoolField()
  electronicAlertsEnabled: boolean;

  @StringField({ minLength: 10, maxLength: 10, pattern: /^[0-9]{10}$/ })
  customerServicePhone: string;

  @StringField({ minLength: 10, maxLength: 10, pattern: /^[0-9]{10}$/ })
  customerServiceFax: string;

  @StringField({ maxLength: 300, pattern: /^[\s\S]*$/ })
  mailingAddress: string;

  @StringField({ maxLength: 300, pattern: /^[\s\S]*$/ })
  streetAddress: string;
}
