import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { ADMIN, CUSTOMER, nextAddress, signIn } from './support/admin';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

/** The claims of a JWT (not verified: the server's guard does that). */
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;

describe('POST /api/admin/impersonate: log in as a member', () => {
  let t: TestApp;
  let admin: () => Record<string, string>;
  let adminId: string;
  let customerId: string;
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.get(MikroORM).em.fork().getConnection().execute<T[]>(query, params);
  const idOf = async (email: string) => (await sql<{ id: string }>('select id from user_account where email = ?', [email]))[0]?.id;
  const impersonate = (id: string, headers: Record<string, string> = admin()) => t.call('POST', '/api/admin/impersonate', { headers, body: { id } });
  const as = (token: string) => ({ Authorization: `Bearer ${token}`, 'X-Forwarded-For': nextAddress() });
  const audit = async (query: string) => (await t.call('GET', `/api/admin/audit?${query}`, { headers: admin() })).body.result.items;

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true' });
    admin = await signIn(t, ADMIN);
    adminId = (await idOf(ADMIN.username))!;
    customerId = (await idOf(CUSTOMER.username))!;
  });
  afterAll(() => t.close());

  it("answers the member's session carrying the acting staff member, 30 minutes at most, without remember-me, and records it", async () => {
    const before = Date.now();
    const res = await impersonate(customerId);
    expect(res.status).toBe(200);
    const session = res.body.result;
    expect(session.rememberMe).toBeNull();
    expect(session.username).toBe(CUSTOMER.username);
    const access = claimsOf(session.token);
    expect(access).toMatchObject({ sub: customerId, act: { sub: adminId, email: ADMIN.username }, email_address: CUSTOMER.username });
    expect(claimsOf(session.refreshToken)).toMatchObject({ sub: customerId, act: { sub: adminId, email: ADMIN.username } });
    expect(Date.parse(session.refreshExpiresAt)).toBeLessThanOrEqual(before + 30 * 60_000 + 2_000);
    expect(Date.parse(session.expiresAt)).toBeLessThanOrEqual(Date.parse(session.refreshExpiresAt));
    // The member's own data, as the member sees it.
    const profile = await t.call('GET', '/api/profile', { headers: as(session.token) });
    expect(profile.status).toBe(200);
    expect(profile.body.result.email).toBe(CUSTOMER.username);
    const [entry] = await audit('action=impersonateUser');
    expect(entry).toMatchObject({ actorId: adminId, actorEmail: ADMIN.username, target: customerId, outcome: 'succeeded' });
  });

  it('a refresh keeps the acting staff member and never goes past the 30 minutes', async () => {
    const session = (await impersonate(customerId)).body.result;
    const renewed = await t.call('POST', '/api/jwt/refresh', { headers: as(session.refreshToken) });
    expect(renewed.status).toBe(200);
    expect(claimsOf(renewed.body.result.token)).toMatchObject({ sub: customerId, act: { sub: adminId } });
    expect(claimsOf(renewed.body.result.refreshToken)).toMatchObject({ act: { sub: adminId } });
    expect(renewed.body.result.refreshExpiresAt).toBe(session.refreshExpiresAt);
    expect(Date.parse(renewed.body.result.expiresAt)).toBeLessThanOrEqual(Date.parse(session.refreshExpiresAt));
  });

  it('the session can never open the back office (403 AUTH_ADMIN_ONLY)', async () => {
    const { token } = (await impersonate(customerId)).body.result;
    for (const [method, path] of [
      ['GET', '/api/admin'],
      ['POST', '/api/admin/impersonate'],
    ] as const) {
      const res = await t.call(method, path, { headers: as(token), body: method === 'POST' ? { id: customerId } : undefined });
      expect([path, res.status, res.body.code]).toEqual([path, 403, 'AUTH_ADMIN_ONLY']);
    }
  });

  it('the session cannot change the password (403 AUTH_IMPERSONATED)', async () => {
    const { token } = (await impersonate(customerId)).body.result;
    const res = await t.call('POST', '/api/account/changepassword', {
      headers: as(token),
      body: { oldPassword: CUSTOMER.password, password: 'Harbor-Other-77', confirmPassword: 'Harbor-Other-77' },
    });
    expect([res.status, res.body.code]).toEqual([403, 'AUTH_IMPERSONATED']);
    expect(res.body.errors).toEqual(['Staff signed in as a customer cannot change the password, email address or delivery settings.']);
    // The password is unchanged: the member still signs in with it.
    await expect(signIn(t, CUSTOMER)).resolves.toBeDefined();
  });

  it('the session cannot set up, confirm or turn off the authenticator app (403 AUTH_IMPERSONATED, issue 17)', async () => {
    const { token } = (await impersonate(customerId)).body.result;
    for (const [path, body] of [
      ['/api/profile/security/totp', undefined],
      ['/api/profile/security/totp/confirm', { code: '123456' }],
      ['/api/profile/security/totp/disable', { password: CUSTOMER.password }],
    ] as const) {
      const res = await t.call('POST', path, { headers: as(token), body });
      expect([path, res.status, res.body.code]).toEqual([path, 403, 'AUTH_IMPERSONATED']);
    }
  });

  it('the session cannot change the email address (403 AUTH_IMPERSONATED)', async () => {
    const { token } = (await impersonate(customerId)).body.result;
    const res = await t.call('POST', '/api/account/sendemailchange', { headers: as(token), body: { newEmail: 'someone.else@example.com' } });
    expect([res.status, res.body.code]).toEqual([403, 'AUTH_IMPERSONATED']);
  });

  it('the session cannot change the e-delivery settings (403 AUTH_IMPERSONATED)', async () => {
    const { token } = (await impersonate(customerId)).body.result;
    const before = (await t.call('GET', '/api/profile', { headers: as(token) })).body.result;
    const res = await t.call('POST', '/api/profile/delivery', { headers: as(token), body: {} });
    expect([res.status, res.body.code]).toEqual([403, 'AUTH_IMPERSONATED']);
    expect((await t.call('GET', '/api/profile', { headers: as(token) })).body.result).toEqual(before);
  });

  it("the member's own session still can (the refusal is the login-as session's only)", async () => {
    const own = await signIn(t, CUSTOMER);
    const res = await t.call('POST', '/api/account/sendemailchange', { headers: own(), body: { newEmail: 'priya.elsewhere@example.com' } });
    expect(res.status).toBe(200);
  });

  it('every change made in the session is recorded with the staff member as actor; reads are not', async () => {
    const { token } = (await impersonate(customerId)).body.result;
    const since = new Date().toISOString();
    expect((await t.call('GET', '/api/profile', { headers: as(token) })).status).toBe(200);
    const changed = await t.call('POST', '/api/profile/advertisement', { headers: as(token), body: { dontShowAdvertisement: false } });
    expect(changed.status).toBe(200);
    const refused = await t.call('POST', '/api/profile/delivery', { headers: as(token), body: {} });
    expect(refused.status).toBe(403);
    const entries = await audit(`target=user:${customerId}&from=${encodeURIComponent(since)}`);
    type Entry = { id: string; action: string; outcome: string; actorId: string; actorEmail: string; status: number; code: string | null };
    expect(entries.map((e: Entry) => [e.action, e.outcome, e.actorId, e.actorEmail, e.status, e.code])).toEqual(
      expect.arrayContaining([
        [expect.stringMatching(/^impersonated:/), 'succeeded', adminId, ADMIN.username, 200, null],
        // The guard's refusal is recorded too (issue 15: every impersonated action).
        [expect.stringMatching(/^impersonated:/), 'refused', adminId, ADMIN.username, 403, 'AUTH_IMPERSONATED'],
      ]),
    );
    expect(entries.every((e: Entry) => e.action.startsWith('impersonated:'))).toBe(true);
    expect(entries).toHaveLength(2); // the read is not recorded
    const succeeded = entries.find((e: Entry) => e.outcome === 'succeeded');
    const byAction = await audit(`action=${encodeURIComponent(succeeded.action)}&from=${encodeURIComponent(since)}`);
    expect(byAction.map((e: { id: string }) => e.id)).toEqual([succeeded.id]);
  });

  it("records the back office's refusal of the session (403 AUTH_ADMIN_ONLY) with the staff member as actor", async () => {
    const { token } = (await impersonate(customerId)).body.result;
    const since = new Date().toISOString();
    expect((await t.call('GET', '/api/admin/audit', { headers: as(token) })).status).toBe(403);
    const entries = await audit(`target=user:${customerId}&from=${encodeURIComponent(since)}`);
    expect(entries).toEqual([
      expect.objectContaining({ action: 'impersonated:listAuditEntries', outcome: 'refused', actorId: adminId, status: 403, code: 'AUTH_ADMIN_ONLY' }),
    ]);
  });

  it('answers 404 for an id no account has, 422 for an administrator, 400 for a malformed id', async () => {
    const missing = await impersonate(randomUUID());
    expect([missing.status, missing.body.code]).toEqual([404, 'ADMIN_USER_NOT_FOUND']);
    const staff = await impersonate(adminId);
    expect([staff.status, staff.body.code, staff.body.errors]).toEqual([422, 'ADMIN_IMPERSONATE_STAFF', ['Staff accounts cannot be logged in as.']]);
    expect((await impersonate('x')).status).toBe(400);
  });

  it('a customer gets 403 and nothing is issued', async () => {
    const customer = await signIn(t, CUSTOMER);
    const res = await impersonate(customerId, customer());
    expect([res.status, res.body.code]).toEqual([403, 'AUTH_ADMIN_ONLY']);
  });
});
