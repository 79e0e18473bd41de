import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AuthException, AuthExceptionCode } from './auth.exception';
import type { AuthenticatedUser } from './authenticated-user';
import { ACCESS_AUDIENCE, hasRequiredClaims, JWT_ISSUER } from './jwt';
import { JWT_SIGNING_SECRET } from './jwt-secret.module';
import { SessionService } from './session.service';
import { userFromClaims, type AccessClaims } from './token.service';
import { isUuid } from './token-hash';

/**
 * passport-jwt's 'jwt' strategy for access tokens: the bearer token of the Authorization
 * header, HS256 with the signing secret, issuer and the access audience checked, expiry
 * enforced. validate() then requires sub, sid, iat and exp and that the session is still open
 * and the subject's own, so logout and password changes end access tokens at the next call.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(JWT_SIGNING_SECRET) secret: string,
    private readonly sessions: SessionService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: secret,
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      audience: ACCESS_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  /** Claims jsonwebtoken verified; throws AuthException (the guard passes it on) when they do not describe an open session. */
  async validate(claims: unknown): Promise<AuthenticatedUser> {
    if (!hasRequiredClaims(claims)) throw new AuthException(AuthExceptionCode.TokenInvalid, `${ACCESS_AUDIENCE} token: claims`);
    const access = claims as AccessClaims;
    if (!isUuid(access.sub) || !isUuid(access.sid)) throw new AuthException(AuthExceptionCode.TokenInvalid, 'access token without sub or sid');
    if (!(await this.sessions.isActive(access.sid, access.sub))) throw new AuthException(AuthExceptionCode.SessionRevoked, `session ${access.sid} is ended or not the subject's`);
    return userFromClaims(access);
  }
}
