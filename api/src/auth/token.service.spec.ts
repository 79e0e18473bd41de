import { ImpersonationRefusals } from './impersonation-refusals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Logger, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { createHash } from 'node:crypto';
import type { AppConfig } from '../config/app-config';
import { User, UserPolicy } from '../users';
import { AuthException, AuthExceptionCode } from './auth.exception';
import { RefreshToken } from './entities/refresh-token.entity';
import { RememberMeCredential } from './entities/remember-me-credential.entity';
import { SessionFamily } from './entities/session-family.entity';
import type { AuthenticatedUser } from './authenticated-user';
import { ACCESS_AUDIENCE, JwtCodec, JwtError, jwtModuleOptions, REFRESH_AUDIENCE } from './jwt';
import { JwtAuthGuard } from './jwt-auth.guard';
import { SessionService } from './session.service';
import { policiesClaim, TokenService, userFromClaims, type AccessClaims } from './token.service';

type Row = Record<string, unknown>;
type Class = new () => object;

/** Just enough of MikroORM's EntityManager for TokenService and SessionService, over arrays. */
class FakeEntityManager {
  readonly tables = new Map<Class, Row[]>();
  readonly policies = new Map<string, string[]>();

  table(cls: Class): Row[] {
    if (!this.tables.has(cls)) this.tables.set(cls, []);
    return this.tables.get(cls)!;
  }

  create(cls: Class, data: Row): Row {
    const row = Object.assign(new cls(), data) as Row;
    this.table(cls).push(row);
    return row;
  }

  async flush(): Promise<void> {}

  async find(cls: Class, where: Row): Promise<Row[]> {
    if (cls === UserPolicy) return (this.policies.get(where.user as string) ?? []).map((policyNumber) => ({ policyNumber }));
    return this.table(cls).filter((r) => matches(r, where));
  }

  async findOne(cls: Class, where: Row): Promise<Row | null> {
    return this.table(cls).find((r) => matches(r, where)) ?? null;
  }

  async count(cls: Class, where: Row): Promise<number> {
    return this.table(cls).filter((r) => matches(r, where)).length;
  }

  async nativeUpdate(cls: Class, where: Row, data: Row): Promise<number> {
    const hit = this.table(cls).filter((r) => matches(r, where));
    for (const row of hit) Object.assign(row, data);
    return hit.length;
  }

  getConnection() {
    return {
      execute: async (_sql: string, [id]: string[]) =>
        this.table(SessionFamily)
          .filter((f) => f.id === id)
          .map((f) => ({ revoked_at: f.revokedAt ?? null, user_id: (f.user as { id: string }).id })),
    };
  }
}

function matches(row: Row, where: Row): boolean {
  return Object.entries(where).every(([key, expected]) => {
    const raw = row[key];
    const actual = raw && typeof raw === 'object' && 'id' in raw ? (raw as { id: unknown }).id : raw;
    if (expected === null) return actual === null || actual === undefined;
    if (expected && typeof expected === 'object' && '$ne' in expected) return (actual ?? null) !== (expected as { $ne: unknown }).$ne;
    if (expected && typeof expected === 'object' && '$gte' in expected) return actual instanceof Date && actual >= (expected as { $gte: Date }).$gte;
    if (expected && typeof expected === 'object' && '$gt' in expected) return actual instanceof Date && actual > (expected as { $gt: Date }).$gt;
    return actual === expected;
  });
}

const CONFIG = { accessTokenTtlSeconds: 300, refreshTokenTtlSeconds: 8 * 3600, rememberMeTtlDays: 30 } as AppConfig;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as AccessClaims;

function makeUser(overrides: Partial<User> = {}): User {
  return Object.assign(new User(), {
    email: 'demo@example.com',
    username: 'demo@example.com',
    firstName: 'Emily',
    lastName: 'Carter',
    displayName: 'Emily Carter',
    emailConfirmed: true,
    ...overrides,
  });
}

async function refusal(promise: Promise<unknown>): Promise<AuthException> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof AuthException)) throw new Error(`expected an AuthException, got ${String(err)}`);
  return err;
}

const SECRET = 't'.repeat(48);

/** The global guard of this file's database (set in beforeEach). */
let guard: JwtAuthGuard;

/** A signed-in call as the global guard sees it: JwtAuthGuard verifies the access token. */
async function authenticate(token: string): Promise<AuthenticatedUser> {
  const request: { headers: Record<string, string>; user?: AuthenticatedUser } = { headers: { authorization: `Bearer ${token}` } };
  const context = {
    getType: () => 'http',
    getHandler: () => authenticate,
    getClass: () => TokenService,
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => ({}) }),
  } as unknown as ExecutionContext;
  await guard.canActivate(context);
  return request.user!;
}

describe(TokenService.name, () => {
  let em: FakeEntityManager;
  let codec: JwtCodec;
  let tokens: TokenService;
  let user: User;

  beforeEach(() => {
    em = new FakeEntityManager();
    codec = new JwtCodec(new JwtService(jwtModuleOptions(SECRET)));
    const sessions = new SessionService(em as unknown as EntityManager);
    tokens = new TokenService(em as unknown as EntityManager, codec, sessions, CONFIG);
    guard = new JwtAuthGuard(new Reflector(), codec, sessions, new ImpersonationRefusals());
    user = makeUser();
    em.table(User).push(user as unknown as Row);
  });

  describe('access token claims', () => {
    it('carry one policy as a string, several as a list, none as an empty list', () => {
      expect(policiesClaim(['PPA1000101'], false)).toBe('PPA1000101');
      expect(policiesClaim(['PPA1000101', 'HOM2000101'], false)).toEqual(['PPA1000101', 'HOM2000101']);
      expect(policiesClaim([], false)).toEqual([]);
    });

    it("carry 'admin' for administrators, alone as a string or first in the list", () => {
      expect(policiesClaim([], true)).toBe('admin');
      expect(policiesClaim(['PPA1000101'], true)).toEqual(['admin', 'PPA1000101']);
    });

    it('carry the names, locale, email, session and expiry of doc 1 §3 in an HS256 token', async () => {
      em.policies.set(user.id, ['PPA1000101', 'HOM2000101']);
      const session = await tokens.issueSession(user, { rememberMe: false });
      const claims = codec.verify(session.token, ACCESS_AUDIENCE) as AccessClaims;
      expect(claims).toMatchObject({
        sub: user.id,
        policies: ['PPA1000101', 'HOM2000101'],
        given_name: 'Emily',
        family_name: 'Carter',
        full_name: 'Emily Carter',
        locale: 'en-US',
        email_address: 'demo@example.com',
      });
      expect(claims.exp - claims.iat).toBe(300);
      expect(claims.sid).toBe((em.table(SessionFamily)[0] as { id: string }).id);
      expect(new Date(session.expiresAt).getTime()).toBe(claims.exp * 1000);
    });

    it('describe the caller: admin marker apart from the policy numbers', () => {
      const caller = userFromClaims({ sub: 'u', sid: 's', policies: ['admin', 'PPA1000101'], email_address: 'a@b.c' } as AccessClaims);
      expect(caller).toEqual({ userId: 'u', sessionId: 's', isAdmin: true, policies: ['PPA1000101'], email: 'a@b.c' });
      expect(userFromClaims({ sub: 'u', sid: 's', policies: 'PPA1000101', email_address: 'a@b.c' } as AccessClaims).isAdmin).toBe(false);
    });
  });

  describe('refresh', () => {
    it('rotates: a new pair in the same session, and the old refresh token is marked used', async () => {
      const first = await tokens.issueSession(user, { rememberMe: false });
      const second = await tokens.refresh(first.refreshToken);
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect(claimsOf(second.token).sid).toBe(claimsOf(first.token).sid);
      const [used, fresh] = em.table(RefreshToken) as unknown as RefreshToken[];
      expect(used.usedAt).toBeInstanceOf(Date);
      expect(fresh.usedAt ?? null).toBeNull();
      expect(fresh.jtiHash).toBe(sha256(String(codec.verify(second.refreshToken, REFRESH_AUDIENCE).jti)));
    });

    it('stores only the SHA-256 of the refresh token id', async () => {
      const session = await tokens.issueSession(user, { rememberMe: false });
      const jti = String(codec.verify(session.refreshToken, REFRESH_AUDIENCE).jti);
      const stored = JSON.stringify(em.table(RefreshToken));
      expect(stored).toContain(sha256(jti));
      expect(stored).not.toContain(jti);
    });

    it('ends the whole session when a used refresh token comes back after its reply was used (reuse)', async () => {
      const first = await tokens.issueSession(user, { rememberMe: false });
      const second = await tokens.refresh(first.refreshToken);
      const third = await tokens.refresh(second.refreshToken);
      expect((await refusal(tokens.refresh(first.refreshToken))).code).toBe(AuthExceptionCode.RefreshReused);
      expect((await refusal(tokens.refresh(third.refreshToken))).code).toBe(AuthExceptionCode.SessionRevoked);
      expect((await refusal(authenticate(third.token))).code).toBe(AuthExceptionCode.SessionRevoked);
      expect((em.table(SessionFamily)[0] as unknown as SessionFamily).revokedReason).toBe('refresh_token_reuse');
    });

    it('refuses an expired refresh token and an access token with 401', async () => {
      const session = await tokens.issueSession(user, { rememberMe: false });
      const now = Math.floor(Date.now() / 1000);
      const expired = codec.sign({ ...codec.verify(session.refreshToken, REFRESH_AUDIENCE), iat: now - 10, exp: now - 1 });
      const refused = await refusal(tokens.refresh(expired));
      expect([refused.status, refused.code]).toEqual([401, AuthExceptionCode.RefreshInvalid]);
      expect((await refusal(tokens.refresh(session.token))).status).toBe(401);
    });
  });

  describe('access tokens (through JwtAuthGuard)', () => {
    it('describe the caller of a signed-in call, with the language the replies are written in', async () => {
      em.policies.set(user.id, ['PPA1000101']);
      const session = await tokens.issueSession(user, { rememberMe: false });
      await expect(authenticate(session.token)).resolves.toEqual({
        userId: user.id,
        sessionId: claimsOf(session.token).sid,
        isAdmin: false,
        policies: ['PPA1000101'],
        email: 'demo@example.com',
        locale: 'en-US',
      });
    });

    it('are refused once expired', async () => {
      const session = await tokens.issueSession(user, { rememberMe: false });
      const now = Math.floor(Date.now() / 1000);
      const expired = codec.sign({ ...claimsOf(session.token), iat: now - 400, exp: now - 100 });
      const refused = await refusal(authenticate(expired));
      expect([refused.status, refused.code, refused.userMessages]).toEqual([401, AuthExceptionCode.TokenExpired, ['User must be logged in.']]);
    });

    it('are refused once their session is revoked', async () => {
      const session = await tokens.issueSession(user, { rememberMe: false });
      await new SessionService(em as unknown as EntityManager).revokeAllForUser(user.id, 'password_changed');
      expect((await refusal(authenticate(session.token))).code).toBe(AuthExceptionCode.SessionRevoked);
    });
  });

  describe('remember-me', () => {
    it('is issued only when asked, and stored only as its SHA-256', async () => {
      expect((await tokens.issueSession(user, { rememberMe: false })).rememberMe).toBeNull();
      const { rememberMe } = await tokens.issueSession(user, { rememberMe: true });
      expect(rememberMe).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const stored = em.table(RememberMeCredential) as unknown as RememberMeCredential[];
      expect(stored).toHaveLength(1);
      expect(stored[0].tokenHash).toBe(sha256(rememberMe!));
      expect(JSON.stringify(stored)).not.toContain(rememberMe!);
      expect(stored[0].expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    });

    it('rotates on every use: a new credential and session, and the old credential is refused', async () => {
      const { rememberMe } = await tokens.issueSession(user, { rememberMe: true });
      const restored = await tokens.rememberLogin(rememberMe!, {});
      expect(restored.rememberMe).not.toBe(rememberMe);
      expect(em.table(SessionFamily)).toHaveLength(2);
      const refused = await refusal(tokens.rememberLogin(rememberMe!, {}));
      expect([refused.status, refused.userMessages]).toEqual([401, ['Your session has expired']]);
      await expect(tokens.rememberLogin(restored.rememberMe!, {})).resolves.toHaveProperty('token');
    });

    it('is refused once expired', async () => {
      const { rememberMe } = await tokens.issueSession(user, { rememberMe: true });
      (em.table(RememberMeCredential)[0] as unknown as RememberMeCredential).expiresAt = new Date(Date.now() - 1);
      expect((await refusal(tokens.rememberLogin(rememberMe!, {}))).code).toBe(AuthExceptionCode.RememberMeInvalid);
    });

    it('is revoked with every session of the user (password change), and only for that user', async () => {
      const mine = await tokens.issueSession(user, { rememberMe: true });
      const other = makeUser({ email: 'other@example.com', username: 'other@example.com' });
      const theirs = await tokens.issueSession(other, { rememberMe: true });
      const sessions = new SessionService(em as unknown as EntityManager);
      expect(await sessions.revokeRememberMe(theirs.rememberMe!, user.id)).toBe(false);
      await sessions.revokeAllForUser(user.id, 'password_changed', claimsOf(mine.token).sid);
      expect((await refusal(tokens.rememberLogin(mine.rememberMe!, {}))).code).toBe(AuthExceptionCode.RememberMeInvalid);
      await expect(authenticate(mine.token)).resolves.toMatchObject({ userId: user.id });
      await expect(tokens.rememberLogin(theirs.rememberMe!, {})).resolves.toHaveProperty('token');
    });

    it('is revoked when its session ends (logout), even though the browser did not send it', async () => {
      const mine = await tokens.issueSession(user, { rememberMe: true });
      const elsewhere = await tokens.issueSession(user, { rememberMe: true });
      const sessions = new SessionService(em as unknown as EntityManager);
      await sessions.revokeFamily(claimsOf(mine.token).sid, 'logout', user.id);
      expect((await refusal(tokens.rememberLogin(mine.rememberMe!, {}))).code).toBe(AuthExceptionCode.RememberMeInvalid);
      // The browser that stayed signed in keeps its own.
      await expect(tokens.rememberLogin(elsewhere.rememberMe!, {})).resolves.toHaveProperty('token');
    });
  });

  describe('session ownership', () => {
    it("refuses an access token whose session id names another user's session", async () => {
      const other = makeUser({ email: 'other@example.com', username: 'other@example.com' });
      const theirs = await tokens.issueSession(other, { rememberMe: false });
      const mine = claimsOf((await tokens.issueSession(user, { rememberMe: false })).token);
      const forged = codec.sign({ ...mine, sid: claimsOf(theirs.token).sid });
      const refused = await refusal(authenticate(forged));
      expect([refused.status, refused.code]).toEqual([401, AuthExceptionCode.SessionRevoked]);
      await expect(authenticate(theirs.token)).resolves.toMatchObject({ userId: other.id });
    });
  });
  describe('access token claims (shape checks)', () => {
    it('keeps only the string entries of the policies claim', () => {
      const caller = userFromClaims({ sub: 'u', sid: 's', policies: ['PPA1000101', 42, null, 'admin'], email_address: 'a@b.c' } as unknown as AccessClaims);
      expect([caller.policies, caller.isAdmin]).toEqual([['PPA1000101'], true]);
    });

    it('reads a missing email_address claim as no email', () => {
      expect(userFromClaims({ sub: 'u', sid: 's', policies: [] } as unknown as AccessClaims).email).toBe('');
    });

    it('names the staff member of a login-as session only when act.sub is a non-empty string', () => {
      const base = { sub: 'u', sid: 's', policies: 'PPA1000101', email_address: 'a@b.c' };
      expect(userFromClaims({ ...base, act: { sub: 'staff-7' } } as AccessClaims).actingStaffId).toBe('staff-7');
      for (const act of [{ sub: 7 }, { sub: '' }, {}, undefined]) {
        expect(userFromClaims({ ...base, act } as AccessClaims)).not.toHaveProperty('actingStaffId');
      }
    });

    it('states the refresh expiry as the refresh token exp, in milliseconds', async () => {
      const session = await tokens.issueSession(user, { rememberMe: false });
      const refreshClaims = codec.verify(session.refreshToken, REFRESH_AUDIENCE);
      expect(session.refreshExpiresAt).toBe(new Date(refreshClaims.exp * 1000).toISOString());
      expect(refreshClaims.exp - refreshClaims.iat).toBe(8 * 3600);
    });

    it('records the browser and address of a session clipped to their columns, and null when absent', async () => {
      await tokens.issueSession(user, { rememberMe: false, userAgent: 'a'.repeat(600), ip: '1'.repeat(80) });
      await tokens.issueSession(user, { rememberMe: false });
      const [clipped, bare] = em.table(SessionFamily) as unknown as SessionFamily[];
      expect([clipped.userAgent, clipped.ip]).toEqual(['a'.repeat(512), '1'.repeat(64)]);
      expect([bare.userAgent, bare.ip]).toEqual([null, null]);
    });
  });

  describe('refresh (refusals)', () => {
    /** A refresh token signed by this server with the claims of `session`'s refresh token, changed by `overrides`. */
    const forge = (refreshToken: string, overrides: Record<string, unknown>) => {
      const claims: Record<string, unknown> = { ...codec.verify(refreshToken, REFRESH_AUDIENCE), ...overrides };
      for (const [key, value] of Object.entries(overrides)) if (value === undefined) delete claims[key];
      return codec.sign(claims as never);
    };

    afterEach(() => {
      jest.useRealTimers();
      jest.restoreAllMocks();
    });

    it('refuses a refresh token without a jti, or whose sid is not a session id', async () => {
      const { refreshToken } = await tokens.issueSession(user, { rememberMe: false });
      for (const forged of [forge(refreshToken, { jti: undefined }), forge(refreshToken, { sid: 'not-a-uuid' })]) {
        const refused = await refusal(tokens.refresh(forged));
        expect([refused.status, refused.code, refused.internalDetail]).toEqual([401, AuthExceptionCode.RefreshInvalid, 'refresh token without jti or sid']);
      }
    });

    it('refuses a refresh token that is not on record', async () => {
      const { refreshToken } = await tokens.issueSession(user, { rememberMe: false });
      const refused = await refusal(tokens.refresh(forge(refreshToken, { jti: 'never-issued' })));
      expect([refused.code, refused.internalDetail]).toEqual([AuthExceptionCode.RefreshInvalid, 'refresh token not on record']);
    });

    it('refuses a refresh token whose family belongs to another session', async () => {
      const mine = await tokens.issueSession(user, { rememberMe: false });
      const other = await tokens.issueSession(user, { rememberMe: false });
      const refused = await refusal(tokens.refresh(forge(mine.refreshToken, { sid: claimsOf(other.token).sid })));
      expect([refused.code, refused.internalDetail]).toEqual([AuthExceptionCode.RefreshInvalid, 'refresh token not on record']);
      expect((em.table(RefreshToken) as unknown as RefreshToken[]).every((t) => !t.usedAt)).toBe(true);
    });

    it('refuses a refresh token whose subject is another user than its session holder', async () => {
      const other = makeUser({ email: 'other@example.com', username: 'other@example.com' });
      const mine = await tokens.issueSession(user, { rememberMe: false });
      const refused = await refusal(tokens.refresh(forge(mine.refreshToken, { sub: other.id })));
      expect([refused.code, refused.internalDetail]).toEqual([AuthExceptionCode.RefreshInvalid, 'refresh token not on record']);
    });

    it('refuses a refresh token of a revoked session, naming the reason in the log detail', async () => {
      const { refreshToken, token } = await tokens.issueSession(user, { rememberMe: false });
      await new SessionService(em as unknown as EntityManager).revokeFamily(claimsOf(token).sid, 'logout', user.id);
      const refused = await refusal(tokens.refresh(refreshToken));
      expect([refused.code, refused.internalDetail]).toEqual([AuthExceptionCode.SessionRevoked, `session ${claimsOf(token).sid} was ended (logout)`]);
    });

    it('treats a refresh token at its exact stored expiry instant as expired', async () => {
      const start = new Date('2026-03-01T10:00:00.000Z');
      jest.useFakeTimers({ now: start, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
      const { refreshToken } = await tokens.issueSession(user, { rememberMe: false });
      const [stored] = em.table(RefreshToken) as unknown as RefreshToken[];
      stored.expiresAt = new Date(start.getTime() + 60_000); // the JWT itself is good for 8 hours
      jest.setSystemTime(start.getTime() + 60_000);
      const refused = await refusal(tokens.refresh(refreshToken));
      expect([refused.code, refused.internalDetail]).toEqual([AuthExceptionCode.RefreshInvalid, 'refresh token expired']);
      expect(stored.usedAt ?? null).toBeNull();
    });

    it('claims only the token presented: another session of the user keeps its unused refresh token', async () => {
      const mine = await tokens.issueSession(user, { rememberMe: false });
      const other = await tokens.issueSession(user, { rememberMe: false });
      await expect(tokens.refresh(mine.refreshToken)).resolves.toHaveProperty('token');
      await expect(tokens.refresh(other.refreshToken)).resolves.toHaveProperty('token');
    });

    it('logs a reused refresh token with the user and session, and says which session in the refusal', async () => {
      const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      const first = await tokens.issueSession(user, { rememberMe: false });
      await tokens.refresh((await tokens.refresh(first.refreshToken)).refreshToken);
      const sid = claimsOf(first.token).sid;
      const refused = await refusal(tokens.refresh(first.refreshToken));
      expect(refused.internalDetail).toBe(`refresh token reused in session ${sid}`);
      expect(warn).toHaveBeenCalledWith(
        { event: 'refresh_token_reuse', userId: user.id, sessionId: sid },
        'a refresh token was used twice: the whole session is ended',
      );
      expect((warn.mock.contexts[0] as unknown as { context: string }).context).toBe('Auth');
    });

    it('names the audience and the reason of a refused refresh token in the log detail', async () => {
      const { token } = await tokens.issueSession(user, { rememberMe: false });
      expect((await refusal(tokens.refresh(token))).internalDetail).toBe('portal-refresh token: audience');
    });

    it('does not turn an unexpected failure of the verifier into a 401', async () => {
      const { refreshToken } = await tokens.issueSession(user, { rememberMe: false });
      jest.spyOn(codec, 'verify').mockImplementation(() => {
        throw new TypeError('verifier broke');
      });
      await expect(tokens.refresh(refreshToken)).rejects.toThrow(TypeError);
      jest.spyOn(codec, 'verify').mockImplementation(() => {
        throw new JwtError('expired');
      });
      expect((await refusal(tokens.refresh(refreshToken))).code).toBe(AuthExceptionCode.RefreshInvalid);
    });
  });

  describe('session of a refresh token (logout of another session)', () => {
    it('names the user and session of a refresh token this server signed, even once expired', async () => {
      const { refreshToken, token } = await tokens.issueSession(user, { rememberMe: false });
      const now = Math.floor(Date.now() / 1000);
      const expired = codec.sign({ ...codec.verify(refreshToken, REFRESH_AUDIENCE), iat: now - 100, exp: now - 10 });
      expect(tokens.sessionOfRefreshToken(expired)).toEqual({ userId: user.id, sessionId: claimsOf(token).sid });
    });

    it('answers null for an access token, a token whose sid is not a session id, and garbage', async () => {
      const { refreshToken, token } = await tokens.issueSession(user, { rememberMe: false });
      const badSid = codec.sign({ ...codec.verify(refreshToken, REFRESH_AUDIENCE), sid: 'x' });
      for (const other of [token, badSid, 'garbage', '']) expect(tokens.sessionOfRefreshToken(other)).toBeNull();
    });
  });

  describe('remember-me (refusals)', () => {
    afterEach(() => {
      jest.useRealTimers();
      jest.restoreAllMocks();
    });

    const warnedReason = (warn: jest.SpyInstance) => (warn.mock.calls.at(-1)?.[0] as { reason?: string } | undefined)?.reason;

    it('refuses an unknown credential and logs why', async () => {
      const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      const refused = await refusal(tokens.rememberLogin('never-issued', { ip: '203.0.113.9' }));
      expect([refused.status, refused.code]).toEqual([401, AuthExceptionCode.RememberMeInvalid]);
      expect(warn).toHaveBeenCalledWith(
        { event: 'sign_in', method: 'remember_me', outcome: 'failure', reason: 'unknown_credential', userId: undefined, ip: '203.0.113.9' },
        'remember-me sign-in refused',
      );
    });

    it('refuses a revoked credential, logged as revoked, for its user', async () => {
      const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      const { rememberMe } = await tokens.issueSession(user, { rememberMe: true });
      (em.table(RememberMeCredential)[0] as unknown as RememberMeCredential).revokedAt = new Date();
      expect((await refusal(tokens.rememberLogin(rememberMe!, {}))).code).toBe(AuthExceptionCode.RememberMeInvalid);
      expect(warnedReason(warn)).toBe('revoked_credential');
      expect((warn.mock.calls.at(-1)?.[0] as { userId?: string }).userId).toBe(user.id);
    });

    it('treats a credential at its exact expiry instant as expired', async () => {
      const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      const start = new Date('2026-03-01T10:00:00.000Z');
      jest.useFakeTimers({ now: start, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
      const { rememberMe } = await tokens.issueSession(user, { rememberMe: true });
      (em.table(RememberMeCredential)[0] as unknown as RememberMeCredential).expiresAt = new Date(start.getTime() + 60_000);
      jest.setSystemTime(start.getTime() + 60_000);
      expect((await refusal(tokens.rememberLogin(rememberMe!, {}))).code).toBe(AuthExceptionCode.RememberMeInvalid);
      expect(warnedReason(warn)).toBe('expired_credential');
      expect(em.table(SessionFamily)).toHaveLength(1);
    });

    it('refuses a credential another request claimed first, and starts no session', async () => {
      const { rememberMe } = await tokens.issueSession(user, { rememberMe: true });
      jest.spyOn(em, 'nativeUpdate').mockResolvedValueOnce(0);
      const refused = await refusal(tokens.rememberLogin(rememberMe!, {}));
      expect([refused.code, refused.internalDetail]).toEqual([AuthExceptionCode.RememberMeInvalid, 'remember-me credential used concurrently']);
      expect(em.table(SessionFamily)).toHaveLength(1);
    });

    it('refuses the credential of a user whose email is no longer confirmed', async () => {
      const { rememberMe } = await tokens.issueSession(user, { rememberMe: true });
      user.emailConfirmed = false;
      const refused = await refusal(tokens.rememberLogin(rememberMe!, {}));
      expect([refused.code, refused.internalDetail]).toEqual([AuthExceptionCode.RememberMeInvalid, 'email no longer confirmed']);
      expect(em.table(SessionFamily)).toHaveLength(1);
    });

    it('logs a remember-me sign-in with the user, the new session and the address', async () => {
      const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
      const { rememberMe } = await tokens.issueSession(user, { rememberMe: true });
      const restored = await tokens.rememberLogin(rememberMe!, { ip: '203.0.113.9', userAgent: 'Firefox' });
      expect(log).toHaveBeenCalledWith(
        { event: 'sign_in', method: 'remember_me', outcome: 'success', userId: user.id, sessionId: claimsOf(restored.token).sid, ip: '203.0.113.9' },
        'signed in with remember-me',
      );
      expect((em.table(SessionFamily)[1] as unknown as SessionFamily).userAgent).toBe('Firefox');
    });
  });
});
