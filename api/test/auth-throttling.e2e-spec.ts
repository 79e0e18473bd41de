import { startTestApp, type TestApp } from './support/test-app';

// Loading the demo book and hashing passwords can take longer than jest's default 5 s on a busy
// machine, and the api project's testTimeout is not applied when jest runs both projects at once.
jest.setTimeout(120_000);

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

describe('sign-in limits (6 per address and 3 per account and address in 15 minutes, 5 per account in an hour)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT_PER_15_MINUTES: '6', AUTH_ACCOUNT_RATE_LIMIT_PER_HOUR: '5' });
  });
  afterAll(() => t.close());

  const attempt = (username: string, address: string, password = 'wrong-password') =>
    t.call('POST', '/api/account/login', { body: { username, password, rememberMe: false }, headers: { 'X-Forwarded-For': address } });

  it('locks bad passwords out per account and address: the owner still signs in from elsewhere', async () => {
    for (let i = 1; i <= 3; i++) expect((await attempt('Luis.Alvarez@example.com', '203.0.113.1')).status).toBe(401);
    // The guesser's address is refused for this account, even with the right password...
    const refused = await attempt('luis.alvarez@example.com', '203.0.113.1', 'Harbor-Guest-42');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(throttled('AUTH_THROTTLED_ACCOUNT_ADDRESS'));
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // ...but the owner, from another address, is not locked out.
    expect((await attempt('luis.alvarez@example.com', '203.0.113.2', 'Harbor-Guest-42')).status).toBe(200);
    // And the guesser's address may still sign in to another account.
    expect((await attempt('grace.holloway@example.com', '203.0.113.1', 'Harbor-Guest-42')).status).toBe(200);
  });

  it('limits one account over every address together, more slowly: 5 attempts an hour, then 429 for an hour', async () => {
    for (let i = 1; i <= 5; i++) expect((await attempt('priya.raman@example.com', `198.51.100.${i}`)).status).toBe(401);
    const refused = await attempt('priya.raman@example.com', '198.51.100.6', 'Harbor-Guest-42');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(ACCOUNT_THROTTLED);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
  });

  it('refuses the 7th attempt from one address within 15 minutes, whatever the account', async () => {
    for (let i = 1; i <= 6; i++) expect((await attempt(`visitor${i}@example.com`, '192.0.2.77')).status).toBe(401);
    const refused = await attempt('harold.jensen@example.com', '192.0.2.77', 'Harbor-Guest-42');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(throttled('AUTH_THROTTLED_ADDRESS'));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The same account signs in from another address.
    expect((await attempt('harold.jensen@example.com', '192.0.2.78', 'Harbor-Guest-42')).status).toBe(200);
  });

  it('counts every sign-in, recovery, registration and verification call of an address together, whatever the route', async () => {
    const address = '192.0.2.90';
    const post = (path: string, body: unknown) => t.call('POST', `/api/account/${path}`, { body, headers: { 'X-Forwarded-For': address } });
    const statuses = [
      (await attempt('someone@example.com', address)).status,
      (await post('forgotpassword', { email: 'someone.else@example.com' })).status,
      (await post('verifypolicy', { policyNumber: 'PPA1000201', policyHolder: 'A Person' })).status,
      (await post('verifyonetime', { policyNumber: 'PPA1000202', policyHolder: 'A Person', zip: '46000' })).status,
      (await post('exists', { policyNumbers: ['PPA1000203'] })).status,
      (await post('register/resend', { username: 'third@example.com', password: 'Lantern-Tide-47' })).status,
    ];
    expect(statuses).toEqual([401, 200, 200, 200, 200, 200]);
    const refused = await post('verifyfullpolicy', { policyNumber: 'FAR4000101', policyHolder: 'Luis Alvarez', zip: '46041' });
    expect([refused.status, refused.body]).toEqual([429, throttled('AUTH_THROTTLED_ADDRESS')]);
  });

  it('limits remember-me sign-ins per credential and address (3) and per address (6)', async () => {
    const call = (credential: string, address: string) =>
      t.call('POST', '/api/jwt/remember', { headers: { 'X-Remember-Me': credential, 'X-Forwarded-For': address } });
    const sameCredential: number[] = [];
    for (let i = 1; i <= 4; i++) sameCredential.push((await call('B'.repeat(43), '192.0.2.101')).status);
    expect(sameCredential).toEqual([401, 401, 401, 429]);
    const sameAddress: number[] = [];
    for (let i = 1; i <= 7; i++) sameAddress.push((await call(`${'C'.repeat(42)}${i}`, '192.0.2.120')).status);
    expect(sameAddress).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });

  it('does not count calls that are not sign-in calls', async () => {
    for (let i = 0; i < 8; i++) expect((await t.call('GET', '/api/systeminfo', { headers: { 'X-Forwarded-For': '192.0.2.200' } })).status).toBe(200);
  });
});
