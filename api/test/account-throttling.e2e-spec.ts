import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

const THROTTLED = { success: false, result: null, errors: ['Too many attempts. Please wait 15 minutes and try again.'] };

describe('account calls under the sign-in limits', () => {
  let t: TestApp;
  let ip = 0;
  const post = (path: string, body: unknown, address = `192.0.2.${++ip}`) =>
    t.call('POST', `/api/account/${path}`, { body, headers: { 'X-Forwarded-For': address } });

  beforeAll(async () => {
    // 4 per address and 3 per account (policy number, email, username) in 15 minutes.
    t = await startTestApp({ AUTH_RATE_LIMIT_PER_15_MINUTES: '4' });
  });
  afterAll(() => t.close());

  it('throttles verification of one policy number with 429, whatever the address', async () => {
    for (let i = 0; i < 3; i++) expect((await post('verifypolicy', { policyNumber: 'PPA1000101', policyHolder: 'Someone' })).status).toBe(200);
    const refused = await post('verifypolicy', { policyNumber: 'PPA1000101', policyHolder: 'Someone' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(THROTTLED);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('throttles one address across policy numbers', async () => {
    const address = '192.0.2.200';
    for (const policyNumber of ['PPA1000201', 'PPA1000202', 'FAR4000203', 'HOM2000204']) {
      expect((await post('verifyonetime', { policyNumber, policyHolder: 'A', zip: '46000' }, address)).status).toBe(200);
    }
    const refused = await post('verifyonetime', { policyNumber: 'PPA1000205', policyHolder: 'A', zip: '46000' }, address);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(THROTTLED);
  });

  it('throttles password reset requests for one address', async () => {
    for (let i = 0; i < 3; i++) expect((await post('forgotpassword', { email: 'someone@example.com' })).status).toBe(200);
    expect((await post('forgotpassword', { email: 'someone@example.com' })).status).toBe(429);
  });

  it('leaves the account check under the general limit only', async () => {
    const address = '192.0.2.201';
    for (let i = 0; i < 6; i++) expect((await post('exists', { policyNumbers: ['PPA1000101'] }, address)).status).toBe(200);
  });
});
