import { totpCode } from '../src/auth/second-factor-rules';
import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { ADMIN, CUSTOMER, nextAddress, signIn } from './support/admin';
import { linkIn, waitForMail } from './support/outbox';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

describe('back office user actions: the user dialog, its mails, policies, flags, deletion and new administrators', () => {
  let t: TestApp;
  let admin: () => Record<string, string>;
  let adminId: string;
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.get(MikroORM).em.fork().getConnection().execute<T[]>(query, params);
  const idOf = async (email: string) => (await sql<{ id: string }>('select id from user_account where email = ?', [email]))[0]?.id;
  const post = (path: string, body: unknown, headers: Record<string, string> = admin()) => t.call('POST', `/api/admin/${path}`, { headers, body });
  const lastAudit = async (action: string) => (await t.call('GET', `/api/admin/audit?action=${action}`, { headers: admin() })).body.result.items[0];

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true' });
    admin = await signIn(t, ADMIN);
    adminId = (await idOf(ADMIN.username))!;
  });
  afterAll(() => t.close());

  describe('POST /api/admin/fetchUser', () => {
    it("answers the member's account with its policy links and flags, and records who looked", async () => {
      const userId = (await idOf(CUSTOMER.username))!;
      const res = await post('fetchUser', { userId });
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({
        id: userId,
        email: CUSTOMER.username,
        name: 'Priya Raman',
        isAdmin: false,
        emailConfirmed: true,
        isDeliveryTester: false,
      });
      expect(res.body.result.policies.map((p: { policyNumber: string }) => p.policyNumber)).toContain('PPA1000501');
      expect(res.body.result.policies.every((p: { userId: string }) => p.userId === userId)).toBe(true);
      expect(await lastAudit('fetchUser')).toMatchObject({ target: userId, outcome: 'succeeded', actorId: adminId });
    });

    it('answers 404 for an id no account has, and 400 for one that is not an id', async () => {
      const missing = await post('fetchUser', { userId: randomUUID() });
      expect([missing.status, missing.body.code, missing.body.errors]).toEqual([404, 'ADMIN_USER_NOT_FOUND', ['User not found.']]);
      expect((await post('fetchUser', { userId: 'x' })).status).toBe(400);
    });
  });

  describe('mails', () => {
    it("sends the member the reset link 'Forgot password' sends, which sets a new password", async () => {
      const started = new Date();
      const userId = (await idOf(CUSTOMER.username))!;
      expect((await post('sendPasswordReset', { userId })).body).toEqual({ success: true, result: null, errors: [] });
      const link = linkIn(await waitForMail(t, CUSTOMER.username, 'Reset your', started), '/resetpassword');
      expect(link.userId).toBe(userId);
    });

    it('sends the confirmation email again to the account address', async () => {
      const started = new Date();
      const userId = (await idOf('demo@example.com'))!;
      expect((await post('sendEmailConfirmation', { userId })).status).toBe(200);
      expect(linkIn(await waitForMail(t, 'demo@example.com', 'Confirm your email address', started), '/confirmemail').userId).toBe(userId);
    });
  });

  describe('policies', () => {
    it('adds a policy of the book that is on no account and removes it again by its link id', async () => {
      const userId = (await idOf(CUSTOMER.username))!;
      const added = await post('addPolicy', { userId, policyNumber: 'hom2001101' });
      expect(added.status).toBe(200);
      const link = added.body.result.policies.find((p: { policyNumber: string }) => p.policyNumber === 'HOM2001101');
      expect(link).toBeDefined();
      const removed = await post('removePolicy', { userId, id: link.id });
      expect(removed.body.result.policies.map((p: { policyNumber: string }) => p.policyNumber)).not.toContain('HOM2001101');
      const again = await post('removePolicy', { userId, id: link.id });
      expect([again.status, again.body.code]).toEqual([404, 'ADMIN_USER_POLICY_NOT_FOUND']);
    });

    it("refuses a number of 3 characters (400), a number of no policy (422) and another account's policy (409, the customer's guard)", async () => {
      const userId = (await idOf(CUSTOMER.username))!;
      expect((await post('addPolicy', { userId, policyNumber: 'PPA' })).status).toBe(400);
      const unknown = await post('addPolicy', { userId, policyNumber: 'PPA1009999' });
      expect([unknown.status, unknown.body.code]).toEqual([422, 'ADMIN_POLICY_UNKNOWN']);
      const taken = await post('addPolicy', { userId, policyNumber: 'PPA1000101' });
      expect([taken.status, taken.body.code]).toEqual([409, 'POLICY_ON_ANOTHER_ACCOUNT']);
      const own = await post('addPolicy', { userId, policyNumber: 'PPA1000501' });
      expect([own.status, own.body.code]).toEqual([409, 'POLICY_ALREADY_ON_ACCOUNT']);
    });

    it('of two staff adding the same policy to two accounts at once, one wins (the unique link), the other gets 409', async () => {
      const a = (await idOf(CUSTOMER.username))!;
      const b = (await idOf('demo@example.com'))!;
      const replies = await Promise.all([a, b, a, b].map((userId) => post('addPolicy', { userId, policyNumber: 'PPA1001101' })));
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
      expect(await sql('select user_id from user_policy where policy_number = ?', ['PPA1001101'])).toHaveLength(1);
      const [{ user_id: owner }] = await sql<{ user_id: string }>('select user_id from user_policy where policy_number = ?', ['PPA1001101']);
      const link = (await post('fetchUser', { userId: owner })).body.result.policies.find((p: { policyNumber: string }) => p.policyNumber === 'PPA1001101');
      await post('removePolicy', { userId: owner, id: link.id });
    });
  });

  describe('delivery tester', () => {
    it("turns the flag on: the member's home content offers the alerts screen even with the toggle off", async () => {
      const customer = await signIn(t, CUSTOMER);
      const userId = (await idOf(CUSTOMER.username))!;
      await post('systemtoggles', { canMakePayments: true, electronicAlertsEnabled: false, cccClaimsEnabled: false });
      const on = await post('updatedeliverytester', { userId, isDeliveryTester: true });
      expect(on.body.result.isDeliveryTester).toBe(true);
      expect((await t.call('GET', '/api/profile', { headers: customer() })).body.result.isDeliveryTester).toBe(true);
      const off = await post('updatedeliverytester', { userId, isDeliveryTester: false });
      expect(off.body.result.isDeliveryTester).toBe(false);
      await post('systemtoggles', { canMakePayments: true, electronicAlertsEnabled: true, cccClaimsEnabled: false });
    });
  });

  describe('POST /api/admin/changemail', () => {
    it('sends the email-change link to the new address; the address changes when the member opens it', async () => {
      const started = new Date();
      const userId = (await idOf(CUSTOMER.username))!;
      const res = await post('changemail', { userId, oldEmail: CUSTOMER.username, newEmail: 'Priya.New@Example.net' });
      expect(res.body).toEqual({ success: true, result: null, errors: [] });
      const link = linkIn(await waitForMail(t, 'priya.new@example.net', 'Confirm your new email address', started), '/changeemail');
      expect(link.email).toBe('priya.new@example.net');
      const changed = await t.call('POST', '/api/account/changeemail', {
        body: { code: link.code, userId: link.userId, email: link.email },
        headers: { 'X-Forwarded-For': nextAddress() },
      });
      expect(changed.status).toBe(200);
      expect(await idOf('priya.new@example.net')).toBe(userId);
    });

    it('refuses a stale old address (409), a taken address (409, staff are told), the same address (400)', async () => {
      const userId = (await idOf('priya.new@example.net'))!;
      const stale = await post('changemail', { userId, oldEmail: CUSTOMER.username, newEmail: 'x@example.net' });
      expect([stale.status, stale.body.code]).toEqual([409, 'ADMIN_EMAIL_CHANGED']);
      const taken = await post('changemail', { userId, oldEmail: 'priya.new@example.net', newEmail: 'demo@example.com' });
      expect([taken.status, taken.body.code]).toEqual([409, 'ACCOUNT_EMAIL_TAKEN']);
      const same = await post('changemail', { userId, oldEmail: 'priya.new@example.net', newEmail: 'PRIYA.NEW@example.net' });
      expect([same.status, same.body.fieldErrors]).toEqual([400, { newEmail: 'New Email must differ from the old one.' }]);
    });
  });

  describe('POST /api/admin/deleteuser', () => {
    it('deletes the account: its sessions end at once, its wallet, recurring and scheduled payments and saved changes go; payments made stay', async () => {
      const email = 'demo@example.com';
      const member = await signIn(t, { username: email, password: 'Harbor-Light-42' });
      const userId = (await idOf(email))!;
      await sql(
        `insert into policy_change_save (id, policy_number, type, action, data, effective_date, policy_id, policy_image_num, user_id, saved_at)
         values (?, 'PPA1000101', 'vehicle', 'add', '{}', current_date, 'PPA1000101', 1, ?, now())`,
        [randomUUID(), userId],
      );
      const count = async (table: string, column = 'user_id') =>
        Number((await sql<{ n: string }>(`select count(*) as n from ${table} where ${column} = ?`, [userId]))[0].n);
      const before = {
        wallet: await count('payment_wallet'),
        recurring: await count('payment_recurring'),
        saves: await count('policy_change_save'),
        sessions: await count('session_family'),
      };
      expect(before).toEqual({ wallet: 1, recurring: expect.any(Number), saves: 1, sessions: expect.any(Number) });
      expect(before.recurring + (await count('payment_scheduled'))).toBeGreaterThan(0);
      const payments = await sql<{ n: string }>(`select count(*) as n from payment`);

      expect((await post('deleteuser', { userId })).body).toEqual({ success: true, result: null, errors: [] });
      expect((await t.call('GET', '/api/profile', { headers: member() })).status).toBe(401);
      for (const table of ['user_account', 'payment_wallet', 'payment_recurring', 'payment_scheduled', 'policy_change_save', 'session_family', 'user_policy'])
        expect([table, await count(table, table === 'user_account' ? 'id' : 'user_id')]).toEqual([table, 0]);
      expect(await sql(`select count(*) as n from payment`)).toEqual(payments);
      const login = await t.call('POST', '/api/account/login', {
        body: { username: email, password: 'Harbor-Light-42', rememberMe: false },
        headers: { 'X-Forwarded-For': nextAddress() },
      });
      expect(login.status).toBe(401);
      expect(await lastAudit('deleteUser')).toMatchObject({ target: userId, outcome: 'succeeded' });

      const again = await post('deleteuser', { userId });
      expect([again.status, again.body.code]).toEqual([404, 'ADMIN_USER_NOT_FOUND']);
    });

    it('refuses to delete the signed-in staff member (422)', async () => {
      const res = await post('deleteuser', { userId: adminId });
      expect([res.status, res.body.code, res.body.errors]).toEqual([422, 'ADMIN_DELETE_SELF', ['You cannot delete your own account.']]);
    });
  });

  describe('POST /api/admin/createuser', () => {
    it("creates an administrator ('Email Sent') who sets a password through the emailed link, sets up an authenticator app and then opens the back office", async () => {
      const started = new Date();
      const email = 'jordan.lee@harbormutual.example.com';
      expect((await post('createuser', { email: 'Jordan.Lee@HarborMutual.example.com' })).body).toEqual({ success: true, result: null, errors: [] });
      const { code, userId } = linkIn(await waitForMail(t, email, 'Reset your', started), '/resetpassword');
      const reset = await t.call('POST', '/api/account/resetpassword', {
        body: { code, userId, password: 'Lantern-Quay-Key-9', confirmPassword: 'Lantern-Quay-Key-9' },
        headers: { 'X-Forwarded-For': nextAddress() },
      });
      expect([reset.status, reset.body.errors]).toEqual([200, []]);
      const staff = await signIn(t, { username: email, password: 'Lantern-Quay-Key-9' });
      // Staff need a second factor for the back office (issue 17).
      const refused = await t.call('GET', '/api/admin', { headers: staff() });
      expect([refused.status, refused.body.code]).toEqual([403, 'AUTH_SECOND_FACTOR_REQUIRED']);
      const setup = (await t.call('POST', '/api/profile/security/totp', { headers: staff() })).body.result;
      const on = await t.call('POST', '/api/profile/security/totp/confirm', { body: { code: totpCode(setup.secret, Date.now()) }, headers: staff() });
      expect((await t.call('GET', '/api/admin', { headers: { ...staff(), Authorization: `Bearer ${on.body.result.session.token}` } })).status).toBe(200);
      expect(await lastAudit('createAdminUser')).toMatchObject({ target: null, outcome: 'succeeded' });
    });

    it('refuses an address that has an account (409)', async () => {
      const res = await post('createuser', { email: ADMIN.username });
      expect([res.status, res.body.code]).toEqual([409, 'ACCOUNT_EMAIL_TAKEN']);
    });
  });
});
