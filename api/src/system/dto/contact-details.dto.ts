import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { BoolField, StringField } from '../../common/validation/field.decorators';
import { CHAT_MODES, type ChatMode } from '../chat-options.entity';

const HHMM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** Spec schema ChatAvailability: the server's decision (system/chat-availability.ts) and the hours it follows. */
@ApiSchema({ name: 'ChatAvailability' })
export class ChatAvailabilityDto {
  @BoolField()
  available: boolean;

  @StringField({ format: 'uri', maxLength: 2048, nullable: true })
  chatUrl: string | null;

  @StringField({ format: 'date-time', maxLength: 40, nullable: true })
  nextChangeAt: string | null;

  @ApiProperty({ type: 'integer', format: 'int32', enum: [...CHAT_MODES], minimum: 1, maximum: 3, description: '1 always on, 2 always off, 3 by the hours.' })
  @IsIn([...CHAT_MODES], { message: `Mode must be one of ${CHAT_MODES.join(', ')}.` })
  mode: ChatMode;

  @StringField({ minLength: 5, maxLength: 5, pattern: HHMM })
  startTime: string;

  @StringField({ minLength: 5, maxLength: 5, pattern: HHMM })
  endTime: string;

  @BoolField()
  closedWeekends: boolean;
}

/** Spec schema ContactDetails: what the Contact Us dialog shows, public. */
@ApiSchema({ name: 'ContactDetails' })
export class ContactDetailsDto {
  @StringField({ minLength: 10, maxLength: 10, pattern: /^[0-9]{10}$/ })
  customerServicePhone: string;

  @StringField({ minLength: 10, maxLength: 10, pattern: /^[0-9]{10}$/ })
  customerServiceFax: string;

  @StringField({ maxLength: 300, pattern: /^[\s\S]*$/ })
  mailingAddress: string;

  @StringField({ maxLength: 300, pattern: /^[\s\S]*$/ })
  streetAddress: string;

  @ApiProperty({ type: ChatAvailabilityDto, description: 'Whether live chat is offered now.' })
  chat: ChatAvailabilityDto;
}
