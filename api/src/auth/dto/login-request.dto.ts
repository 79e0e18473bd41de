import { ApiSchema } from '@nestjs/swagger';
import { BoolField, StringField } from '../../common/validation/field.decorators';

/** Spec schema LoginRequest. */
@ApiSchema({ name: 'LoginRequest' })
export class LoginRequest {
  @StringField({
    label: 'Email / Username',
    minLength: 1,
    maxLength: 256,
    pattern: /^[\s\S]*\S[\s\S]*$/,
    patternMessage: 'Enter your email address or username.',
    example: 'demo@example.com',
  })
  username: string;

  @StringField({ label: 'Password', minLength: 1, maxLength: 128, pattern: /^[\s\S]*$/, example: 'Harbor-Light-42' })
  password: string;

  /** Optional (doc 1 §7 lists credentials only); left out means false. */
  @BoolField({ label: 'Remember me', required: false, example: false })
  rememberMe?: boolean;
}
