import { ApiSchema } from '@nestjs/swagger';
import { StringField } from '../../common/validation/field.decorators';
import { JWT_PATTERN, REMEMBER_ME_RULE } from './auth-session.dto';

/** Spec schema LogoutRequest: what to revoke besides the session of the access token. */
@ApiSchema({ name: 'LogoutRequest' })
export class LogoutRequest {
  @StringField({
    label: 'Refresh token',
    required: false,
    minLength: 20,
    maxLength: 4096,
    pattern: JWT_PATTERN,
    patternMessage: 'Refresh token must be the refresh token issued at sign-in.',
  })
  refreshToken?: string;

  @StringField({
    label: 'Remember-me credential',
    required: false,
    ...REMEMBER_ME_RULE,
    patternMessage: 'Remember-me credential must be the credential issued at sign-in.',
  })
  rememberMe?: string;
}
