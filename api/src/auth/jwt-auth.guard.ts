import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ExtractJwt } from 'passport-jwt';
import { ADMIN_ONLY, IS_PUBLIC } from './auth.decorators';
import { AuthException, AuthExceptionCode } from './auth.exception';
import type { AuthenticatedUser } from './authenticated-user';
import { ACCESS_AUDIENCE, jwtFailureOf } from './jwt';

const fromBearerHeader = ExtractJwt.fromAuthHeaderAsBearerToken();

/** The bearer token of an Authorization header, or undefined (read as JwtStrategy reads it). */
export function bearerToken(header: unknown): string | undefined {
  return fromBearerHeader({ headers: { authorization: header } } as never) ?? undefined;
}

/** passport-jwt's failure when the request has no bearer token. */
const NO_TOKEN = 'No auth token';

/** The AuthException for a token passport-jwt refused (`info` is jsonwebtoken's error). */
function refusalOf(info: unknown): AuthException {
  if (info instanceof Error && info.message === NO_TOKEN) return new AuthException(AuthExceptionCode.TokenMissing, 'no bearer token');
  const reason = jwtFailureOf(info) ?? 'malformed';
  return new AuthException(reason === 'expired' ? AuthExceptionCode.TokenExpired : AuthExceptionCode.TokenInvalid, `${ACCESS_AUDIENCE} token: ${reason}`);
}

/**
 * The global guard (APP_GUARD): every handler needs a valid access token of a session that is
 * still open (JwtStrategy), unless it is @Public(). Passport puts the caller on request.user
 * (read it with @CurrentUser()); non-administrators are refused on @AdminOnly() handlers with 403.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) return true;
    return super.canActivate(context) as Promise<boolean>;
  }

  /**
   * passport is handed no response: with a callback and no sessions, passport-jwt never writes
   * one (no redirects, no challenges), and Fastify's reply is not the Node response passport's
   * other paths would expect. The guard then needs only the request of the context.
   */
  getResponse(): undefined {
    return undefined;
  }

  /**
   * passport's verdict. Errors from JwtStrategy.validate (an ended session, missing claims) and
   * database failures pass through as they are; tokens passport-jwt refused become 401
   * AuthExceptions; a verified customer on an @AdminOnly() handler gets 403.
   */
  override handleRequest<TUser = AuthenticatedUser>(err: Error | null | undefined, user: AuthenticatedUser | false | null, info: unknown, context: ExecutionContext): TUser {
    if (err) throw err;
    if (!user) throw refusalOf(info);
    if (this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, [context.getHandler(), context.getClass()]) && !user.isAdmin) {
      throw new AuthException(AuthExceptionCode.AdminOnly, `user ${user.userId} is not an administrator`);
    }
    return user as TUser;
  }
}
