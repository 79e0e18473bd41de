import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.token';
import { recordSignIn, User, UserPolicy } from '../users';
import { AuthException, AuthExceptionCode } from './auth.exception';
import type { AuthenticatedUser } from './authenticated-user';
import { AuthSessionDto } from './dto/auth-session.dto';
import { RefreshToken } from './entities/refresh-token.entity';
import { RememberMeCredential } from './entities/remember-me-credential.entity';
import { SessionFamily } from './entities/session-family.entity';
import { ACCESS_AUDIENCE, JwtCodec, JwtError, JWT_ISSUER, REFRESH_AUDIENCE, type JwtClaims } from './jwt';
import { SessionService } from './session.service';
import { isUuid, randomCredential, sha256Hex } from './token-hash';
import { AMR, hasSecondFactor } from './second-factor-rules';

/** The value of the policies claim that marks an administrator (doc 1 §6). */
export const ADMIN_POLICY = 'admin';

export interface IssueOptions {
  rememberMe: boolean;
  /** RFC 8176 methods of this sign-in (claim `amr`); ["pwd"] when left out. */
  amr?: readonly string[];
  userAgent?: string;
  ip?: string;
}

/** Claims of an access token (doc 1 §3 Session) besides iss, aud, sub, iat and exp. */
export interface AccessClaims extends JwtClaims {
  sid: string;
  policies: string | string[];
  given_name: string;
  family_name: string;
  full_name: string;
  locale: string;
  email_address: string;
  /** RFC 8176 authentication methods of the sign-in (second-factor-rules.ts AMR). */
  amr?: string[];
  /** RFC 8693 actor: the staff member signed in as the customer (login-as); absent on a customer's own session. */
  act?: { sub?: unknown; email?: unknown };
}

/**
 * A refresh token presented again this soon after its exchange, while nothing the exchange
 * issued has been used, is a reply that never reached the page (the page was reloaded or left
 * while the renewal was answered, e.g. just after choosing a language), not a stolen token.
 */
export const REFRESH_REPLY_LOST_SECONDS = 30;

/** How long a login-as session lasts at most (issue 15): refreshing never goes past it. */
export const IMPERSONATION_TTL_SECONDS = 30 * 60;

/** The staff member acting in a login-as session (claim `act`, RFC 8693), and when the session ends (epoch seconds). */
interface Impersonation {
  act: { sub: string; email: string };
  until: number;
}

/** One policy number as a string, several as a list, `admin` added for administrators (doc 1 §3). */
export function policiesClaim(policyNumbers: string[], isAdmin: boolean): string | string[] {
  const values = isAdmin ? [ADMIN_POLICY, ...policyNumbers] : [...policyNumbers];
  return values.length === 1 ? values[0] : values;
}

/** The caller described by verified access-token claims. */
export function userFromClaims(claims: AccessClaims): AuthenticatedUser {
  const values = (Array.isArray(claims.policies) ? claims.policies : [claims.policies]).filter((p): p is string => typeof p === 'string');
  return {
    userId: claims.sub,
    sessionId: claims.sid,
    isAdmin: values.includes(ADMIN_POLICY),
    policies: values.filter((p) => p !== ADMIN_POLICY),
    email: String(claims.email_address ?? ''),
    ...(hasSecondFactor(claims.amr) ? { secondFactor: true } : {}),
    ...(typeof claims.locale === 'string' && claims.locale ? { locale: claims.locale } : {}),
    ...(typeof claims.act?.sub === 'string' && claims.act.sub
      ? { actingStaffId: claims.act.sub, actingStaffEmail: typeof claims.act.email === 'string' ? claims.act.email : '' }
      : {}),
  };
}

function clip(value: string | undefined, length: number): string | null {
  return value ? value.slice(0, length) : null;
}

/**
 * Issues and renews sessions: a short-lived access JWT, a refresh JWT whose random jti is
 * stored only as a hash and rotated on every use (a second use of one ends the whole session),
 * and an optional remember-me credential, also stored only as a hash and rotated on every use.
 */
@Injectable()
export class TokenService {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly em: EntityManager,
    private readonly codec: JwtCodec,
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Starts a new session (a new family) for a user who has just proven who they are. */
  async issueSession(user: User, opts: IssueOptions): Promise<AuthSessionDto> {
    const now = new Date();
    const family = this.em.create(SessionFamily, { user, createdAt: now, lastUsedAt: now, userAgent: clip(opts.userAgent, 512), ip: clip(opts.ip, 64) });
    const rememberMe = opts.rememberMe ? this.newRememberMe(user, family, now) : null;
    const session = await this.newPair(user, family, now, rememberMe, undefined, opts.amr ?? AMR.password);
    await this.em.flush();
    return session;
  }

  /**
   * Starts a login-as session: the member's customer session, acted in by `staff` (claim `act`
   * on the access and refresh tokens), ending IMPERSONATION_TTL_SECONDS from now whatever is
   * refreshed, without a remember-me credential.
   */
  async issueImpersonation(user: User, staff: { id: string; email: string }, opts: Omit<IssueOptions, 'rememberMe'>): Promise<AuthSessionDto> {
    const now = new Date();
    const family = this.em.create(SessionFamily, { user, createdAt: now, lastUsedAt: now, userAgent: clip(opts.userAgent, 512), ip: clip(opts.ip, 64) });
    const until = Math.floor(now.getTime() / 1000) + IMPERSONATION_TTL_SECONDS;
    const session = await this.newPair(user, family, now, null, { act: { sub: staff.id, email: staff.email }, until });
    await this.em.flush();
    return session;
  }

  /**
   * Exchanges a refresh token for a new pair in the same session. Expired, forged, unknown or
   * revoked tokens answer 401; a token that was already exchanged ends the whole session.
   */
  async refresh(refreshToken: string): Promise<AuthSessionDto> {
    const claims = this.verify(refreshToken, REFRESH_AUDIENCE, AuthExceptionCode.RefreshInvalid);
    if (typeof claims.jti !== 'string' || !isUuid(claims.sid)) throw new AuthException(AuthExceptionCode.RefreshInvalid, 'refresh token without jti or sid');
    const stored = await this.em.findOne(RefreshToken, { jtiHash: sha256Hex(claims.jti) }, { populate: ['family', 'family.user'] });
    if (!stored || stored.family.id !== claims.sid || stored.family.user.id !== claims.sub) {
      throw new AuthException(AuthExceptionCode.RefreshInvalid, 'refresh token not on record');
    }
    const family = stored.family;
    if (family.revokedAt) throw new AuthException(AuthExceptionCode.SessionRevoked, `session ${family.id} was ended (${family.revokedReason})`);
    const now = new Date();
    if (stored.expiresAt <= now) throw new AuthException(AuthExceptionCode.RefreshInvalid, 'refresh token expired');
    // Claim the token in one statement: of two concurrent exchanges only one can win.
    const claimed = stored.usedAt ? 0 : await this.em.nativeUpdate(RefreshToken, { id: stored.id, usedAt: null }, { usedAt: now });
    if (claimed !== 1 && !(await this.retireLostReply(stored, now))) {
      await this.sessions.revokeFamily(family.id, 'refresh_token_reuse');
      this.logger.warn(
        { event: 'refresh_token_reuse', userId: family.user.id, sessionId: family.id },
        'a refresh token was used twice: the whole session is ended',
      );
      throw new AuthException(AuthExceptionCode.RefreshReused, `refresh token reused in session ${family.id}`);
    }
    family.lastUsedAt = now;
    // A login-as session keeps its actor and its end: the refresh token's expiry is that end.
    const act = claims.act as { sub?: unknown; email?: unknown } | undefined;
    const impersonation =
      act && typeof act.sub === 'string' && typeof claims.exp === 'number'
        ? { act: { sub: act.sub, email: typeof act.email === 'string' ? act.email : '' }, until: claims.exp }
        : undefined;
    // The methods of the sign-in go on with the session (a refresh proves nothing new).
    const amr = Array.isArray(claims.amr) ? claims.amr.filter((m): m is string => typeof m === 'string').slice(0, 5) : [...AMR.password];
    const session = await this.newPair(family.user, family, now, null, impersonation, amr);
    await this.em.flush();
    return session;
  }

  /**
   * A refresh token exchanged less than REFRESH_REPLY_LOST_SECONDS ago whose reply was lost: when
   * no token of its session issued since has been exchanged, those tokens are retired (they
   * expire now, so at most one chain of the session lives on) and the exchange is answered again.
   * Of two such exchanges at once only one retires anything (one conditional statement); the
   * other, like any other reuse, ends the session.
   */
  private async retireLostReply(stored: RefreshToken, now: Date): Promise<boolean> {
    const usedAt = stored.usedAt;
    if (!usedAt || now.getTime() - usedAt.getTime() > REFRESH_REPLY_LOST_SECONDS * 1000) return false;
    const issuedSince = { family: stored.family.id, createdAt: { $gte: usedAt } };
    if ((await this.em.count(RefreshToken, { ...issuedSince, usedAt: { $ne: null } })) > 0) return false;
    // Retired tokens expire at the lost exchange's time (already past, and the same value whoever
    // retires them): a token is retired once, so of two exchanges at once the second finds nothing.
    const retired = await this.em.nativeUpdate(RefreshToken, { ...issuedSince, usedAt: null, expiresAt: { $gt: usedAt } }, { expiresAt: usedAt });
    if (retired === 0) return false;
    this.logger.log(
      { event: 'refresh_reply_lost', userId: stored.family.user.id, sessionId: stored.family.id },
      'a refresh token was presented again before its reply was used: the reply is retired and issued again',
    );
    return true;
  }

  /**
   * Signs in with a remember-me credential: it is revoked and a new one issued with a new
   * session. Unknown, expired or revoked credentials answer 401 'Your session has expired'.
   */
  async rememberLogin(credential: string, opts: Omit<IssueOptions, 'rememberMe'>): Promise<AuthSessionDto> {
    const stored = await this.em.findOne(RememberMeCredential, { tokenHash: sha256Hex(credential) }, { populate: ['user'] });
    const now = new Date();
    if (!stored || stored.revokedAt || stored.expiresAt <= now) {
      this.logger.warn(
        {
          event: 'sign_in',
          method: 'remember_me',
          outcome: 'failure',
          reason: !stored ? 'unknown_credential' : stored.revokedAt ? 'revoked_credential' : 'expired_credential',
          userId: stored?.user.id,
          ip: opts.ip,
        },
        'remember-me sign-in refused',
      );
      throw new AuthException(AuthExceptionCode.RememberMeInvalid);
    }
    const claimed = await this.em.nativeUpdate(RememberMeCredential, { id: stored.id, revokedAt: null }, { revokedAt: now, lastUsedAt: now });
    if (claimed !== 1) throw new AuthException(AuthExceptionCode.RememberMeInvalid, 'remember-me credential used concurrently');
    const user = stored.user;
    if (!user.emailConfirmed) throw new AuthException(AuthExceptionCode.RememberMeInvalid, 'email no longer confirmed');
    await recordSignIn(this.em, user.id, now); // outside the optimistic lock: never conflicts with a save
    const session = await this.issueSession(user, { ...opts, rememberMe: true });
    this.logger.log(
      { event: 'sign_in', method: 'remember_me', outcome: 'success', userId: user.id, sessionId: this.sessionIdOf(session), ip: opts.ip },
      'signed in with remember-me',
    );
    return session;
  }

  /** The session (family) id of a refresh token this server signed, expired or not; null otherwise. */
  sessionOfRefreshToken(refreshToken: string): { userId: string; sessionId: string } | null {
    try {
      const claims = this.codec.verify(refreshToken, REFRESH_AUDIENCE, undefined, { ignoreExpiry: true });
      return isUuid(claims.sid) ? { userId: claims.sub, sessionId: claims.sid } : null;
    } catch {
      return null;
    }
  }

  /** Verifies a token with JwtCodec (JwtService); a refused token answers 401 with `invalid`. Access tokens are JwtAuthGuard's. */
  private verify(token: string, audience: string, invalid: AuthExceptionCode): JwtClaims {
    try {
      return this.codec.verify(token, audience);
    } catch (err) {
      if (err instanceof JwtError) {
        throw new AuthException(invalid, `${audience} token: ${err.reason}`);
      }
      throw err;
    }
  }

  private newRememberMe(user: User, family: SessionFamily, now: Date): string {
    const credential = randomCredential();
    this.em.create(RememberMeCredential, {
      user,
      family,
      tokenHash: sha256Hex(credential),
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.config.rememberMeTtlDays * 86_400_000),
    });
    return credential;
  }

  private async newPair(
    user: User,
    family: SessionFamily,
    now: Date,
    rememberMe: string | null,
    impersonation?: Impersonation,
    amr: readonly string[] = AMR.password,
  ): Promise<AuthSessionDto> {
    const iat = Math.floor(now.getTime() / 1000);
    const cap = impersonation?.until ?? Number.POSITIVE_INFINITY;
    const exp = Math.min(iat + this.config.accessTokenTtlSeconds, cap);
    const refreshExp = Math.min(iat + this.config.refreshTokenTtlSeconds, cap);
    const policyNumbers = (
      await this.em.find(UserPolicy, { user: user.id }, { fields: ['policyNumber'], orderBy: { addedOn: 'asc', policyNumber: 'asc' } })
    ).map((p) => p.policyNumber);
    const access: AccessClaims = {
      iss: JWT_ISSUER,
      aud: ACCESS_AUDIENCE,
      sub: user.id,
      sid: family.id,
      iat,
      exp,
      policies: policiesClaim(policyNumbers, user.isAdmin),
      given_name: user.firstName,
      family_name: user.lastName,
      full_name: user.displayName,
      locale: user.locale,
      email_address: user.email,
      amr: [...amr],
      ...(impersonation ? { act: impersonation.act } : {}),
    };
    const jti = randomCredential();
    this.em.create(RefreshToken, { family, jtiHash: sha256Hex(jti), createdAt: now, expiresAt: new Date(refreshExp * 1000) });
    return {
      token: this.codec.sign(access),
      refreshToken: this.codec.sign({
        iss: JWT_ISSUER,
        aud: REFRESH_AUDIENCE,
        sub: user.id,
        sid: family.id,
        jti,
        iat,
        exp: refreshExp,
        amr: [...amr],
        ...(impersonation ? { act: impersonation.act } : {}),
      }),
      expiresAt: new Date(exp * 1000).toISOString(),
      refreshExpiresAt: new Date(refreshExp * 1000).toISOString(),
      tokenDate: now.toISOString(),
      rememberMe,
      username: user.username,
    };
  }

  private sessionIdOf(session: AuthSessionDto): string | undefined {
    return this.sessionOfRefreshToken(session.refreshToken)?.sessionId;
  }
}
