import { ApiSchema } from '@nestjs/swagger';
import { BoolField, StringField } from '../../common/validation/field.decorators';

/** Spec schema SystemInfoMessage (a reply: the decorators document it for the contract test). */
@ApiSchema({ name: 'SystemInfoMessage' })
export class SystemInfoMessageDto {
  @StringField({ minLength: 1, maxLength: 1000, pattern: /^[\s\S]*\S[\s\S]*$/ })
  message: string;

  @StringField({ format: 'date-time', maxLength: 40 })
  start: string;

  @StringField({ format: 'date-time', maxLength: 40, nullable: true })
  end: string | null;

  @BoolField()
  isActive: boolean;
}
