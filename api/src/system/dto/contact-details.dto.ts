import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { BoolField, StringField } from '../../common/validation/field.decorators';
import { ChatOptionsDto } from './chat-options.dto';

/** Spec schema ChatAvailability: the server's decision (system/chat-availability.ts) and the hours it follows (the ChatOptions fields). */
@ApiSchema({ name: 'ChatAvailability' })
export class ChatAvailabilityDto extends ChatOptionsDto {
  @BoolField()
  available: boolean;

  @StringField({ format: 'date-time', maxLength: 40, nullable: true })
  nextChangeAt: string | null;
}

/** The customer-service numbers and addresses: the Contact Us dialog's and the home page's (HomeContent). */
export abstract class CustomerServiceContactDto {
  @StringField({ minLength: 10, maxLength: 10, pattern: /^[0-9]{10}$/ })
  customerServicePhone: string;

  @StringField({ minLength: 10, maxLength: 10, pattern: /^[0-9]{10}$/ })
  customerServiceFax: string;

  @StringField({ maxLength: 300, pattern: /^[\s\S]*$/ })
  mailingAddress: string;

  @StringField({ maxLength: 300, pattern: /^[\s\S]*$/ })
  streetAddress: string;
}

/** Spec schema ContactDetails: what the Contact Us dialog shows, public. */
@ApiSchema({ name: 'ContactDetails' })
export class ContactDetailsDto extends CustomerServiceContactDto {
  @ApiProperty({ type: ChatAvailabilityDto, description: 'Whether live chat is offered now.' })
  chat: ChatAvailabilityDto;
}
