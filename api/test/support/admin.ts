import { ACCESS_AUDIENCE, JwtCodec } from '../../src/auth/jwt';
import type { TestApp } from './test-app';

export const ADMIN = { username: 'admin@example.com', password: 'Harbor-Admin-42' };
export const CUSTOMER = { username: 'priya.raman@example.com', password: 'Harbor-Guest-42' };

let address = 0;
/** A caller address of its own for every request, so the per-minute limit never hides a result. */
export function nextAddress(): string {
  address += 1;
  return `198.51.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`;
}

/** Signs in and answers the headers of that session's calls (each call sends its own address). */
export async function signIn(t: TestApp, who: { username: string; password: string }): Promise<() => Record<string, string>> {
  const res = await t.call('POST', '/api/account/login', { body: { ...who, rememberMe: false }, headers: { 'X-Forwarded-For': nextAddress() } });
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
