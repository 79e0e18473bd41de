import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsUrl } from 'class-validator';
import { BoolField, FieldLabel, StringField } from '../../common/validation/field.decorators';
import { CHAT_MODES, type ChatMode } from '../chat-options.entity';

export const HHMM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** The schema of the chat mode, in ChatOptions and ChatAvailability alike. */
export function ChatModeProperty(): PropertyDecorator {
  return ApiProperty({
    type: 'integer',
    format: 'int32',
    enum: [...CHAT_MODES],
    minimum: 1,
    maximum: 3,
    description: '1 always on, 2 always off, 3 use the schedule.',
  });
}

/** Spec schema ChatOptions (the reply of GET and the body and reply of POST /api/admin/chatOptions). */
@ApiSchema({ name: 'ChatOptions' })
export class ChatOptionsDto {
  @ChatModeProperty()
  @FieldLabel('Mode')
  @IsIn([...CHAT_MODES], { message: `Mode must be one of ${CHAT_MODES.join(', ')}.` })
  mode: ChatMode;

  @StringField({ label: 'Start time', minLength: 5, maxLength: 5, pattern: HHMM, patternMessage: 'Start time must be a time such as 07:30.' })
  startTime: string;

  @StringField({ label: 'End time', minLength: 5, maxLength: 5, pattern: HHMM, patternMessage: 'End time must be a time such as 17:30.' })
  endTime: string;

  @BoolField({ label: 'Closed weekends' })
  closedWeekends: boolean;

  @StringField({ label: 'Chat address', format: 'uri', maxLength: 2048, nullable: true })
  // The web opens it in a new window: an https address only (never javascript: or data:).
  @IsUrl({ protocols: ['https'], require_protocol: true, require_tld: false }, { message: 'Chat address must be an https address.' })
  chatUrl: string | null;
}
