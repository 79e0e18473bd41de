import { authenticator } from 'otplib';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The rules of the authenticator-app second factor (RFC 6238 through otplib) and of recovery
 * codes, as pure functions of the secret and a clock (`now`, epoch milliseconds), so unit tests
 * control time.
 *
 * TOTP: SHA-1, 6 digits, 30-second steps (what every authenticator app does by default); a
 * code of the step before or after the current one is accepted (clock drift), and only for a
 * step later than the last one accepted (`lastUsedStep`), so a code is never used twice, nor
 * an older code after a newer one.
 *
 * Recovery codes: 16 random base32 characters (80 bits), shown as XXXX-XXXX-XXXX-XXXX. Stored
 * as sha256(salt + code) with a random 16-byte salt per code, not argon2id: argon2id is there to
 * slow guessing of low-entropy human passwords; an 80-bit random code cannot be guessed offline
 * even at fast-hash speed (2^80 tries), and checking a code against up to ten argon2id hashes
 * would cost about a second of CPU per sign-in attempt, an easy way to load the server. The
 * salt keeps equal codes (of two users) from having equal hashes. Refresh tokens and
 * remember-me credentials (random too) are kept as plain SHA-256 for the same reason.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_ISSUER = 'Harbor Mutual';
export const RECOVERY_CODE_COUNT = 10;
/** How long the step between the password and the code lasts, and how many wrong codes it takes. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CHALLENGE_MAX_FAILURES = 5;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function totpAt(now: number) {
  return authenticator.clone({ epoch: now, step: TOTP_STEP_SECONDS, window: 1, digits: 6 });
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return authenticator.generateSecret(20);
}

/** The otpauth:// URI an app reads from the QR code. */
export function otpauthUri(secret: string, accountName: string): string {
  return authenticator.keyuri(accountName, TOTP_ISSUER, secret);
}

/** The code of the step holding `now` (tests and the demo helpers compute codes with it). */
export function totpCode(secret: string, now: number): string {
  return totpAt(now).generate(secret);
}

export function totpStep(now: number): number {
  return Math.floor(now / 1000 / TOTP_STEP_SECONDS);
}

/**
 * The step a code belongs to when it is right at `now` (this step, or one either side) and
 * later than `lastUsedStep`; null when it is wrong or replayed.
 */
export function acceptedTotpStep(secret: string, code: string, now: number, lastUsedStep: number | null): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const delta = totpAt(now).checkDelta(code, secret);
  if (delta === null) return null;
  const step = totpStep(now) + delta;
  if (lastUsedStep !== null && step <= lastUsedStep) return null;
  return step;
}

/** Ten new recovery codes, XXXX-XXXX-XXXX-XXXX. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(16);
    const chars = Array.from(bytes, (b) => BASE32[b & 31]).join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}

/** A typed recovery code without dashes and spaces, upper case; null when it cannot be one. */
export function normalizeRecoveryCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z2-7]{16}$/.test(code) ? code : null;
}

export function hashRecoveryCode(code: string, salt: string): string {
  return createHash('sha256')
    .update(`${salt}:${normalizeRecoveryCode(code) ?? code}`)
    .digest('hex');
}

/** A salt and hash for storing a code. */
export function storedRecoveryCode(code: string): { salt: string; codeHash: string } {
  const salt = randomBytes(16).toString('hex');
  return { salt, codeHash: hashRecoveryCode(code, salt) };
}

/** The stored code (of those given) that `input` is, compared in constant time; null when none. */
export function matchRecoveryCode<T extends { salt: string; codeHash: string }>(input: string, stored: T[]): T | null {
  const code = normalizeRecoveryCode(input);
  if (!code) return null;
  let found: T | null = null;
  for (const s of stored) {
    const hash = Buffer.from(hashRecoveryCode(code, s.salt), 'hex');
    if (timingSafeEqual(hash, Buffer.from(s.codeHash, 'hex')) && !found) found = s;
  }
  return found;
}

/** RFC 8176 authentication method references of each way of signing in. */
export const AMR = {
  password: ['pwd'],
  passwordAndTotp: ['pwd', 'otp'],
  passwordAndRecoveryCode: ['pwd', 'kba'],
  /**
   * A passkey sign-in: proof of possession of a key plus the authenticator's user verification
   * (PIN or biometrics). With attestation 'none' the server cannot tell a hardware-bound key
   * ('hwk') from a synced one, so it claims the software-secured key ('swk'); 'user' records the
   * verification. Together they are two factors, so a staff session has its second factor.
   */
  passkey: ['swk', 'user'],
} as const;

/** True when the methods name a second factor (a staff session needs one for the back office). */
export function hasSecondFactor(amr: unknown): boolean {
  return Array.isArray(amr) && amr.some((m) => m === 'otp' || m === 'kba' || m === 'hwk' || m === 'swk' || m === 'mfa');
}
