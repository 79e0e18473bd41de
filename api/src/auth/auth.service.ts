import { EntityManager, raw } from '@mikro-orm/postgresql';
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from '../users';
import { upgradePasswordHash } from '../users';
import { recordSignIn } from '../users';
import { User } from '../users';
import { AuthException, AuthExceptionCode } from './auth.exception';
import type { AuthenticatedUser } from './authenticated-user';
import type { AuthSessionDto } from './dto/auth-session.dto';
import type { LoginRequest } from './dto/login-request.dto';
import type { LogoutRequest } from './dto/logout-request.dto';
import { SessionService } from './session.service';
import type { SecondFactorChallengeReply } from './dto/second-factor.dto';
import { SecondFactorService } from './second-factor.service';
import { TokenService } from './token.service';

export interface ClientInfo {
  ip?: string;
  userAgent?: string;
}

/** Sign-in with a password, and sign-out. Every attempt is logged without the password. */
@Injectable()
export class AuthService implements OnModuleInit {
  private readonly logger = new Logger('Auth');
  /** A hash of a random password, verified when the user does not exist so both cases take the same time. */
  private dummyHash?: Promise<string>;

  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenService,
    private readonly sessions: SessionService,
    private readonly secondFactor: SecondFactorService,
  ) {}

  onModuleInit(): void {
    this.dummyHash = hashPassword(randomBytes(24).toString('base64url'));
  }

  async login(request: LoginRequest, client: ClientInfo): Promise<AuthSessionDto | SecondFactorChallengeReply> {
    const user = await this.findByUsername(request.username);
    const passwordHash = user?.passwordHash ?? (await (this.dummyHash ??= hashPassword(randomBytes(24).toString('base64url'))));
    const matches = await verifyPassword(passwordHash, request.password);
    if (!user || !matches) {
      this.logger.warn(
        { event: 'sign_in', method: 'password', outcome: 'failure', reason: user ? 'wrong_password' : 'unknown_user', userId: user?.id, ip: client.ip },
        'sign-in refused',
      );
      throw new AuthException(AuthExceptionCode.LoginFailed, user ? 'wrong password' : 'unknown user');
    }
    if (!user.emailConfirmed) {
      this.logger.warn(
        { event: 'sign_in', method: 'password', outcome: 'failure', reason: 'email_not_confirmed', userId: user.id, ip: client.ip },
        'sign-in refused',
      );
      throw new AuthException(AuthExceptionCode.EmailNotConfirmed);
    }
    // A right password with an authenticator app set up: the code comes next (no session yet).
    if (await this.secondFactor.totpEnabled(user.id)) {
      if (await upgradePasswordHash(this.em, user.id, user.passwordHash, request.password)) {
        this.logger.log({ event: 'password_rehashed', userId: user.id }, 'password hash upgraded to the current parameters');
      }
      return this.secondFactor.challenge(user, request.rememberMe ?? false, client);
    }
    await recordSignIn(this.em, user.id, new Date()); // outside the optimistic lock: never conflicts with a save
    // A hash made with older argon2 parameters is replaced now that the password is known.
    if (await upgradePasswordHash(this.em, user.id, user.passwordHash, request.password)) {
      this.logger.log({ event: 'password_rehashed', userId: user.id }, 'password hash upgraded to the current parameters');
    }
    const rememberMe = request.rememberMe ?? false;
    const session = await this.tokens.issueSession(user, { rememberMe, ip: client.ip, userAgent: client.userAgent });
    this.logger.log({ event: 'sign_in', method: 'password', outcome: 'success', userId: user.id, rememberMe, ip: client.ip }, 'signed in');
    return session;
  }

  /**
   * Ends the caller's session with the remember-me credential issued with it (sent or not),
   * the session of the refresh token given (when it is the caller's) and the remember-me
   * credential given (when it is the caller's).
   */
  async logout(caller: AuthenticatedUser, request: LogoutRequest): Promise<void> {
    await this.sessions.revokeFamily(caller.sessionId, 'logout', caller.userId);
    const other = request.refreshToken ? this.tokens.sessionOfRefreshToken(request.refreshToken) : null;
    if (other && other.userId === caller.userId && other.sessionId !== caller.sessionId) {
      await this.sessions.revokeFamily(other.sessionId, 'logout', caller.userId);
    }
    const rememberMeRevoked = request.rememberMe ? await this.sessions.revokeRememberMe(request.rememberMe, caller.userId) : false;
    this.logger.log({ event: 'sign_out', userId: caller.userId, sessionId: caller.sessionId, rememberMeRevoked }, 'signed out');
  }

  /**
   * By email (stored lower-cased) or by an old-style username, case-insensitively, in one
   * query (so a miss takes as long as a hit); an email match wins over another account's username.
   */
  private async findByUsername(username: string): Promise<User | null> {
    const name = username.trim().toLowerCase();
    if (!name) return null;
    const found = await this.em.find(User, { $or: [{ email: name }, { [raw('lower(username)')]: name }] }, { limit: 2 });
    return found.find((u) => u.email === name) ?? found[0] ?? null;
  }
}
