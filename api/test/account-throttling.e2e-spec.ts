import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

const throttled = (code: 'AUTH_THROTTLED_ADDRESS' | 'AUTH_THROTTLED_ACCOUNT_ADDRESS') => ({
  success: false,
  result: null,
  errors: ['Too many attempts. Please wait 15 minutes and try again.'],
  code,
});
const ACCOUNT_THROTTLED = {
  success: false,
  result: null,
  errors: ['Too many attempts for this account. Please wait an hour and try again.'],
  code: 'AUTH_THROTTLED_ACCOUNT',
};

describe('account calls under the sign-in limits', () => {
  let t: TestApp;
  let ip = 0;
  const post = (path: string, body: unknown, address = `192.0.2.${++ip}`) =>
    t.call('POST', `/api/account/${path}`, { body, headers: { 'X-Forwarded-For': address } });

  beforeAll(async () => {
    // 4 per address and 3 per account (policy number, email, username) and address in 15
    // minutes; 6 per account from every address in an hour.
    t = await startTestApp({ AUTH_RATE_LIMIT_PER_15_MINUTES: '4', AUTH_ACCOUNT_RATE_LIMIT_PER_HOUR: '6' });
  });
  afterAll(() => t.close());

  it('throttles verification of one policy number from one address after 3, and from every address together after 6 in an hour', async () => {
    const address = '192.0.2.150';
    for (let i = 0; i < 3; i++) expect((await post('verifypolicy', { policyNumber: 'PPA1000101', policyHolder: 'Someone' }, address)).status).toBe(200);
    const refused = await post('verifypolicy', { policyNumber: 'PPA1000101', policyHolder: 'Someone' }, address);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(throttled('AUTH_THROTTLED_ACCOUNT_ADDRESS'));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Other addresses go on, each from its own allowance, until the policy's hourly limit.
    for (let i = 0; i < 3; i++)
      expect((await post('verifyfullpolicy', { policyNumber: 'PPA1000101', policyHolder: 'Someone', driversLicenseNumber: 'X1', zip: '46000' })).status).toBe(
        200,
      );
    const hourly = await post('verifypolicy', { policyNumber: 'PPA1000101', policyHolder: 'Someone' });
    expect([hourly.status, hourly.body]).toEqual([429, ACCOUNT_THROTTLED]);
  });

  it('throttles one address across policy numbers', async () => {
    const address = '192.0.2.200';
    for (const policyNumber of ['PPA1000201', 'PPA1000202', 'FAR4000203', 'HOM2000204']) {
      expect((await post('verifyonetime', { policyNumber, policyHolder: 'A', zip: '46000' }, address)).status).toBe(200);
    }
    const refused = await post('verifyonetime', { policyNumber: 'PPA1000205', policyHolder: 'A', zip: '46000' }, address);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(throttled('AUTH_THROTTLED_ADDRESS'));
  });

  it('throttles password reset requests for one address and account', async () => {
    const address = '192.0.2.210';
    for (let i = 0; i < 3; i++) expect((await post('forgotpassword', { email: 'someone@example.com' }, address)).status).toBe(200);
    expect((await post('forgotpassword', { email: 'someone@example.com' }, address)).status).toBe(429);
  });

  it('puts the account check under the same limits as the other registration calls', async () => {
    const address = '192.0.2.201';
    for (let i = 0; i < 4; i++) expect((await post('exists', { policyNumbers: ['PPA1000101'] }, address)).status).toBe(200);
    const refused = await post('exists', { policyNumbers: ['PPA1000101'] }, address);
    expect([refused.status, refused.body]).toEqual([429, throttled('AUTH_THROTTLED_ADDRESS')]);
  });
});
