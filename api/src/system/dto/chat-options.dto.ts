import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { BoolField, StringField } from '../../common/validation/field.decorators';
import { CHAT_MODES, type ChatMode } from '../chat-options.entity';

const HHMM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** Spec schema ChatOptions. */
@ApiSchema({ name: 'ChatOptions' })
export class ChatOptionsDto {
  @ApiProperty({
    type: 'integer',
    format: 'int32',
    enum: [...CHAT_MODES],
    minimum: 1,
    maximum: 3,
    description: '1 always on, 2 always off, 3 use the schedule.',
  })
  @IsIn([...CHAT_MODES], { message: `Mode must be one of ${CHAT_MODES.join(', ')}.` })
  mode: ChatMode;

  @StringField({ minLength: 5, maxLength: 5, pattern: HHMM })
  startTime: string;

  @StringField({ minLength: 5, maxLength: 5, pattern: HHMM })
  endTime: string;

  @BoolField()
  closedWeekends: boolean;

  @StringField({ format: 'uri', maxLength: 2048, nullable: true })
  chatUrl: string | null;
}
