import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ADMIN_ONLY, IS_PUBLIC, OWNER_ONLY, SIGN_IN_OPTIONAL } from './auth.decorators';
import { AuthException, AuthExceptionCode } from './auth.exception';
import type { AuthenticatedUser } from './authenticated-user';
import { ACCESS_AUDIENCE, JwtCodec, JwtError } from './jwt';
import { ImpersonationRefusals } from './impersonation-refusals';
import { SessionService } from './session.service';
import { userFromClaims, type AccessClaims } from './token.service';
import { isUuid } from './token-hash';

/** `<scheme> <value>`, as passport-jwt read it before (the first two runs of non-space characters). */
const AUTH_HEADER = /(\S+)\s+(\S+)/;

/** The bearer token of an Authorization header (scheme compared case-insensitively), or undefined. */
export function bearerToken(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = AUTH_HEADER.exec(header);
  return match && match[1].toLowerCase() === 'bearer' ? match[2] : undefined;
}

/**
 * The global guard (APP_GUARD): every handler needs a valid access token of a session that is
 * still open, unless it is @Public(). The token is verified once per request, here, by
 * JwtCodec (HS256 with the signing secret as a KeyObject, issuer, access audience and expiry;
 * sub, sid, iat and exp required), then its session is looked up, so logout and password
 * changes end access tokens at the next call. A @SignInOptional() handler is public but checks a
 * token that is sent. The caller goes on request.user (read it with
 * @CurrentUser()); non-administrators are refused on @AdminOnly() handlers with 403.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly codec: JwtCodec,
    private readonly sessions: SessionService,
    private readonly refusals: ImpersonationRefusals,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<{ headers: Record<string, unknown>; user?: AuthenticatedUser }>();
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) {
      // @SignInOptional(): a sent token is checked like any other; none leaves the caller anonymous.
      if (this.reflector.getAllAndOverride<boolean>(SIGN_IN_OPTIONAL, targets) && request.headers.authorization !== undefined) {
        request.user = await this.authenticate(bearerToken(request.headers.authorization));
      }
      return true;
    }
    const user = await this.authenticate(bearerToken(request.headers.authorization));
    // A staff member signed in as a customer (login-as) acts as that customer: never as staff.
    if (this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets)) {
      // A login-as session (of a customer, or an administrator's token with an act claim) is
      // recorded in the audit trail (the back office subscribes), then refused.
      if (user.actingStaffId !== undefined) {
        await this.refusals.report({ user, handler: context.getHandler().name, code: AuthExceptionCode.AdminOnly });
        throw new AuthException(AuthExceptionCode.AdminOnly, `user ${user.userId} is acted in by staff member ${user.actingStaffId}`);
      }
      if (!user.isAdmin) throw new AuthException(AuthExceptionCode.AdminOnly, `user ${user.userId} is not an administrator`);
      // Staff sessions must have been started with a second factor (issue 17): a stolen password alone opens no back office.
      if (!user.secondFactor)
        throw new AuthException(AuthExceptionCode.SecondFactorRequired, `staff session ${user.sessionId} was started without a second factor`);
    }
    if (user.actingStaffId !== undefined && this.reflector.getAllAndOverride<boolean>(OWNER_ONLY, targets)) {
      // Recorded in the audit trail (the back office subscribes), then refused.
      await this.refusals.report({ user, handler: context.getHandler().name, code: AuthExceptionCode.Impersonated });
      throw new AuthException(AuthExceptionCode.Impersonated, `user ${user.userId} is acted in by staff member ${user.actingStaffId}`);
    }
    request.user = user;
    return true;
  }

  /** The caller of an access token of an open session; AuthException (401) otherwise. Database failures pass through. */
  private async authenticate(token: string | undefined): Promise<AuthenticatedUser> {
    if (!token) throw new AuthException(AuthExceptionCode.TokenMissing, 'no bearer token');
    let claims: AccessClaims;
    try {
      claims = this.codec.verify(token, ACCESS_AUDIENCE) as AccessClaims;
    } catch (err) {
      if (!(err instanceof JwtError)) throw err;
      throw new AuthException(
        err.reason === 'expired' ? AuthExceptionCode.TokenExpired : AuthExceptionCode.TokenInvalid,
        `${ACCESS_AUDIENCE} token: ${err.reason}`,
      );
    }
    if (!isUuid(claims.sub) || !isUuid(claims.sid)) throw new AuthException(AuthExceptionCode.TokenInvalid, 'access token without sub or sid');
    if (!(await this.sessions.isActive(claims.sid, claims.sub)))
      throw new AuthException(AuthExceptionCode.SessionRevoked, `session ${claims.sid} is ended or not the subject's`);
    return userFromClaims(claims);
  }
}
