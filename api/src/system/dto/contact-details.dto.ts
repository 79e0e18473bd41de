import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ReplyBoolField, ReplyStringField } from '../../common/validation/field.decorators';
import { type ChatMode } from '../chat-options.entity';
import { ChatModeProperty, HHMM } from './chat-options.dto';

/** Spec schema ChatAvailability: the server's decision (system/chat-availability.ts) and the hours it follows (the ChatOptions fields). */
@ApiSchema({ name: 'ChatAvailability' })
export class ChatAvailabilityDto {
  // The ChatOptions fields, declared again for the reply: ChatOptionsDto is also a request body, and its validators would come with it.
  @ChatModeProperty()
  mode: ChatMode;

  @ReplyStringField({ minLength: 5, maxLength: 5, pattern: HHMM })
  startTime: string;

  @ReplyStringField({ minLength: 5, maxLength: 5, pattern: HHMM })
  endTime: string;

  @ReplyBoolField()
  closedWeekends: boolean;

  @ReplyStringField({ format: 'uri', maxLength: 2048, nullable: true })
  chatUrl: string | null;

  @ReplyBoolField()
  available: boolean;

  @ReplyStringField({ format: 'date-time', maxLength: 40, nullable: true })
  nextChangeAt: string | null;
}

/** The customer-service numbers and addresses: the Contact Us dialog's and the home page's (HomeContent). */
export abstract class CustomerServiceContactDto {
  @ReplyStringField({ minLength: 10, maxLength: 10, pattern: /^[0-9]{10}$/ })
  customerServicePhone: string;

  @ReplyStringField({ minLength: 10, maxLength: 10, pattern: /^[0-9]{10}$/ })
  customerServiceFax: string;

  @ReplyStringField({ maxLength: 300, pattern: /^[\s\S]*$/ })
  mailingAddress: string;

  @ReplyStringField({ maxLength: 300, pattern: /^[\s\S]*$/ })
  streetAddress: string;
}

/** Spec schema ContactDetails: what the Contact Us dialog shows, public. */
@ApiSchema({ name: 'ContactDetails' })
export class ContactDetailsDto extends CustomerServiceContactDto {
  @ApiProperty({ type: ChatAvailabilityDto, description: 'Whether live chat is offered now.' })
  chat: ChatAvailabilityDto;
}
