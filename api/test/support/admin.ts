import { EntityManager } from '@mikro-orm/postgresql';
import type { Response } from 'supertest';
import { ACCESS_AUDIENCE, JwtCodec } from '../../src/auth/jwt';
import { TotpCredential } from '../../src/auth/entities/totp-credential.entity';
import { totpCode } from '../../src/auth/second-factor-rules';
import { SecondFactorService } from '../../src/auth/second-factor.service';
import { DEMO_ADMIN_TOTP_SECRET } from '../../src/seed/demo-plan';
import type { TestApp } from './test-app';

export const ADMIN = { username: 'admin@example.com', password: 'Harbor-Admin-42' };
export const CUSTOMER = { username: 'priya.raman@example.com', password: 'Harbor-Guest-42' };

let address = 0;
/** A caller address of its own for every request, so the per-minute limit never hides a result. */
export function nextAddress(): string {
  address += 1;
  return `198.51.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`;
}

/**
 * Finishes a sign-in that answered the second-factor step with a code of `secret` (the demo
 * admin's by default; issue 17). A code is accepted once per 30-second step, and tests sign the
 * admin in many times a minute, so the helper first forgets the last step used (what a person
 * would do by waiting for the next code), then computes the code with otplib.
 */
export async function completeSecondFactor(t: TestApp, username: string, challengeToken: string, secret: string = DEMO_ADMIN_TOTP_SECRET): Promise<Response> {
  const em = t.app.get(EntityManager).fork();
  const user = await em
    .getConnection()
    .execute<{ id: string }[]>('select "id" from "user_account" where "email" = ? or lower("username") = ?', [username.toLowerCase(), username.toLowerCase()]);
  if (user[0]) await em.nativeUpdate(TotpCredential, { user: user[0].id }, { lastUsedStep: null });
  return t.call('POST', '/api/account/login/secondfactor', {
    body: { challengeToken, code: totpCode(secret, t.app.get(SecondFactorService).now()) },
    headers: { 'X-Forwarded-For': nextAddress() },
  });
}

/**
 * Signs in and answers the headers of that session's calls (each call sends its own address).
 * An account with an authenticator app (the demo admin) gets its code from the helper, so the
 * session has a second factor (amr ["pwd","otp"]) as the back office needs.
 */
export async function signIn(
  t: TestApp,
  who: { username: string; password: string },
  opts: { totpSecret?: string } = {},
): Promise<() => Record<string, string>> {
  let res = await t.call('POST', '/api/account/login', { body: { ...who, rememberMe: false }, headers: { 'X-Forwarded-For': nextAddress() } });
  if (res.status === 200 && res.body.result?.secondFactorRequired) {
    res = await completeSecondFactor(t, who.username, res.body.result.challengeToken, opts.totpSecret);
  }
  if (res.status !== 200) throw new Error(`sign-in of ${who.username} answered ${res.status}: ${res.text}`);
  const token: string = res.body.result.token;
  return () => ({ Authorization: `Bearer ${token}`, 'X-Forwarded-For': nextAddress() });
}

/**
 * The admin's own token with an actor claim added (what login-as will mint: a session acted in
 * by a staff member), signed with the server's secret: still the admin's open session.
 */
export function impersonatedToken(t: TestApp, adminHeaders: Record<string, string>, staffId: string): string {
  const codec = t.app.get(JwtCodec);
  const token = adminHeaders.Authorization.replace('Bearer ', '');
  const claims = codec.verify(token, ACCESS_AUDIENCE);
  return codec.sign({ ...claims, aud: ACCESS_AUDIENCE, act: { sub: staffId } });
}
