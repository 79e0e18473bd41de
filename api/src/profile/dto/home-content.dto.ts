import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ReplyBoolField } from '../../common/validation/field.decorators';
import { AdvertisementDto, CustomerServiceContactDto } from '../../system';

/** Spec schema HomeContent. */
@ApiSchema({ name: 'HomeContent' })
export class HomeContentDto extends CustomerServiceContactDto {
  @ApiProperty({ type: AdvertisementDto, nullable: true, description: 'The advertisement, or null.' })
  advertisement: AdvertisementDto | null;

  @ReplyBoolField()
  showPaperlessPrompt: boolean;

  @ReplyBoolField()
  electronicAlertsEnabled: boolean;
}
