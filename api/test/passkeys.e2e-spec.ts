import { MikroORM } from '@mikro-orm/postgresql';
import { PasskeyService } from '../src/auth/passkey.service';
import { ADMIN, impersonatedToken, nextAddress, signIn } from './support/admin';
import { SoftwareAuthenticator, strangerKey } from './support/software-authenticator';
import { startTestApp, type TestApp } from './support/test-app';

/** The relying party comes from PUBLIC_URL: its host is the RP id, its origin the expected origin. */
const PUBLIC_URL = 'https://portal.example.test';
const ORIGIN = 'https://portal.example.test';
const RP_ID = 'portal.example.test';
/** Customers no other test of this file changes. */
const MEMBER = { username: 'grace.holloway@example.com', password: 'Harbor-Guest-42' };
const OTHER = { username: 'harold.jensen@example.com', password: 'Harbor-Guest-42' };
const LEAVER = { username: 'samuel.whitfield@example.com', password: 'Harbor-Guest-42' };

function claimsOf(token: string): Record<string, any> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

describe('passkeys: registration, sign-in with a passkey alone, and the staff second factor (issue 17)', () => {
  let t: TestApp;
  let clock = Date.UTC(2026, 10, 26, 9, 0, 0);
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.get(MikroORM).em.fork().getConnection().execute<T[]>(query, params);
  const anon = () => ({ 'X-Forwarded-For': nextAddress() });
  const startSignIn = async () => (await t.call('POST', '/api/account/login/passkey/start', { headers: anon() })).body.result as { challenge: string };
  const finishSignIn = (response: unknown, headers = anon()) => t.call('POST', '/api/account/login/passkey/finish', { body: { response }, headers });
  /** Adds a passkey for the signed-in caller with this authenticator. */
  const register = async (headers: () => Record<string, string>, key: SoftwareAuthenticator, name = 'Work laptop') => {
    const options = await t.call('POST', '/api/profile/security/passkeys/registration/start', { headers: headers() });
    expect(options.status).toBe(200);
    return t.call('POST', '/api/profile/security/passkeys/registration/finish', {
      body: { name, response: key.register(options.body.result) },
      headers: headers(),
    });
  };
  const member = new SoftwareAuthenticator(ORIGIN, RP_ID);
  let memberHeaders: () => Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true', PUBLIC_URL, AUTH_RATE_LIMIT_PER_15_MINUTES: '1000', AUTH_ACCOUNT_RATE_LIMIT_PER_HOUR: '1000' });
    t.app.get(PasskeyService).now = () => clock;
    memberHeaders = await signIn(t, MEMBER);
  });
  afterAll(() => t.close());

  it('asks for a discoverable passkey with user verification, for the relying party of PUBLIC_URL', async () => {
    const res = await t.call('POST', '/api/profile/security/passkeys/registration/start', { headers: memberHeaders() });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      rp: { id: RP_ID, name: 'Harbor Mutual' },
      user: { name: MEMBER.username },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: [],
    });
    // Only the hash of the challenge is kept.
    const stored = await sql<{ challenge_hash: string }>('select challenge_hash from passkey_challenge');
    expect(stored.map((s) => s.challenge_hash)).not.toContain(res.body.result.challenge);
  });

  it('registers a passkey and lists it with its name and dates, never its key', async () => {
    const res = await register(memberHeaders, member);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ id: expect.any(String), name: 'Work laptop', createdAt: new Date(clock).toISOString(), lastUsedAt: null });
    const list = await t.call('GET', '/api/profile/security/passkeys', { headers: memberHeaders() });
    expect(list.body.result).toEqual([res.body.result]);
    // The same authenticator is excluded from the next registration, and refused if sent again.
    const next = await t.call('POST', '/api/profile/security/passkeys/registration/start', { headers: memberHeaders() });
    expect(next.body.result.excludeCredentials).toEqual([{ id: member.id, type: 'public-key', transports: ['internal'] }]);
    const twice = await t.call('POST', '/api/profile/security/passkeys/registration/finish', {
      body: { name: 'Again', response: member.register(next.body.result) },
      headers: memberHeaders(),
    });
    expect([twice.status, twice.body.code]).toEqual([422, 'AUTH_PASSKEY_REGISTRATION_FAILED']);
  });

  it('refuses a registration answer for another origin, and a registration challenge used twice', async () => {
    const key = new SoftwareAuthenticator(ORIGIN, RP_ID);
    const options = (await t.call('POST', '/api/profile/security/passkeys/registration/start', { headers: memberHeaders() })).body.result;
    const phished = await t.call('POST', '/api/profile/security/passkeys/registration/finish', {
      body: { name: 'Phished', response: key.register(options, { origin: 'https://portal.example.evil' }) },
      headers: memberHeaders(),
    });
    expect([phished.status, phished.body.code]).toEqual([422, 'AUTH_PASSKEY_REGISTRATION_FAILED']);
    // That challenge is spent now, even with a right answer.
    const replay = await t.call('POST', '/api/profile/security/passkeys/registration/finish', {
      body: { name: 'Replay', response: key.register(options) },
      headers: memberHeaders(),
    });
    expect([replay.status, replay.body.code]).toEqual([422, 'AUTH_PASSKEY_REGISTRATION_FAILED']);
  });

  it("refuses another account's registration challenge", async () => {
    const other = await signIn(t, OTHER);
    const options = (await t.call('POST', '/api/profile/security/passkeys/registration/start', { headers: memberHeaders() })).body.result;
    const res = await t.call('POST', '/api/profile/security/passkeys/registration/finish', {
      body: { name: 'Not mine', response: new SoftwareAuthenticator(ORIGIN, RP_ID).register(options) },
      headers: other(),
    });
    expect([res.status, res.body.code]).toEqual([422, 'AUTH_PASSKEY_REGISTRATION_FAILED']);
  });

  it('signs in with the passkey alone: the same session as login, amr swk+user, last used recorded', async () => {
    const options = await t.call('POST', '/api/account/login/passkey/start', { headers: anon() });
    expect(options.status).toBe(200);
    expect(options.body.result).toMatchObject({ rpId: RP_ID, userVerification: 'required' });
    expect(options.body.result.allowCredentials ?? []).toEqual([]);
    clock += 60_000;
    const res = await finishSignIn(member.assert(options.body.result));
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ token: expect.any(String), refreshToken: expect.any(String), username: MEMBER.username, rememberMe: null });
    expect(claimsOf(res.body.result.token).amr).toEqual(['swk', 'user']);
    const profile = await t.call('GET', '/api/profile', { headers: { Authorization: `Bearer ${res.body.result.token}`, ...anon() } });
    expect(profile.status).toBe(200);
    const list = await t.call('GET', '/api/profile/security/passkeys', { headers: memberHeaders() });
    expect(list.body.result[0].lastUsedAt).toBe(new Date(clock).toISOString());
  });

  it('refuses a wrong signature, a replayed challenge and an unknown passkey with one and the same 401', async () => {
    const refused = {
      success: false,
      result: null,
      errors: ['That passkey could not sign you in. Try again, or sign in with your password.'],
      code: 'AUTH_PASSKEY_FAILED',
    };
    const wrong = await finishSignIn(member.assert(await startSignIn(), { signWith: strangerKey() }));
    expect([wrong.status, wrong.body]).toEqual([401, refused]);

    const options = await startSignIn();
    expect((await finishSignIn(member.assert(options))).status).toBe(200);
    const replay = await finishSignIn(member.assert(options));
    expect([replay.status, replay.body]).toEqual([401, refused]);

    const unknown = await finishSignIn(new SoftwareAuthenticator(ORIGIN, RP_ID).assert(await startSignIn()));
    expect([unknown.status, unknown.body]).toEqual([401, refused]);

    const made = await finishSignIn(member.assert({ challenge: 'x'.repeat(43) }));
    expect([made.status, made.body]).toEqual([401, refused]);
  });

  it('refuses an expired challenge and a signature counter that goes back (a cloned authenticator)', async () => {
    const old = await startSignIn();
    clock += 5 * 60_000 + 1;
    expect((await finishSignIn(member.assert(old))).body.code).toBe('AUTH_PASSKEY_FAILED');
    const stored = (await sql<{ counter: string }>('select counter from passkey where credential_id = ?', [member.id]))[0].counter;
    const cloned = await finishSignIn(member.assert(await startSignIn(), { counter: Number(stored) - 1 }));
    expect([cloned.status, cloned.body.code]).toEqual([401, 'AUTH_PASSKEY_FAILED']);
    const same = await finishSignIn(member.assert(await startSignIn(), { counter: Number(stored) }));
    expect(same.status).toBe(401);
    expect((await finishSignIn(member.assert(await startSignIn(), { counter: Number(stored) + 1 }))).status).toBe(200);
  });

  it('refuses an assertion without user verification', async () => {
    const res = await finishSignIn(member.assert(await startSignIn(), { userVerified: false }));
    expect([res.status, res.body.code]).toEqual([401, 'AUTH_PASSKEY_FAILED']);
  });

  it('takes exactly one of two answers to one challenge sent at once', async () => {
    const options = await startSignIn();
    const a = member.assert(options);
    const results = await Promise.all([finishSignIn(a), finishSignIn(a)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('takes exactly one of two registration answers to one challenge sent at once', async () => {
    const options = (await t.call('POST', '/api/profile/security/passkeys/registration/start', { headers: memberHeaders() })).body.result;
    const response = new SoftwareAuthenticator(ORIGIN, RP_ID).register(options);
    const results = await Promise.all(
      [1, 2].map(() => t.call('POST', '/api/profile/security/passkeys/registration/finish', { body: { name: 'Race', response }, headers: memberHeaders() })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(await sql("select 1 from passkey where name = 'Race'")).toHaveLength(1);
  });

  it("renames a passkey; another account's passkey id is 404 for rename and remove", async () => {
    const [mine] = (await t.call('GET', '/api/profile/security/passkeys', { headers: memberHeaders() })).body.result;
    const renamed = await t.call('POST', `/api/profile/security/passkeys/${mine.id}/rename`, { body: { name: '  Phone  ' }, headers: memberHeaders() });
    expect([renamed.status, renamed.body.result.name]).toEqual([200, 'Phone']);
    const blank = await t.call('POST', `/api/profile/security/passkeys/${mine.id}/rename`, { body: { name: '   ' }, headers: memberHeaders() });
    expect([blank.status, blank.body.code]).toEqual([400, 'VALIDATION_FAILED']);

    const other = await signIn(t, OTHER);
    const rename = await t.call('POST', `/api/profile/security/passkeys/${mine.id}/rename`, { body: { name: 'Mine now' }, headers: other() });
    expect([rename.status, rename.body.code]).toEqual([404, 'AUTH_PASSKEY_NOT_FOUND']);
    const remove = await t.call('POST', `/api/profile/security/passkeys/${mine.id}/remove`, { body: { password: OTHER.password }, headers: other() });
    expect([remove.status, remove.body.code]).toEqual([404, 'AUTH_PASSKEY_NOT_FOUND']);
    expect((await t.call('GET', '/api/profile/security/passkeys', { headers: other() })).body.result).toEqual([]);
    expect((await t.call('GET', '/api/profile/security/passkeys', { headers: memberHeaders() })).body.result[0].name).toBe('Phone');
  });

  it('refuses anonymous callers (401) and staff signed in as the customer (403) on the account calls', async () => {
    expect((await t.call('GET', '/api/profile/security/passkeys', { headers: anon() })).body.code).toBe('AUTH_TOKEN_MISSING');
    expect((await t.call('POST', '/api/profile/security/passkeys/registration/start', { headers: anon() })).status).toBe(401);
    const admin = await signIn(t, ADMIN);
    const adminId = (await sql<{ id: string }>('select id from user_account where email = ?', [ADMIN.username]))[0].id;
    const acting = impersonatedToken(t, memberHeaders(), adminId);
    const res = await t.call('POST', '/api/profile/security/passkeys/registration/start', { headers: { Authorization: `Bearer ${acting}`, ...anon() } });
    expect([res.status, res.body.code]).toEqual([403, 'AUTH_IMPERSONATED']);
    expect(admin).toBeDefined();
  });

  it('removes a passkey only with the password again; it then no longer signs in', async () => {
    const key = new SoftwareAuthenticator(ORIGIN, RP_ID);
    const added = (await register(memberHeaders, key, 'Spare')).body.result;
    const wrong = await t.call('POST', `/api/profile/security/passkeys/${added.id}/remove`, {
      body: { password: 'Harbor-Guest-43' },
      headers: memberHeaders(),
    });
    expect([wrong.status, wrong.body.code]).toEqual([422, 'AUTH_PASSWORD_WRONG']);
    const ok = await t.call('POST', `/api/profile/security/passkeys/${added.id}/remove`, { body: { password: MEMBER.password }, headers: memberHeaders() });
    expect(ok.status).toBe(200);
    expect((await finishSignIn(key.assert(await startSignIn()))).status).toBe(401);
  });

  describe('staff', () => {
    const adminKey = new SoftwareAuthenticator(ORIGIN, RP_ID);

    it('an admin without an authenticator app who signs in with a passkey opens the back office', async () => {
      const admin = await signIn(t, ADMIN);
      expect((await register(admin, adminKey, 'Security key')).status).toBe(200);
      await sql(`delete from totp_credential where user_id = (select id from user_account where email = ?)`, [ADMIN.username]);
      const pwdOnly = (await t.call('POST', '/api/account/login', { body: { ...ADMIN, rememberMe: false }, headers: anon() })).body.result;
      expect((await t.call('GET', '/api/admin', { headers: { Authorization: `Bearer ${pwdOnly.token}`, ...anon() } })).body.code).toBe(
        'AUTH_SECOND_FACTOR_REQUIRED',
      );
      const res = await finishSignIn(adminKey.assert(await startSignIn()));
      expect(res.status).toBe(200);
      const headers = { Authorization: `Bearer ${res.body.result.token}`, ...anon() };
      expect((await t.call('GET', '/api/admin', { headers })).status).toBe(200);
      const settings = await t.call('GET', '/api/profile/security', { headers });
      expect(settings.body.result).toMatchObject({ secondFactorRequired: true, sessionHasSecondFactor: true });
    });

    it("the staff reset of a member's second factors removes the member's passkeys too (audited)", async () => {
      const admin = (await finishSignIn(adminKey.assert(await startSignIn()))).body.result.token;
      const memberId = (await sql<{ id: string }>('select id from user_account where email = ?', [MEMBER.username]))[0].id;
      expect((await sql('select 1 from passkey where user_id = ?', [memberId])).length).toBeGreaterThan(0);
      const res = await t.call('POST', '/api/admin/resetSecondFactor', {
        body: { userId: memberId },
        headers: { Authorization: `Bearer ${admin}`, ...anon() },
      });
      expect(res.status).toBe(200);
      expect(await sql('select 1 from passkey where user_id = ?', [memberId])).toHaveLength(0);
      expect((await finishSignIn(member.assert(await startSignIn()))).status).toBe(401);
      const audit = await sql<{ outcome: string; target: string }>(`select outcome, target from admin_audit_entry where action = 'resetSecondFactor'`);
      expect(audit).toContainEqual(expect.objectContaining({ outcome: 'succeeded', target: memberId }));
    });

    it("deleting a user removes the user's passkeys", async () => {
      const leaver = await signIn(t, LEAVER);
      expect((await register(leaver, new SoftwareAuthenticator(ORIGIN, RP_ID))).status).toBe(200);
      const leaverId = (await sql<{ id: string }>('select id from user_account where email = ?', [LEAVER.username]))[0].id;
      const admin = (await finishSignIn(adminKey.assert(await startSignIn()))).body.result.token;
      const res = await t.call('POST', '/api/admin/deleteuser', { body: { userId: leaverId }, headers: { Authorization: `Bearer ${admin}`, ...anon() } });
      expect(res.status).toBe(200);
      expect(await sql('select 1 from passkey where user_id = ?', [leaverId])).toHaveLength(0);
    });
  });
});
