import { MikroORM } from '@mikro-orm/postgresql';
import type { ExecutionContext } from '@nestjs/common';
import { Controller, Get } from '@nestjs/common';
import * as argon2 from 'argon2';
import { createHash } from 'node:crypto';
import { AdminOnly } from '../src/auth/auth.decorators';
import { AuthException } from '../src/auth/auth.exception';
import { RefreshToken } from '../src/auth/entities/refresh-token.entity';
import { RememberMeCredential } from '../src/auth/entities/remember-me-credential.entity';
import { SessionFamily } from '../src/auth/entities/session-family.entity';
import { JwtAuthGuard } from '../src/auth/jwt-auth.guard';
import { ACCESS_AUDIENCE, JwtCodec, JWT_ISSUER, REFRESH_AUDIENCE, type JwtClaims } from '../src/auth/jwt';
import { REFRESH_REPLY_LOST_SECONDS } from '../src/auth/token.service';
import { needsRehash } from '../src/users/password-hash';
import { User } from '../src/users/user.entity';
import { completeSecondFactor } from './support/admin';
import { startTestApp, type TestApp } from './support/test-app';

// Loading the demo book and hashing passwords can take longer than jest's default 5 s on a busy
// machine, and the api project's testTimeout is not applied when jest runs both projects at once.
jest.setTimeout(120_000);

const DEMO = { username: 'demo@example.com', password: 'Harbor-Light-42' };
const ADMIN = { username: 'admin@example.com', password: 'Harbor-Admin-42' };
const JANET = { username: 'jalbright', password: 'Harbor-Guest-42' };
const LUIS = { username: 'luis.alvarez@example.com', password: 'Harbor-Guest-42' };
const notSignedIn = (code: string) => ({ success: false, result: null, errors: ['User must be logged in.'], code });
const SESSION_EXPIRED = { success: false, result: null, errors: ['Your session has expired'], code: 'AUTH_REMEMBER_ME_INVALID' };
const WRONG_CREDENTIALS = { success: false, result: null, errors: ['The username or password is incorrect.'], code: 'AUTH_LOGIN_FAILED' };

function claimsOf(token: string): Record<string, any> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('authentication', () => {
  let t: TestApp;
  let ip = 0;
  /** Sign-ins come from addresses of their own (the limits are tested in auth-throttling.e2e-spec.ts). */
  const from = () => ({ 'X-Forwarded-For': `198.51.100.${++ip}` });

  const login = (credentials: { username: string; password: string }, rememberMe = false) =>
    t.call('POST', '/api/account/login', { body: { ...credentials, rememberMe }, headers: from() });
  const profile = (token: string) => t.call('GET', '/api/profile', { headers: { Authorization: `Bearer ${token}` } });
  const refresh = (refreshToken: string) => t.call('POST', '/api/jwt/refresh', { headers: { Authorization: `Bearer ${refreshToken}` } });
  const remember = (credential: string) => t.call('POST', '/api/jwt/remember', { headers: { 'X-Remember-Me': credential, ...from() } });
  const logout = (token: string, body: Record<string, string> = {}) =>
    t.call('POST', '/api/account/logout', { body, headers: { Authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT_PER_15_MINUTES: '1000' });
  });
  afterAll(() => t.close());

  describe('POST /api/account/login', () => {
    it('signs in by email in any letter case and answers a session whose access token carries the profile claims', async () => {
      const before = new Date();
      const res = await login({ ...DEMO, username: '  Demo@Example.COM ' });
      expect(res.status).toBe(200);
      const session = res.body.result;
      expect(session).toMatchObject({ username: 'demo@example.com', rememberMe: null });
      expect(new Date(session.tokenDate).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
      expect(new Date(session.expiresAt).getTime() - new Date(session.tokenDate).getTime()).toBeCloseTo(t.config.accessTokenTtlSeconds * 1000, -4);
      expect(new Date(session.refreshExpiresAt).getTime() - new Date(session.tokenDate).getTime()).toBeCloseTo(t.config.refreshTokenTtlSeconds * 1000, -4);
      const claims = claimsOf(session.token);
      expect(claims).toMatchObject({
        iss: JWT_ISSUER,
        aud: ACCESS_AUDIENCE,
        given_name: 'Emily',
        family_name: 'Carter',
        full_name: 'Emily Carter',
        locale: 'en-US',
        email_address: 'demo@example.com',
      });
      expect(JSON.parse(Buffer.from(session.token.split('.')[0], 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
      expect(Array.isArray(claims.policies)).toBe(true);
      expect(claims.policies).toEqual(expect.arrayContaining(['PPA1000101', 'HOM2000101', 'PPA1000103']));
      expect(claims.exp).toBe((claims.iat as number) + t.config.accessTokenTtlSeconds);

      const user = await t.app.get(MikroORM).em.fork().findOneOrFail(User, { email: 'demo@example.com' });
      expect(user.lastLogin!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    });

    it('signs in with an old-style username, case-insensitively; one policy is a single string claim', async () => {
      const res = await login({ ...JANET, username: 'JAlbright' });
      expect(res.status).toBe(200);
      expect(res.body.result.username).toBe('jalbright');
      expect(claimsOf(res.body.result.token).policies).toBe('PPA1000901');
    });

    it("marks an administrator's token with the policies value admin (after the second factor the demo admin has)", async () => {
      const step = await login(ADMIN);
      expect(step.body.result).toMatchObject({ secondFactorRequired: true });
      const res = await completeSecondFactor(t, ADMIN.username, step.body.result.challengeToken);
      expect(res.status).toBe(200);
      expect(claimsOf(res.body.result.token).policies).toBe('admin');
    });

    it('answers the same 401 for a wrong password and for an account that does not exist', async () => {
      const wrong = await login({ ...DEMO, password: 'Harbor-Light-43' });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual(WRONG_CREDENTIALS);
      const unknown = await login({ username: 'nobody@example.com', password: 'Harbor-Light-42' });
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual(WRONG_CREDENTIALS);
    });

    it("answers 403 'Requires Email Confirmation' only to the right password of an unconfirmed account", async () => {
      const em = t.app.get(MikroORM).em.fork();
      await em.nativeUpdate(User, { email: 'priya.raman@example.com' }, { emailConfirmed: false });
      try {
        const right = await login({ username: 'priya.raman@example.com', password: 'Harbor-Guest-42' });
        expect(right.status).toBe(403);
        expect(right.body).toEqual({ success: false, result: null, errors: ['Requires Email Confirmation'], code: 'AUTH_EMAIL_NOT_CONFIRMED' });
        const wrong = await login({ username: 'priya.raman@example.com', password: 'not-her-password' });
        expect(wrong.status).toBe(401);
        expect(wrong.body).toEqual(WRONG_CREDENTIALS);
      } finally {
        await em.nativeUpdate(User, { email: 'priya.raman@example.com' }, { emailConfirmed: true });
      }
    });

    it('replaces a hash made with older argon2 parameters at the next successful sign-in, not at a failed one', async () => {
      const em = t.app.get(MikroORM).em.fork();
      const stored = async () => (await em.fork().findOneOrFail(User, { email: LUIS.username })).passwordHash;
      // The library defaults the portal used before (m=64 MiB, t=3, p=4).
      const old = await argon2.hash(LUIS.password, { type: argon2.argon2id, memoryCost: 65_536, timeCost: 3, parallelism: 4 });
      await em.nativeUpdate(User, { email: LUIS.username }, { passwordHash: old });

      expect((await login({ ...LUIS, password: 'Not-His-Password-1' })).status).toBe(401);
      expect(await stored()).toBe(old);

      expect((await login(LUIS)).status).toBe(200);
      const fresh = await stored();
      expect(fresh).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(needsRehash(fresh)).toBe(false);
      expect((await login(LUIS)).status).toBe(200);
      expect(await stored()).toBe(fresh);
    });

    it('signs in without rememberMe (optional, false when left out): a session without a remember-me credential', async () => {
      const res = await t.call('POST', '/api/account/login', { body: { username: DEMO.username, password: DEMO.password }, headers: from() });
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({ username: DEMO.username, rememberMe: null });
      expect((await profile(res.body.result.token)).status).toBe(200);
    });

    it('refuses a rememberMe that is not true or false with 400 and the field', async () => {
      const res = await t.call('POST', '/api/account/login', { body: { ...DEMO, rememberMe: 'yes' }, headers: from() });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ rememberMe: 'Remember me must be true or false.' });
    });
  });

  describe('signed-in calls', () => {
    let codec: JwtCodec;
    let session: { token: string; refreshToken: string };
    beforeAll(async () => {
      codec = t.app.get(JwtCodec);
      session = (await login(DEMO)).body.result;
    });

    it('answer with a valid access token: GET /api/profile is the profile of the caller', async () => {
      const res = await profile(session.token);
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({
        email: 'demo@example.com',
        username: 'demo@example.com',
        name: 'Emily Carter',
        isAdmin: false,
        emailConfirmed: true,
      });
      expect(res.body.result.policies).toEqual(expect.arrayContaining([{ policyNumber: 'PPA1000101' }, { policyNumber: 'HOM2000101' }]));
    });

    it('refuse a call without a token with 401', async () => {
      const res = await t.call('GET', '/api/profile');
      expect(res.status).toBe(401);
      expect(res.body).toEqual(notSignedIn('AUTH_TOKEN_MISSING'));
    });

    it('refuse a malformed token and a token that is not a bearer token', async () => {
      expect((await profile('not-a-token')).body).toEqual(notSignedIn('AUTH_TOKEN_INVALID'));
      const basic = await t.call('GET', '/api/profile', { headers: { Authorization: `Basic ${session.token}` } });
      expect(basic.body).toEqual(notSignedIn('AUTH_TOKEN_MISSING'));
    });

    it('refuse a tampered token (claims changed after signing)', async () => {
      const [header, , signature] = session.token.split('.');
      const forged = Buffer.from(JSON.stringify({ ...claimsOf(session.token), policies: 'admin' })).toString('base64url');
      const res = await profile(`${header}.${forged}.${signature}`);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(notSignedIn('AUTH_TOKEN_INVALID'));
    });

    it('refuse an unsigned token (alg none) and one signed with another secret', async () => {
      const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      const payload = session.token.split('.')[1];
      expect((await profile(`${none}.${payload}.`)).status).toBe(401);
      const other = new JwtCodec('x'.repeat(48)).sign(claimsOf(session.token) as JwtClaims);
      expect((await profile(other)).status).toBe(401);
    });

    it('refuse an expired access token', async () => {
      const now = Math.floor(Date.now() / 1000);
      const expired = codec.sign({ ...(claimsOf(session.token) as JwtClaims), iat: now - 600, exp: now - 300 });
      const res = await profile(expired);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(notSignedIn('AUTH_TOKEN_EXPIRED'));
    });

    it('refuse a refresh token used as an access token', async () => {
      expect((await profile(session.refreshToken)).status).toBe(401);
    });

    it("refuse an access token whose session id is another user's open session", async () => {
      const janet = (await login(JANET)).body.result;
      const forged = codec.sign({ ...(claimsOf(session.token) as JwtClaims), sid: claimsOf(janet.token).sid });
      const res = await profile(forged);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(notSignedIn('AUTH_SESSION_REVOKED'));
      // Both real tokens still work.
      expect((await profile(session.token)).status).toBe(200);
      expect((await profile(janet.token)).status).toBe(200);
    });

    it('@AdminOnly refuses a customer with 403 and lets an administrator through (the real guard, real tokens)', async () => {
      @Controller()
      class Probe {
        @Get()
        @AdminOnly()
        adminOnly() {}
      }
      const guard = t.app.get(JwtAuthGuard);
      const contextFor = (token: string): ExecutionContext =>
        ({
          getType: () => 'http',
          getHandler: () => Probe.prototype.adminOnly,
          getClass: () => Probe,
          switchToHttp: () => ({ getRequest: () => ({ headers: { authorization: `Bearer ${token}` } }) }),
        }) as unknown as ExecutionContext;
      const refused = await guard.canActivate(contextFor(session.token)).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(AuthException);
      expect(refused).toMatchObject({ status: 403, userMessages: ['You are not allowed to do this.'] });
      const admin = (await completeSecondFactor(t, ADMIN.username, (await login(ADMIN)).body.result.challengeToken)).body.result;
      await expect(guard.canActivate(contextFor(admin.token))).resolves.toBe(true);
    });
  });

  describe('POST /api/jwt/refresh', () => {
    it('rotates: a new access and refresh token of the same session, and both work', async () => {
      const first = (await login(DEMO)).body.result;
      const res = await refresh(first.refreshToken);
      expect(res.status).toBe(200);
      const second = res.body.result;
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect(second.rememberMe).toBeNull();
      expect(second.username).toBe('demo@example.com');
      expect(claimsOf(second.token).sid).toBe(claimsOf(first.token).sid);
      expect((await profile(second.token)).status).toBe(200);
      expect((await refresh(second.refreshToken)).status).toBe(200);
    });

    const revokedReason = async (token: string) =>
      (
        await t.app
          .get(MikroORM)
          .em.fork()
          .findOneOrFail(SessionFamily, claimsOf(token).sid as string)
      ).revokedReason;

    it('ends the whole session when a refresh token is used twice after its reply was used: the rotated siblings and the access tokens stop working', async () => {
      const first = (await login(DEMO)).body.result;
      const second = (await refresh(first.refreshToken)).body.result;
      const third = (await refresh(second.refreshToken)).body.result;
      const reused = await refresh(first.refreshToken);
      expect(reused.status).toBe(401);
      expect(reused.body).toEqual(notSignedIn('AUTH_REFRESH_REUSED'));
      expect((await refresh(third.refreshToken)).status).toBe(401);
      expect((await profile(third.token)).status).toBe(401);
      expect((await profile(first.token)).status).toBe(401);
      expect(await revokedReason(first.token)).toBe('refresh_token_reuse');
    });

    it('answers a refresh again when its reply never reached the page (reloaded mid-renewal), and retires the lost reply', async () => {
      const first = (await login(DEMO)).body.result;
      const lost = (await refresh(first.refreshToken)).body.result;
      const again = await refresh(first.refreshToken);
      expect(again.status).toBe(200);
      const second = again.body.result;
      expect(claimsOf(second.token).sid).toBe(claimsOf(first.token).sid);
      expect(second.refreshToken).not.toBe(lost.refreshToken);
      expect((await profile(second.token)).status).toBe(200);
      // The lost reply's refresh token is retired: one chain of the session lives on.
      expect((await refresh(lost.refreshToken)).body).toEqual(notSignedIn('AUTH_REFRESH_INVALID'));
      expect((await refresh(second.refreshToken)).status).toBe(200);
      expect(await revokedReason(first.token)).toBeFalsy();
    });

    it('of two re-exchanges of a lost reply at once, at most one chain of the session lives on (no 500)', async () => {
      const first = (await login(DEMO)).body.result;
      await refresh(first.refreshToken); // its reply is lost
      const replies = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
      expect(replies.map((r) => r.status).filter((status) => status !== 200 && status !== 401)).toEqual([]);
      const live: string[] = [];
      for (const reply of replies.filter((r) => r.status === 200)) {
        if ((await refresh(reply.body.result.refreshToken)).status === 200) live.push(reply.body.result.refreshToken);
      }
      expect(live.length).toBeLessThanOrEqual(1);
    });

    it(`still ends the session when a refresh token comes back more than ${REFRESH_REPLY_LOST_SECONDS} s after its exchange`, async () => {
      const first = (await login(DEMO)).body.result;
      await refresh(first.refreshToken);
      const longAgo = new Date(Date.now() - (REFRESH_REPLY_LOST_SECONDS + 1) * 1000);
      await t.app
        .get(MikroORM)
        .em.fork()
        .nativeUpdate(RefreshToken, { jtiHash: sha256(claimsOf(first.refreshToken).jti as string) }, { usedAt: longAgo });
      expect((await refresh(first.refreshToken)).body).toEqual(notSignedIn('AUTH_REFRESH_REUSED'));
      expect(await revokedReason(first.token)).toBe('refresh_token_reuse');
    });

    it('stores only the SHA-256 of the refresh token id', async () => {
      const session = (await login(DEMO)).body.result;
      const jti = claimsOf(session.refreshToken).jti as string;
      const rows = await t.app
        .get(MikroORM)
        .em.fork()
        .find(RefreshToken, { family: claimsOf(session.token).sid as string });
      expect(rows.map((r) => r.jtiHash)).toEqual([sha256(jti)]);
    });

    it('refuses an expired refresh token, an access token, garbage and a missing token with 401', async () => {
      const session = (await login(DEMO)).body.result;
      const now = Math.floor(Date.now() / 1000);
      const expired = t.app.get(JwtCodec).sign({ ...(claimsOf(session.refreshToken) as JwtClaims), aud: REFRESH_AUDIENCE, iat: now - 100, exp: now - 1 });
      expect((await refresh(expired)).body).toEqual(notSignedIn('AUTH_REFRESH_INVALID'));
      expect((await refresh(session.token)).body).toEqual(notSignedIn('AUTH_REFRESH_INVALID'));
      expect((await refresh('garbage')).body).toEqual(notSignedIn('AUTH_REFRESH_INVALID'));
      const missing = await t.call('POST', '/api/jwt/refresh');
      expect(missing.status).toBe(401);
      expect(missing.body).toEqual(notSignedIn('AUTH_REFRESH_INVALID'));
    });
  });

  describe('POST /api/jwt/remember', () => {
    it('rotates the credential: a new session and credential, and the old credential answers "Your session has expired"', async () => {
      const signedIn = (await login(DEMO, true)).body.result;
      expect(signedIn.rememberMe).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const res = await remember(signedIn.rememberMe);
      expect(res.status).toBe(200);
      const restored = res.body.result;
      expect(restored.username).toBe('demo@example.com');
      expect(restored.rememberMe).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(restored.rememberMe).not.toBe(signedIn.rememberMe);
      expect(claimsOf(restored.token).sid).not.toBe(claimsOf(signedIn.token).sid);
      expect((await profile(restored.token)).status).toBe(200);

      const old = await remember(signedIn.rememberMe);
      expect(old.status).toBe(401);
      expect(old.body).toEqual(SESSION_EXPIRED);
      expect((await remember(restored.rememberMe)).status).toBe(200);
    });

    it('stores the credential only as its SHA-256', async () => {
      const { rememberMe } = (await login(LUIS, true)).body.result;
      const em = t.app.get(MikroORM).em.fork();
      const row = await em.findOneOrFail(RememberMeCredential, { tokenHash: sha256(rememberMe) });
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(t.config.rememberMeTtlDays * 86_400_000);
      const [{ count }] = await em
        .getConnection()
        .execute(`select count(*)::int as count from remember_me_credential r where row_to_json(r)::text like ?`, [`%${rememberMe}%`]);
      expect(count).toBe(0);
    });

    it('answers "Your session has expired" for an unknown or expired credential, and 400 without the header', async () => {
      expect((await remember('A'.repeat(43))).body).toEqual(SESSION_EXPIRED);
      const { rememberMe } = (await login(LUIS, true)).body.result;
      await t.app
        .get(MikroORM)
        .em.fork()
        .nativeUpdate(RememberMeCredential, { tokenHash: sha256(rememberMe) }, { expiresAt: new Date(Date.now() - 1000) });
      expect((await remember(rememberMe)).body).toEqual(SESSION_EXPIRED);
      const missing = await t.call('POST', '/api/jwt/remember', { headers: from() });
      expect(missing.status).toBe(400);
    });
  });

  describe('POST /api/account/logout', () => {
    it('ends the session: the access token, the refresh token and the remember-me credential stop working', async () => {
      const session = (await login(DEMO, true)).body.result;
      const res = await logout(session.token, { refreshToken: session.refreshToken, rememberMe: session.rememberMe });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, result: null, errors: [] });
      expect((await profile(session.token)).body).toEqual(notSignedIn('AUTH_SESSION_REVOKED'));
      expect((await refresh(session.refreshToken)).status).toBe(401);
      expect((await remember(session.rememberMe)).body).toEqual(SESSION_EXPIRED);
    });

    it('revokes the remember-me credential of the session even when the browser does not send it', async () => {
      const session = (await login(DEMO, true)).body.result;
      const otherBrowser = (await login(DEMO, true)).body.result;
      const res = await logout(session.token);
      expect(res.status).toBe(200);
      expect((await remember(session.rememberMe)).body).toEqual(SESSION_EXPIRED);
      // The browser that did not log out stays remembered.
      expect((await remember(otherBrowser.rememberMe)).status).toBe(200);
    });

    it('revokes a remember-me credential restored into a new session when that session logs out', async () => {
      const first = (await login(DEMO, true)).body.result;
      const restored = (await remember(first.rememberMe)).body.result;
      await logout(restored.token);
      expect((await remember(restored.rememberMe)).body).toEqual(SESSION_EXPIRED);
    });

    it("also ends the caller's other session named by its refresh token", async () => {
      const here = (await login(DEMO)).body.result;
      const elsewhere = (await login(DEMO)).body.result;
      await logout(here.token, { refreshToken: elsewhere.refreshToken });
      expect((await profile(elsewhere.token)).status).toBe(401);
    });

    it("cannot revoke another user's remember-me credential or session", async () => {
      const janet = (await login(JANET, true)).body.result;
      const demo = (await login(DEMO)).body.result;
      const res = await logout(demo.token, { refreshToken: janet.refreshToken, rememberMe: janet.rememberMe });
      expect(res.status).toBe(200);
      expect((await profile(janet.token)).status).toBe(200);
      expect((await refresh(janet.refreshToken)).status).toBe(200);
      expect((await remember(janet.rememberMe)).status).toBe(200);
    });

    it('needs a signed-in caller', async () => {
      const res = await t.call('POST', '/api/account/logout', { body: {} });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(notSignedIn('AUTH_TOKEN_MISSING'));
    });
  });
});
