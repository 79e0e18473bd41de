import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { StaffVerificationRequest } from '../src/account';
import { hashPassword } from '../src/users';
import { ADMIN, signIn } from './support/admin';
import { waitForMail } from './support/outbox';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

describe('back office staff verification: the pending list, accept (creates the account and mails) and decline (a message without personal data)', () => {
  let t: TestApp;
  let admin: () => Record<string, string>;
  const list = async () => (await t.call('GET', '/api/admin/staffVerifications', { headers: admin() })).body.result as Array<Record<string, unknown>>;
  const decide = (body: Record<string, unknown>) => t.call('POST', '/api/admin/staffVerifications', { headers: admin(), body });
  const idFor = async (email: string) => (await list()).find((r) => r.staffVerificationEmail === email)!.id as string;

  /** A pending request of our own (as registration stores it). */
  const addRequest = async (policyNumber: string, policyHolder: string, email: string) => {
    const row = Object.assign(new StaffVerificationRequest(), {
      id: randomUUID(),
      createdAt: new Date(),
      policyNumber,
      policyHolder,
      driversLicenseLast4: null,
      zip: null,
      dateOfBirth: null,
      employeeIdentificationNumberLast4: '1234',
      staffVerificationEmail: email,
      staffVerificationPhoneNumber: '3175550100',
      passwordHash: await hashPassword('Lantern-Quay-Key-9'),
      accepted: null,
      messageToUser: null,
      ip: '203.0.113.9',
    });
    await t.app.get(MikroORM).em.fork().insert(StaffVerificationRequest, row);
    return row.id;
  };

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true' });
    admin = await signIn(t, ADMIN);
  });
  afterAll(() => t.close());

  it('lists the two pending demo requests, oldest first, with the last 4 of the licence and SSN only', async () => {
    const pending = await list();
    expect(pending.map((r) => [r.policyNumber, r.policyHolder, r.staffVerificationEmail, r.accepted])).toEqual([
      ['HOM2001101', 'Marcus Bell', 'marcus.bell@example.com', null],
      ['PPA1000501', 'Priya Raman', 'p.raman.home@example.com', null],
    ]);
    expect(pending[0]).toMatchObject({ employeeIdentificationNumber: '5309', zip: '46250', dateOfBirth: '1986-10-02', driversLicenseNumber: null });
    expect(JSON.stringify(pending)).not.toMatch(/argon2|password/i);
  });

  it('refuses a decline without a message or with personal data in it (422); nothing is sent and the request stays', async () => {
    const id = await idFor('p.raman.home@example.com');
    const empty = await decide({ id, accepted: false, messageToUser: '  ' });
    expect([empty.status, empty.body.code]).toEqual([422, 'ADMIN_DECLINE_MESSAGE_REQUIRED']);
    for (const messageToUser of ['Write to help@example.com', 'Call 317-555-0100', 'Policy PPA1000501 already has an account']) {
      const res = await decide({ id, accepted: false, messageToUser });
      expect([res.status, res.body.code]).toEqual([422, 'ADMIN_DECLINE_MESSAGE_PERSONAL']);
    }
    expect((await list()).map((r) => r.id)).toContain(id);
  });

  it('declines with a message: the requester gets it by mail, the list refreshes, a second decision answers 409', async () => {
    const started = new Date();
    const id = await idFor('p.raman.home@example.com');
    const message = 'This policy already has a portal account. Please use Forgot Password on the sign-in page.';
    const res = await decide({ id, accepted: false, messageToUser: message });
    expect(res.status).toBe(200);
    expect(res.body.result.map((r: { id: string }) => r.id)).not.toContain(id);
    expect((await waitForMail(t, 'p.raman.home@example.com', 'registration request', started)).text).toContain(message);
    const again = await decide({ id, accepted: true });
    expect([again.status, again.body.code]).toEqual([409, 'ADMIN_VERIFICATION_DECIDED']);
  });

  it('accepts: the account exists with the password the requester chose and the policy, the requester is mailed, the list is empty', async () => {
    const started = new Date();
    const id = await idFor('marcus.bell@example.com');
    const res = await decide({ id, accepted: true });
    expect(res.body).toEqual({ success: true, result: [], errors: [] });
    await waitForMail(t, 'marcus.bell@example.com', 'account is ready', started);
    const marcus = await signIn(t, { username: 'marcus.bell@example.com', password: 'Harbor-Guest-42' });
    const profile = (await t.call('GET', '/api/profile', { headers: marcus() })).body.result;
    expect(profile).toMatchObject({ email: 'marcus.bell@example.com', name: 'Marcus Bell', emailConfirmed: true, policies: [{ policyNumber: 'HOM2001101' }] });
    const audit = (await t.call('GET', '/api/admin/audit?action=decideStaffVerification&outcome=succeeded', { headers: admin() })).body.result.items;
    expect(audit.map((e: { target: string }) => e.target)).toEqual([`staffVerification:${id}`, expect.stringMatching(/^staffVerification:/)]);
  });

  it('of several staff accepting one request at once, one creates the account and the others answer 409; one account, one link', async () => {
    const id = await addRequest('PPA1001101', 'Marcus Bell', 'marcus.auto@example.net');
    const replies = await Promise.all(Array.from({ length: 5 }, () => decide({ id, accepted: true })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(replies.filter((r) => r.status === 409).every((r) => r.body.code === 'ADMIN_VERIFICATION_DECIDED')).toBe(true);
    const conn = t.app.get(MikroORM).em.fork().getConnection();
    expect(await conn.execute(`select count(*)::int as n from user_account where email = 'marcus.auto@example.net'`)).toEqual([{ n: 1 }]);
    expect(await conn.execute(`select count(*)::int as n from user_policy where policy_number = 'PPA1001101'`)).toEqual([{ n: 1 }]);
  });

  it('answers 409 and leaves the request pending when the policy or the address has an account by now', async () => {
    const policyTaken = await addRequest('PPA1000101', 'Emily Carter', 'emily.second@example.net');
    const res = await decide({ id: policyTaken, accepted: true });
    expect([res.status, res.body.code]).toEqual([409, 'ACCOUNT_POLICY_ALREADY_REGISTERED']);
    const addressTaken = await addRequest('PPA1000101', 'Emily Carter', 'demo@example.com');
    const res2 = await decide({ id: addressTaken, accepted: true });
    expect([res2.status, res2.body.code]).toEqual([409, 'ACCOUNT_EMAIL_TAKEN']);
    expect((await list()).map((r) => r.id)).toEqual([policyTaken, addressTaken]);
  });

  it('answers 404 for an unknown request', async () => {
    const res = await decide({ id: randomUUID(), accepted: true });
    expect([res.status, res.body.code]).toEqual([404, 'ADMIN_VERIFICATION_NOT_FOUND']);
  });
});
