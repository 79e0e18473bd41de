import { ApiSchema } from '@nestjs/swagger';
import { StringField } from '../../common/validation/field.decorators';
import { JWT_PATTERN, REMEMBER_ME_RULE } from './auth-session.dto';

/** Spec schema LogoutRequest: what to revoke besides the session of the access token. */
@ApiSchema({ name: 'LogoutRequest' })
export class LogoutRequest {
  @StringField({ required: false, minLength: 20, maxLength: 4096, pattern: JWT_PATTERN })
  refreshToken?: string;

  @StringField({ required: false, ...REMEMBER_ME_RULE })
  rememberMe?: string;
}
