import { ApiSchema } from '@nestjs/swagger';
import { ReplyBoolField, ReplyStringField } from '../../common/validation/field.decorators';

/** Spec schema SystemInfoMessage (a reply: the decorators document it for the contract test). */
@ApiSchema({ name: 'SystemInfoMessage' })
export class SystemInfoMessageDto {
  @ReplyStringField({ minLength: 1, maxLength: 1000, pattern: /^[\s\S]*\S[\s\S]*$/ })
  message: string;

  @ReplyStringField({ format: 'date-time', maxLength: 40 })
  start: string;

  @ReplyStringField({ format: 'date-time', maxLength: 40, nullable: true })
  end: string | null;

  @ReplyBoolField()
  isActive: boolean;
}
