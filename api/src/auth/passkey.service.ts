import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.token';
import { recordSignIn, User, verifyPassword } from '../users';
import { AuthException, AuthExceptionCode } from './auth.exception';
import type { AuthenticatedUser } from './authenticated-user';
import type { AuthSessionDto } from './dto/auth-session.dto';
import type { PasskeyRegistrationRequest, PasskeyReply, PasskeySignInRequest } from './dto/passkey.dto';
import { Passkey } from './entities/passkey.entity';
import { PasskeyChallenge } from './entities/passkey-challenge.entity';
import { AMR, TOTP_ISSUER } from './second-factor-rules';
import type { SignInClient } from './second-factor.service';
import { sha256Hex } from './token-hash';
import { TokenService } from './token.service';

/** How long a challenge lasts, what the browser waits, and how many passkeys an account may have. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;
export const PASSKEY_TIMEOUT_MS = 60_000;
export const MAX_PASSKEYS = 10;
/** ES256, EdDSA, RS256: what platform authenticators and security keys use. */
const ALGORITHMS = [-7, -8, -257];

/** The relying party of PUBLIC_URL: its host name is the RP id, its origin the expected origin. */
export function relyingParty(publicUrl: string): { rpID: string; origin: string } {
  const url = new URL(publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

/** The challenge a WebAuthn answer's client data names (base64url), or null when it names none. */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(data.challenge) ? data.challenge : null;
  } catch {
    return null;
  }
}

function toReply(p: Passkey): PasskeyReply {
  return { id: p.id, name: p.name, createdAt: p.createdAt.toISOString(), lastUsedAt: p.lastUsedAt ? p.lastUsedAt.toISOString() : null };
}

/**
 * Passkeys (WebAuthn through @simplewebauthn/server, issue 17): adding one under
 * /profile/security, listing, renaming and removing them, and signing in with one alone.
 * Challenges are kept as SHA-256 and spent by the first answer with one conditional update, so
 * of two answers to one challenge exactly one is taken. The log has user ids and outcomes,
 * never challenges, signatures or keys. A passkey sign-in answers one refusal for every
 * failure (AUTH_PASSKEY_FAILED), whatever the account.
 */
@Injectable()
export class PasskeyService {
  private readonly logger = new Logger('Auth');
  private readonly rp: { rpID: string; origin: string };
  /** The clock (epoch ms); tests replace it to control time. */
  now: () => number = () => Date.now();

  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.rp = relyingParty(config.publicUrl);
  }

  async count(userId: string): Promise<number> {
    return this.em.count(Passkey, { user: userId });
  }

  async list(caller: AuthenticatedUser): Promise<PasskeyReply[]> {
    const passkeys = await this.em.find(Passkey, { user: caller.userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return passkeys.map(toReply);
  }

  async startRegistration(caller: AuthenticatedUser): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const existing = await this.em.find(Passkey, { user: caller.userId });
    if (existing.length >= MAX_PASSKEYS) throw new AuthException(AuthExceptionCode.PasskeyLimit);
    const options = await generateRegistrationOptions({
      rpName: TOTP_ISSUER,
      rpID: this.rp.rpID,
      userName: caller.email,
      userDisplayName: caller.email,
      // The account's uuid as 16 bytes: random, stable (one passkey per authenticator), no personal data.
      userID: Uint8Array.from(Buffer.from(caller.userId.replace(/-/g, ''), 'hex')),
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: (p.transports ?? undefined) as AuthenticatorTransport[] | undefined })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      supportedAlgorithmIDs: ALGORITHMS,
      timeout: PASSKEY_TIMEOUT_MS,
    });
    await this.saveChallenge(options.challenge, 'registration', caller.userId);
    this.logger.log({ event: 'passkey_registration_started', userId: caller.userId }, 'passkey registration started');
    return options;
  }

  async finishRegistration(caller: AuthenticatedUser, request: PasskeyRegistrationRequest): Promise<PasskeyReply> {
    const refuse = (reason: string): never => {
      this.logger.warn({ event: 'passkey_added', outcome: 'failure', reason, userId: caller.userId }, 'passkey not added');
      throw new AuthException(AuthExceptionCode.PasskeyRegistrationFailed, reason);
    };
    const challenge = challengeOf(request.response.response.clientDataJSON);
    if (!challenge || !(await this.spendChallenge(challenge, 'registration', caller.userId))) return refuse('challenge_spent');
    if ((await this.count(caller.userId)) >= MAX_PASSKEYS) throw new AuthException(AuthExceptionCode.PasskeyLimit);
    let info;
    try {
      const verification = await verifyRegistrationResponse({
        response: request.response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.rpID,
        requireUserVerification: true,
        supportedAlgorithmIDs: ALGORITHMS,
      });
      info = verification.verified ? verification.registrationInfo : undefined;
    } catch (err) {
      return refuse(`not_verified: ${(err as Error).message}`);
    }
    if (!info) return refuse('not_verified');
    const passkey = this.em.create(Passkey, {
      user: caller.userId,
      credentialId: info.credential.id,
      publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
      counter: info.credential.counter,
      transports: info.credential.transports ?? request.response.response.transports ?? null,
      name: request.name,
      createdAt: new Date(this.now()),
      lastUsedAt: null,
    });
    try {
      await this.em.persist(passkey).flush();
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) return refuse('already_registered');
      throw err;
    }
    this.logger.log({ event: 'passkey_added', outcome: 'success', userId: caller.userId, passkeyId: passkey.id }, 'passkey added');
    return toReply(passkey);
  }

  async rename(caller: AuthenticatedUser, passkeyId: string, name: string): Promise<PasskeyReply> {
    const renamed = await this.em.nativeUpdate(Passkey, { id: passkeyId, user: caller.userId }, { name });
    if (renamed !== 1) throw new AuthException(AuthExceptionCode.PasskeyNotFound);
    const passkey = await this.em.findOneOrFail(Passkey, { id: passkeyId }, { refresh: true });
    return toReply(passkey);
  }

  /** Removes a passkey after the password is given again (as turning the app off does). */
  async remove(caller: AuthenticatedUser, passkeyId: string, password: string): Promise<void> {
    const user = await this.em.findOneOrFail(User, { id: caller.userId });
    if (!(await verifyPassword(user.passwordHash, password))) {
      this.logger.warn({ event: 'passkey_removed', outcome: 'failure', reason: 'wrong_password', userId: caller.userId }, 'removing a passkey refused');
      throw new AuthException(AuthExceptionCode.PasswordWrong);
    }
    const removed = await this.em.nativeDelete(Passkey, { id: passkeyId, user: caller.userId });
    if (removed !== 1) throw new AuthException(AuthExceptionCode.PasskeyNotFound);
    this.logger.log({ event: 'passkey_removed', outcome: 'success', userId: caller.userId, passkeyId }, 'passkey removed');
  }

  /** Staff reset (with the authenticator app): every passkey of the member goes. */
  async removeAllForUser(userId: string): Promise<number> {
    return this.em.nativeDelete(Passkey, { user: userId });
  }

  /** Options for navigator.credentials.get(): no account named, no credentials listed. */
  async startSignIn(): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const options = await generateAuthenticationOptions({ rpID: this.rp.rpID, userVerification: 'required', timeout: PASSKEY_TIMEOUT_MS });
    await this.saveChallenge(options.challenge, 'sign_in', null);
    return options;
  }

  async finishSignIn(request: PasskeySignInRequest, client: SignInClient): Promise<AuthSessionDto> {
    const now = new Date(this.now());
    const refuse = (reason: string, userId?: string): never => {
      this.logger.warn({ event: 'sign_in', method: 'passkey', outcome: 'failure', reason, userId, ip: client.ip }, 'sign-in refused');
      throw new AuthException(AuthExceptionCode.PasskeyFailed, reason);
    };
    const assertion = request.response;
    const challenge = challengeOf(assertion.response.clientDataJSON);
    if (!challenge || !(await this.spendChallenge(challenge, 'sign_in', null))) return refuse('challenge_spent');
    const passkey = await this.em.findOne(Passkey, { credentialId: assertion.id }, { populate: ['user'] });
    if (!passkey) return refuse('unknown_passkey');
    const user = passkey.user;
    let newCounter: number;
    try {
      const verification = await verifyAuthenticationResponse({
        response: assertion as unknown as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.rpID,
        credential: {
          id: passkey.credentialId,
          publicKey: Uint8Array.from(Buffer.from(passkey.publicKey, 'base64url')),
          counter: passkey.counter,
          transports: (passkey.transports ?? undefined) as AuthenticatorTransport[] | undefined,
        },
        requireUserVerification: true,
      });
      if (!verification.verified) return refuse('wrong_signature', user.id);
      newCounter = verification.authenticationInfo.newCounter;
    } catch (err) {
      const message = (err as Error).message ?? '';
      return refuse(/counter/i.test(message) ? 'counter_regressed' : 'wrong_signature', user.id);
    }
    // The counter moves forward only (authenticators that do not count stay at 0).
    const moved = await this.em
      .getConnection()
      .execute<{ id: string }[]>(
        'update "passkey" set "counter" = ?, "last_used_at" = ? where "id" = ? and ("counter" < ? or (? = 0 and "counter" = 0)) returning "id"',
        [newCounter, now, passkey.id, newCounter, newCounter],
      );
    if (moved.length !== 1) return refuse('counter_regressed', user.id);
    await recordSignIn(this.em, user.id, now);
    const rememberMe = request.rememberMe ?? false;
    const session = await this.tokens.issueSession(user as User, { rememberMe, ip: client.ip, userAgent: client.userAgent, amr: AMR.passkey });
    this.logger.log(
      { event: 'sign_in', method: 'passkey', outcome: 'success', userId: user.id, passkeyId: passkey.id, rememberMe, ip: client.ip },
      'signed in',
    );
    return session;
  }

  private async saveChallenge(challenge: string, purpose: PasskeyChallenge['purpose'], userId: string | null): Promise<void> {
    await this.em.insert(PasskeyChallenge, {
      challengeHash: sha256Hex(challenge),
      purpose,
      user: userId,
      expiresAt: new Date(this.now() + PASSKEY_CHALLENGE_TTL_MS),
      usedAt: null,
      createdAt: new Date(this.now()),
    });
  }

  /** Spends a challenge of this purpose (and user) that is unused and unexpired; false when there is none. */
  private async spendChallenge(challenge: string, purpose: PasskeyChallenge['purpose'], userId: string | null): Promise<boolean> {
    const now = new Date(this.now());
    const spent = await this.em.nativeUpdate(
      PasskeyChallenge,
      { challengeHash: sha256Hex(challenge), purpose, user: userId, usedAt: null, expiresAt: { $gt: now } },
      { usedAt: now },
    );
    return spent === 1;
  }
}
