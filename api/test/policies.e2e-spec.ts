import { MikroORM } from '@mikro-orm/postgresql';
import { Driver } from '../src/core/driver.entity';
import { Vehicle } from '../src/core/vehicle.entity';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

const CONTACT = 'For help adding this policy, please contact Customer Service at 800-555-0199.';
const MARCUS = { policyNumber: 'PPA1001101', policyHolder: 'Marcus Bell', driversLicenseNumber: '6207418853', zip: '46250' };

describe('policies: list, add, edit and remove', () => {
  let t: TestApp;
  let ip = 0;
  const orm = () => t.app.get(MikroORM).em.fork();
  const headers = (token?: string) => ({ 'X-Forwarded-For': `198.19.0.${++ip}`, ...(token ? { Authorization: `Bearer ${token}` } : {}) });
  const login = async (username: string, password = 'Harbor-Guest-42'): Promise<string> => {
    const res = await t.call('POST', '/api/account/login', { body: { username, password, rememberMe: false }, headers: headers() });
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status}`);
    return res.body.result.token as string;
  };
  const list = (token: string, body: unknown = {}) => t.call('POST', '/api/policy', { body, headers: headers(token) });
  const add = (token: string, body: unknown) => t.call('POST', '/api/policy/add', { body, headers: headers(token) });
  const status = (token: string) => t.call('GET', '/api/policy/add', { headers: headers(token) });
  /** Time passes for a user's add-policy attempts: every stored moment moves back by `seconds`. */
  const moveAttemptsBack = (email: string, seconds: number) =>
    orm()
      .getConnection()
      .execute(
        `update add_policy_attempt set updated_at = updated_at - make_interval(secs => ?), locked_until = locked_until - make_interval(secs => ?)
       where user_id = (select id from user_account where email = ?)`,
        [seconds, seconds, email],
      );
  let demo: string;

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT_PER_15_MINUTES: '1000' });
    demo = await login('demo@example.com', 'Harbor-Light-42');
  });
  afterAll(() => t.close());

  describe('listPolicies', () => {
    it('lists the demo customer’s policies with due flags, renewal, make-a-change and ID card flags', async () => {
      const res = await list(demo);
      expect(res.status).toBe(200);
      const byNumber = new Map(res.body.result.map((p: { policyNumber: string }) => [p.policyNumber, p]));
      expect([...byNumber.keys()]).toEqual(expect.arrayContaining(['PPA1000101', 'HOM2000101', 'PPA1000102', 'PUP3000101', 'PPA1000103', 'PPA1000098']));
      const main = byNumber.get('PPA1000101') as any;
      expect(main).toMatchObject({ isSoonDue: true, isPastDue: false, makeChange: 'allowed', hasIdCards: true, statusText: 'In-Force', isRenewal: false });
      expect(main.futurePolicy).toMatchObject({ policyNumber: 'PPA1000101', status: 'Future' });
      expect(main.claims.length).toBeGreaterThan(0);
      const lossDates = main.claims.map((c: { lossDate: string }) => c.lossDate);
      expect(lossDates).toEqual([...lossDates].sort().reverse());
      const printDates = main.documents.map((d: { printDate: string }) => d.printDate);
      expect(printDates).toEqual([...printDates].sort().reverse());
      expect(main.declarations.length).toBe(3);
      expect(byNumber.get('PPA1000103')).toMatchObject({ isPastDue: true, isSoonDue: false });
      expect(byNumber.get('PPA1000098')).toMatchObject({ statusText: 'Cancelled', makeChange: 'notOffered', hasIdCards: false });
      expect(byNumber.get('HOM2000101')).toMatchObject({ makeChange: 'notOffered', billing: { isPrimaryAccountPolicy: true, isPartOfAccountBill: true } });
      const claims = Object.values(res.body.result).flatMap((p: any) => p.claims);
      expect(claims.find((c: any) => c.number === 'P1005302')).toMatchObject({ isPending: true });
    });

    it('never sends a full VIN or licence number: all but the last 4 are masked, birth dates are years', async () => {
      const res = await list(demo, { policies: ['PPA1000101'] });
      const text = JSON.stringify(res.body);
      const em = orm();
      const vehicles = await em.find(Vehicle, { policy: { policyNumber: 'PPA1000101' } });
      const drivers = await em.find(Driver, { policy: { policyNumber: 'PPA1000101' } });
      expect(vehicles.length).toBeGreaterThan(0);
      for (const v of vehicles) {
        expect(text).not.toContain(v.vin);
        expect(text).toContain(`${'*'.repeat(v.vin.length - 4)}${v.vin.slice(-4)}`);
      }
      for (const d of drivers) {
        expect(text).not.toContain(d.licenseNumber);
        expect(text).not.toContain(d.birthDate);
      }
      expect(res.body.result[0].drivers[0].birthYear).toBe(Number(drivers[0].birthDate.slice(0, 4)));
    });

    it('filters to the requested policies', async () => {
      const res = await list(demo, { policies: ['hom2000101'.toUpperCase()] });
      expect(res.status).toBe(200);
      expect(res.body.result.map((p: { policyNumber: string }) => p.policyNumber)).toEqual(['HOM2000101']);
    });

    it("answers 404 for another customer's policy number", async () => {
      const res = await list(demo, { policies: ['PPA1000101', 'PPA1000501'] });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, result: null, errors: ['Policy not found.'], code: 'POLICY_NOT_FOUND' });
    });

    it('answers 401 without a token', async () => {
      const res = await t.call('POST', '/api/policy', { body: {}, headers: headers() });
      expect(res.status).toBe(401);
    });
  });

  describe('addPolicy', () => {
    it('refuses a policyholder name with < or > (400), without counting an attempt', async () => {
      const token = await login('harold.jensen@example.com');
      const res = await add(token, { ...MARCUS, policyHolder: 'Marcus <Bell>' });
      expect([res.status, res.body.fieldErrors]).toEqual([400, { policyHolder: 'Enter the policyholder name (without < or >).' }]);
    });

    it('refuses details that do not match with the reasons, then adds the policy when they match', async () => {
      const token = await login('harold.jensen@example.com');
      const wrong = await add(token, { ...MARCUS, zip: '46251' });
      expect(wrong.status).toBe(422);
      expect(wrong.body.code).toBe('POLICY_DETAILS_DO_NOT_MATCH');
      expect(wrong.body.errors).toEqual(["The driver's license number or billing zip code does not match the policy."]);
      const right = await add(token, MARCUS);
      expect(right.status).toBe(200);
      expect(right.body.result).toEqual({ added: true });
      const listed = await list(token, { policies: ['PPA1001101'] });
      expect(listed.status).toBe(200);
      const again = await add(token, MARCUS);
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('POLICY_ALREADY_ON_ACCOUNT');
      expect(again.body.errors).toEqual(['This policy is already on your account.']);
    });

    it('answers 409 when the matched policy is on another account', async () => {
      const token = await login('priya.raman@example.com');
      const res = await add(token, MARCUS); // Harold added it above
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('POLICY_ON_ANOTHER_ACCOUNT');
      expect(res.body.errors).toEqual(['This policy is already on another portal account.']);
    });

    it('asks for the licence number of a PPA policy', async () => {
      const res = await add(demo, { policyNumber: 'PPA1001101', policyHolder: 'Marcus Bell', zip: '46250' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it('refuses after 3 failed attempts with the contact message and code POLICY_ADD_LOCKED, even with the right details', async () => {
      const token = await login('samuel.whitfield@example.com');
      const wrong = { policyNumber: 'HOM2001101', policyHolder: 'Marcus Bell', dateOfBirth: '10/03/1986', zip: '46250' };
      expect((await add(token, wrong)).status).toBe(422);
      expect((await add(token, { ...wrong, policyHolder: 'Somebody Else' })).body.errors).toEqual([
        'The policy number and policyholder name do not match our records.',
      ]);
      const third = await add(token, wrong);
      expect(third.status).toBe(422);
      expect(third.body).toEqual({ success: false, result: null, errors: [CONTACT], code: 'POLICY_ADD_LOCKED' });
      const fourth = await add(token, { ...wrong, dateOfBirth: '10/02/1986' });
      expect(fourth.status).toBe(422);
      expect(fourth.body).toEqual({ success: false, result: null, errors: [CONTACT], code: 'POLICY_ADD_LOCKED' });
    });

    it('the lock lasts 24 hours from the third failure, GET /api/policy/add says so, and then the right details add the policy', async () => {
      const token = await login('samuel.whitfield@example.com'); // locked by the case above
      const before = Date.now();
      const locked = await status(token);
      expect(locked.status).toBe(200);
      expect(locked.body.result).toMatchObject({ locked: true, remainingAttempts: 0 });
      const until = Date.parse(locked.body.result.lockedUntil as string);
      // Set by the third failure of the case above, so at most 24 hours from now and more than 23 hours.
      expect(until).toBeLessThanOrEqual(before + 24 * 3_600_000);
      expect(until).toBeGreaterThan(before + 23 * 3_600_000);

      // 24 hours pass (the row is moved back in time; the server decides with the database clock).
      await moveAttemptsBack('samuel.whitfield@example.com', 24 * 3_600 + 1);
      expect((await status(token)).body.result).toEqual({ locked: false, remainingAttempts: 3, lockedUntil: null });
      const right = await add(token, { policyNumber: 'HOM2001101', policyHolder: 'Marcus Bell', dateOfBirth: '10/02/1986', zip: '46250' });
      expect(right.status).toBe(200);
      expect(right.body.result).toEqual({ added: true });
    });

    it('counts failures over 24 hours: older ones no longer count, and a success resets the count', async () => {
      const token = await login('priya.raman@example.com');
      const wrong = { policyNumber: 'PPA1001101', policyHolder: 'Nobody Known', driversLicenseNumber: '0000000000', zip: '00000' };
      expect((await status(token)).body.result).toEqual({ locked: false, remainingAttempts: 3, lockedUntil: null });
      expect((await add(token, wrong)).status).toBe(422);
      expect((await add(token, wrong)).status).toBe(422);
      expect((await status(token)).body.result).toEqual({ locked: false, remainingAttempts: 1, lockedUntil: null });
      await moveAttemptsBack('priya.raman@example.com', 24 * 3_600 + 1);
      expect((await status(token)).body.result).toEqual({ locked: false, remainingAttempts: 3, lockedUntil: null });
      const third = await add(token, wrong); // the first that counts again: not a lock
      expect(third.body.code).toBe('POLICY_DETAILS_DO_NOT_MATCH');
      expect((await status(token)).body.result).toEqual({ locked: false, remainingAttempts: 2, lockedUntil: null });
    });
  });

  describe('editPolicy and removePolicy', () => {
    it('saves a nickname and shows it in the list; an empty one clears it', async () => {
      const res = await t.call('POST', '/api/policy/edit', { body: { policyNumber: 'PPA1000102', nickname: 'Second car' }, headers: headers(demo) });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, result: null, errors: [] });
      expect((await list(demo, { policies: ['PPA1000102'] })).body.result[0].nickname).toBe('Second car');
      await t.call('POST', '/api/policy/edit', { body: { policyNumber: 'PPA1000102', nickname: '' }, headers: headers(demo) });
      expect((await list(demo, { policies: ['PPA1000102'] })).body.result[0].nickname).toBeNull();
    });

    it("answers 404 when renaming another customer's policy", async () => {
      const res = await t.call('POST', '/api/policy/edit', { body: { policyNumber: 'PPA1000501', nickname: 'Mine' }, headers: headers(demo) });
      expect(res.status).toBe(404);
    });

    it("answers 404 when removing another customer's policy, and the policy stays on that customer's account", async () => {
      const owners = () =>
        orm()
          .getConnection()
          .execute<{ n: number }[]>('select count(*)::int as n from user_policy where policy_number = ?', ['PPA1000501'])
          .then((rows) => rows[0]!.n);
      expect(await owners()).toBe(1);
      const res = await t.call('DELETE', '/api/policy', { body: { policyNumber: 'PPA1000501' }, headers: headers(demo) });
      expect(res.status).toBe(404);
      expect(await owners()).toBe(1);
    });

    it('unlinks a policy from the account, and answers 404 the second time', async () => {
      const token = await login('danielle.brooks@example.com');
      const first = await t.call('DELETE', '/api/policy', { body: { policyNumber: 'HOM2000701' }, headers: headers(token) });
      expect(first.status).toBe(200);
      const numbers = (await list(token)).body.result.map((p: { policyNumber: string }) => p.policyNumber);
      expect(numbers).toEqual(['PPA1000701']);
      const second = await t.call('DELETE', '/api/policy', { body: { policyNumber: 'HOM2000701' }, headers: headers(token) });
      expect(second.status).toBe(404);
    });
  });
});
