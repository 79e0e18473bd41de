import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { toDataURL } from 'qrcode';
import { recordSignIn, User, verifyPassword } from '../users';
import { AuthException, AuthExceptionCode } from './auth.exception';
import type { AuthenticatedUser } from './authenticated-user';
import type { AuthSessionDto } from './dto/auth-session.dto';
import type { SecondFactorChallengeReply, SecondFactorRequest, SecuritySettingsReply, TotpConfirmationReply, TotpSetupReply } from './dto/second-factor.dto';
import { Passkey } from './entities/passkey.entity';
import { RecoveryCode } from './entities/recovery-code.entity';
import { SecondFactorChallenge } from './entities/second-factor-challenge.entity';
import { TotpCredential } from './entities/totp-credential.entity';
import { TotpSecretCipher } from './totp-secret-cipher';
import {
  acceptedTotpStep,
  AMR,
  CHALLENGE_MAX_FAILURES,
  CHALLENGE_TTL_MS,
  matchRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  storedRecoveryCode,
} from './second-factor-rules';
import { SessionService } from './session.service';
import { randomCredential, sha256Hex } from './token-hash';
import { TokenService } from './token.service';

export interface SignInClient {
  ip?: string;
  userAgent?: string;
}

/**
 * The authenticator-app second factor (issue 17): the step between the password and the code,
 * setup with a confirming code, recovery codes, turning it off, and the staff reset. Codes,
 * secrets, recovery codes and challenge tokens are never logged; the log has the user id and
 * the outcome. Every single use is one conditional update (api/README.md "Which guard").
 */
@Injectable()
export class SecondFactorService {
  private readonly logger = new Logger('Auth');
  /** The clock (epoch ms); tests replace it to control time. */
  now: () => number = () => Date.now();

  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenService,
    private readonly sessions: SessionService,
    private readonly cipher: TotpSecretCipher,
  ) {}

  async totpEnabled(userId: string): Promise<boolean> {
    return (await this.em.count(TotpCredential, { user: userId, confirmedAt: { $ne: null } })) > 0;
  }

  /** The second-factor step of a sign-in whose password was right. */
  async challenge(user: User, rememberMe: boolean, client: SignInClient): Promise<SecondFactorChallengeReply> {
    const token = randomCredential();
    const expiresAt = new Date(this.now() + CHALLENGE_TTL_MS);
    await this.em.insert(SecondFactorChallenge, {
      user: user.id,
      tokenHash: sha256Hex(token),
      rememberMe,
      failures: 0,
      expiresAt,
      createdAt: new Date(this.now()),
    });
    this.logger.log({ event: 'sign_in', method: 'password', outcome: 'second_factor_required', userId: user.id, ip: client.ip }, 'second factor asked');
    return { secondFactorRequired: true, challengeToken: token, methods: ['totp', 'recovery'], expiresAt: expiresAt.toISOString() };
  }

  /** Finishes a sign-in with an app code or a recovery code. */
  async finish(request: SecondFactorRequest, client: SignInClient): Promise<AuthSessionDto> {
    const now = new Date(this.now());
    const challenge = await this.em.findOne(SecondFactorChallenge, { tokenHash: sha256Hex(request.challengeToken) }, { populate: ['user'] });
    if (!challenge || challenge.usedAt || challenge.expiresAt <= now || challenge.failures >= CHALLENGE_MAX_FAILURES) {
      this.logger.warn(
        {
          event: 'sign_in',
          method: 'second_factor',
          outcome: 'failure',
          reason: challenge ? 'challenge_spent' : 'unknown_challenge',
          userId: challenge?.user.id,
          ip: client.ip,
        },
        'second factor refused',
      );
      throw new AuthException(AuthExceptionCode.SecondFactorExpired);
    }
    const user = challenge.user;
    const method = request.recoveryCode ? 'recovery_code' : 'totp';
    const accepted = request.recoveryCode
      ? await this.useRecoveryCode(user.id, request.recoveryCode, now)
      : request.code
        ? await this.useTotpCode(user.id, request.code, now.getTime())
        : false;
    if (!accepted) {
      // Count the failure; the fifth spends the challenge.
      await this.em
        .getConnection()
        .execute(
          'update "second_factor_challenge" set "failures" = "failures" + 1, "used_at" = case when "failures" + 1 >= ? then ? else "used_at" end where "id" = ?',
          [CHALLENGE_MAX_FAILURES, now, challenge.id],
        );
      this.logger.warn({ event: 'sign_in', method, outcome: 'failure', reason: 'wrong_code', userId: user.id, ip: client.ip }, 'second factor refused');
      throw new AuthException(AuthExceptionCode.SecondFactorFailed, `wrong ${method}`);
    }
    const claimed = await this.em.nativeUpdate(SecondFactorChallenge, { id: challenge.id, usedAt: null }, { usedAt: now });
    if (claimed !== 1) throw new AuthException(AuthExceptionCode.SecondFactorExpired, 'challenge used concurrently');
    await recordSignIn(this.em, user.id, now);
    const amr = method === 'totp' ? AMR.passwordAndTotp : AMR.passwordAndRecoveryCode;
    const session = await this.tokens.issueSession(user, { rememberMe: challenge.rememberMe, ip: client.ip, userAgent: client.userAgent, amr });
    const left = method === 'recovery_code' ? await this.recoveryCodesLeft(user.id) : undefined;
    this.logger.log(
      { event: 'sign_in', method, outcome: 'success', userId: user.id, ip: client.ip, recoveryCodesLeft: left },
      'signed in with a second factor',
    );
    return session;
  }

  async settings(caller: AuthenticatedUser): Promise<SecuritySettingsReply> {
    return {
      totpEnabled: await this.totpEnabled(caller.userId),
      recoveryCodesLeft: await this.recoveryCodesLeft(caller.userId),
      secondFactorRequired: caller.isAdmin,
      sessionHasSecondFactor: caller.secondFactor === true,
    };
  }

  /** A new unconfirmed secret (replacing an unconfirmed one). */
  async startSetup(caller: AuthenticatedUser): Promise<TotpSetupReply> {
    if (await this.totpEnabled(caller.userId)) throw new AuthException(AuthExceptionCode.TotpAlreadyOn);
    const secret = newTotpSecret();
    await this.em.nativeDelete(TotpCredential, { user: caller.userId, confirmedAt: null });
    // The unique user_id decides a race with another setup (409 from the filter).
    await this.em.insert(TotpCredential, {
      user: caller.userId,
      secret: this.cipher.seal(secret),
      confirmedAt: null,
      lastUsedStep: null,
      createdAt: new Date(this.now()),
    });
    const uri = otpauthUri(secret, caller.email);
    this.logger.log({ event: 'totp_setup_started', userId: caller.userId }, 'authenticator app setup started');
    return { secret, otpauthUri: uri, qrCode: await toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 }) };
  }

  /** Turns the app on with a code of the new secret: ten recovery codes and a session with amr otp. */
  async confirm(caller: AuthenticatedUser, code: string, client: SignInClient): Promise<TotpConfirmationReply> {
    const pending = await this.em.findOne(TotpCredential, { user: caller.userId });
    if (pending?.confirmedAt) throw new AuthException(AuthExceptionCode.TotpAlreadyOn);
    if (!pending) throw new AuthException(AuthExceptionCode.TotpNotStarted);
    const now = new Date(this.now());
    const step = acceptedTotpStep(this.cipher.open(pending.secret), code, now.getTime(), null);
    if (step === null) {
      this.logger.warn({ event: 'totp_setup_confirm', outcome: 'failure', userId: caller.userId }, 'authenticator app code refused');
      throw new AuthException(AuthExceptionCode.TotpCodeWrong);
    }
    const codes = newRecoveryCodes();
    const user = await this.em.findOneOrFail(User, { id: caller.userId });
    await this.em.transactional(async (tx) => {
      const turnedOn = await tx.nativeUpdate(TotpCredential, { id: pending.id, confirmedAt: null }, { confirmedAt: now, lastUsedStep: step });
      if (turnedOn !== 1) throw new AuthException(AuthExceptionCode.TotpNotStarted, 'setup confirmed or replaced meanwhile');
      await tx.nativeDelete(RecoveryCode, { user: caller.userId });
      for (const c of codes) await tx.insert(RecoveryCode, { user: caller.userId, ...storedRecoveryCode(c), usedAt: null, createdAt: now });
    });
    // The caller's session proved the password; this code proves the app: a new session says both.
    const upgraded = await this.tokens.issueSession(user, { rememberMe: false, ip: client.ip, userAgent: client.userAgent, amr: AMR.passwordAndTotp });
    await this.sessions.revokeFamily(caller.sessionId, 'second_factor_added', caller.userId);
    this.logger.log({ event: 'totp_enabled', userId: caller.userId }, 'authenticator app turned on');
    return { recoveryCodes: codes, session: upgraded };
  }

  /** Turns the app off after the password is given again. */
  async disable(caller: AuthenticatedUser, password: string): Promise<void> {
    const user = await this.em.findOneOrFail(User, { id: caller.userId });
    if (!(await verifyPassword(user.passwordHash, password))) {
      this.logger.warn({ event: 'totp_disable', outcome: 'failure', reason: 'wrong_password', userId: caller.userId }, 'turning the app off refused');
      throw new AuthException(AuthExceptionCode.PasswordWrong);
    }
    if (!(await this.totpEnabled(caller.userId))) throw new AuthException(AuthExceptionCode.TotpNotOn);
    await this.remove(caller.userId);
    this.logger.log({ event: 'totp_disabled', userId: caller.userId }, 'authenticator app turned off');
  }

  /** Staff reset: the app, the recovery codes and the passkeys go, and the member's sessions end. False when there is no such user. */
  async resetByStaff(userId: string): Promise<boolean> {
    if (!(await this.em.count(User, { id: userId }))) return false;
    await this.remove(userId);
    const passkeys = await this.em.nativeDelete(Passkey, { user: userId });
    this.logger.log({ event: 'second_factor_reset', userId, passkeysRemoved: passkeys }, 'second factors reset by staff');
    await this.sessions.revokeAllForUser(userId, 'second_factor_reset');
    return true;
  }

  private async remove(userId: string): Promise<void> {
    await this.em.nativeDelete(TotpCredential, { user: userId });
    await this.em.nativeDelete(RecoveryCode, { user: userId });
  }

  private async recoveryCodesLeft(userId: string): Promise<number> {
    return this.em.count(RecoveryCode, { user: userId, usedAt: null });
  }

  private async useTotpCode(userId: string, code: string, now: number): Promise<boolean> {
    const credential = await this.em.findOne(TotpCredential, { user: userId, confirmedAt: { $ne: null } });
    if (!credential) return false;
    const last = credential.lastUsedStep ?? null;
    const step = acceptedTotpStep(this.cipher.open(credential.secret), code, now, last);
    if (step === null) return false;
    // Only a later step than the last accepted one: of two sign-ins with one code, one wins.
    const claimed = await this.em.nativeUpdate(
      TotpCredential,
      { id: credential.id, $or: [{ lastUsedStep: null }, { lastUsedStep: { $lt: step } }] },
      { lastUsedStep: step },
    );
    return claimed === 1;
  }

  private async useRecoveryCode(userId: string, input: string, now: Date): Promise<boolean> {
    const unused = await this.em.find(RecoveryCode, { user: userId, usedAt: null });
    const match = matchRecoveryCode(input, unused);
    if (!match) return false;
    return (await this.em.nativeUpdate(RecoveryCode, { id: match.id, usedAt: null }, { usedAt: now })) === 1;
  }
}
