import { MikroORM } from '@mikro-orm/postgresql';
import { DEMO_REGISTRATION as MARCUS } from '../src/seed/demo-plan';
import { User } from '../src/users/user.entity';
import { verifyPassword } from '../src/users/password-hash';
import { linkIn, waitForMail } from './support/outbox';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

/** Passwords that meet every rule but the length: a digit, both cases, no brand, no email name, not common. */
const ofLength = (n: number) => ('Tq7#mZp2' + 'wY4-kR9x'.repeat(20)).slice(0, n);
/** The length messages, each naming the field by the label its form shows. */
const TOO_SHORT = (label: string) => `${label} must be at least 8 characters long.`;
const TOO_LONG = (label: string) => `${label} must be at most 128 characters long.`;

describe('the password rule at its boundaries (7, 8, 128 and 129 characters) on every call that sets a password', () => {
  let t: TestApp;
  let ip = 0;
  const post = (path: string, body: unknown, token?: string) =>
    t.call('POST', `/api/account/${path}`, {
      body,
      headers: { 'X-Forwarded-For': `198.18.9.${++ip}`, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  const orm = () => t.app.get(MikroORM).em.fork();
  const login = async (username: string, password: string): Promise<string> => {
    const res = await t.call('POST', '/api/account/login', {
      body: { username, password, rememberMe: false },
      headers: { 'X-Forwarded-For': `198.18.10.${++ip}` },
    });
    expect(res.status).toBe(200);
    return res.body.result.token as string;
  };
  const passwordOf = async (email: string) => (await orm().findOneOrFail(User, { email })).passwordHash;

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true', DEV_MAILBOX: 'true', AUTH_RATE_LIMIT_PER_15_MINUTES: '1000' });
  });
  afterAll(() => t.close());

  it('has passwords of exactly the lengths tested', () => {
    expect([7, 8, 128, 129].map((n) => ofLength(n).length)).toEqual([7, 8, 128, 129]);
  });

  it('changepassword: refuses 7 and 129 characters, accepts 8 and 128', async () => {
    const email = 'samuel.whitfield@example.com';
    let current = 'Harbor-Guest-42';
    const token = await login(email, current);
    const change = (password: string) => post('changepassword', { oldPassword: current, password }, token);

    expect((await change(ofLength(7))).body.fieldErrors?.password).toBe(TOO_SHORT('New password'));
    expect((await change(ofLength(129))).body.fieldErrors?.password).toBe(TOO_LONG('New password'));
    expect(await verifyPassword(await passwordOf(email), current)).toBe(true);

    for (const n of [8, 128]) {
      const res = await change(ofLength(n));
      expect([n, res.status]).toEqual([n, 200]);
      current = ofLength(n);
      expect(await verifyPassword(await passwordOf(email), current)).toBe(true);
    }
  });

  it('resetpassword: refuses 7 and 129 characters, accepts 8 and 128', async () => {
    const email = 'grace.holloway@example.com';
    const resetLink = async () => {
      const started = new Date();
      await post('forgotpassword', { email });
      return linkIn(await waitForMail(t, email, 'Reset your', started), '/resetpassword');
    };
    const reset = (link: { userId: string; code: string }, password: string) =>
      post('resetpassword', { userId: link.userId, code: link.code, password, confirmPassword: password });

    const link = await resetLink();
    expect((await reset(link, ofLength(7))).body.fieldErrors?.password).toBe(TOO_SHORT('New Password'));
    expect((await reset(link, ofLength(129))).body.fieldErrors?.password).toBe(TOO_LONG('New Password'));
    expect((await reset(link, ofLength(8))).status).toBe(200);
    expect(await verifyPassword(await passwordOf(email), ofLength(8))).toBe(true);
    expect((await reset(await resetLink(), ofLength(128))).status).toBe(200);
    expect(await verifyPassword(await passwordOf(email), ofLength(128))).toBe(true);
  });

  it('register: refuses 7 and 129 characters, accepts 8 and 128', async () => {
    const verify = async (details: Record<string, string>) => {
      const res = await post('verifyfullpolicy', details);
      expect(res.body.result.isValid).toBe(true);
      return res.body.result.verificationToken as string;
    };
    const auto = { policyNumber: MARCUS.autoPolicyNumber, policyHolder: MARCUS.policyHolder };
    const home = { policyNumber: MARCUS.homePolicyNumber, policyHolder: MARCUS.policyHolder };
    const register = (policy: Record<string, string>, username: string, password: string, verificationToken: string) =>
      post('register', { username, password, confirmPassword: password, agreeTerms: true, ...policy, verificationToken });

    const autoToken = await verify({ ...auto, driversLicenseNumber: MARCUS.driversLicenseNumber, zip: MARCUS.zip });
    expect((await register(auto, 'bell.auto@example.net', ofLength(7), autoToken)).body.fieldErrors?.password).toBe(TOO_SHORT('Password'));
    expect((await register(auto, 'bell.auto@example.net', ofLength(129), autoToken)).body.fieldErrors?.password).toBe(TOO_LONG('Password'));
    expect((await register(auto, 'bell.auto@example.net', ofLength(8), autoToken)).status).toBe(200);
    expect(await verifyPassword(await passwordOf('bell.auto@example.net'), ofLength(8))).toBe(true);

    const homeToken = await verify({ ...home, dateOfBirth: MARCUS.dateOfBirth, zip: MARCUS.zip });
    expect((await register(home, 'bell.home@example.net', ofLength(128), homeToken)).status).toBe(200);
    expect(await verifyPassword(await passwordOf('bell.home@example.net'), ofLength(128))).toBe(true);
  });

  it('verifybystaff (staffVerificationPassword): refuses 7 and 129 characters, accepts 8 and 128', async () => {
    const request = (password: string) =>
      post('verifybystaff', {
        policyNumber: MARCUS.autoPolicyNumber,
        policyHolder: MARCUS.policyHolder,
        driversLicenseNumber: MARCUS.driversLicenseNumber,
        zip: MARCUS.zip,
        employeeIdentificationNumber: MARCUS.ssnLast4,
        staffVerificationPhoneNumber: '317-555-0187',
        staffVerificationEmail: 'bell.staff@example.net',
        staffVerificationEmailConfirmation: 'bell.staff@example.net',
        staffVerificationPassword: password,
        staffVerificationPasswordConfirmation: password,
      });
    expect((await request(ofLength(7))).body.fieldErrors?.staffVerificationPassword).toBe(TOO_SHORT('Password'));
    expect((await request(ofLength(129))).body.fieldErrors?.staffVerificationPassword).toBe(TOO_LONG('Password'));
    for (const n of [8, 128]) {
      const res = await request(ofLength(n));
      expect([n, res.status, res.body.result]).toEqual([n, 200, { staffVerificationRequestCompleted: true }]);
    }
  });
});
