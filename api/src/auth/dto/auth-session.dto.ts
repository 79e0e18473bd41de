import { ApiSchema } from '@nestjs/swagger';
import { ReplyStringField } from '../../common/validation/field.decorators';

export const JWT_PATTERN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
/** A remember-me credential: 32 random bytes, base64url (43 characters). */
export const REMEMBER_ME_RULE = { minLength: 20, maxLength: 200, pattern: /^[A-Za-z0-9_-]+$/ } as const;

/** Spec schema AuthSession: the reply of login, jwt/refresh and jwt/remember. */
@ApiSchema({ name: 'AuthSession' })
export class AuthSessionDto {
  @ReplyStringField({ minLength: 20, maxLength: 4096, pattern: JWT_PATTERN })
  token: string;

  @ReplyStringField({ minLength: 20, maxLength: 4096, pattern: JWT_PATTERN })
  refreshToken: string;

  @ReplyStringField({ format: 'date-time', maxLength: 40 })
  expiresAt: string;

  @ReplyStringField({ format: 'date-time', maxLength: 40 })
  refreshExpiresAt: string;

  @ReplyStringField({ format: 'date-time', maxLength: 40 })
  tokenDate: string;

  @ReplyStringField({ ...REMEMBER_ME_RULE, nullable: true })
  rememberMe: string | null;

  @ReplyStringField({ minLength: 1, maxLength: 256, pattern: /^[\s\S]*\S[\s\S]*$/ })
  username: string;
}
