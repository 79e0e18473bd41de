import { startTestApp, type TestApp } from './support/test-app';

// Loading the demo book and hashing passwords can take longer than jest's default 5 s on a busy
// machine, and the api project's testTimeout is not applied when jest runs both projects at once.
jest.setTimeout(120_000);

const THROTTLED = { success: false, result: null, errors: ['Too many attempts. Please wait 15 minutes and try again.'] };

describe('sign-in limits (AUTH_RATE_LIMIT_PER_15_MINUTES=6: 6 per address, 3 per account)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT_PER_15_MINUTES: '6' });
  });
  afterAll(() => t.close());

  const attempt = (username: string, address: string, password = 'wrong-password') =>
    t.call('POST', '/api/account/login', { body: { username, password, rememberMe: false }, headers: { 'X-Forwarded-For': address } });

  it('refuses the 4th attempt on one account within 15 minutes, whatever the address, with 429 and Retry-After', async () => {
    for (let i = 1; i <= 3; i++) expect((await attempt('Luis.Alvarez@example.com', `203.0.113.${i}`)).status).toBe(401);
    const refused = await attempt('luis.alvarez@example.com', '203.0.113.4', 'Harbor-Guest-42');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(THROTTLED);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another account from a fresh address is not affected.
    expect((await attempt('grace.holloway@example.com', '203.0.113.5', 'Harbor-Guest-42')).status).toBe(200);
  });

  it('refuses the 7th attempt from one address within 15 minutes, whatever the account', async () => {
    for (let i = 1; i <= 6; i++) expect((await attempt(`visitor${i}@example.com`, '192.0.2.77')).status).toBe(401);
    const refused = await attempt('harold.jensen@example.com', '192.0.2.77', 'Harbor-Guest-42');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(THROTTLED);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The same account signs in from another address.
    expect((await attempt('harold.jensen@example.com', '192.0.2.78', 'Harbor-Guest-42')).status).toBe(200);
  });

  it('limits remember-me sign-ins per credential (3) and per address (6)', async () => {
    const call = (credential: string, address: string) => t.call('POST', '/api/jwt/remember', { headers: { 'X-Remember-Me': credential, 'X-Forwarded-For': address } });
    const sameCredential: number[] = [];
    for (let i = 1; i <= 4; i++) sameCredential.push((await call('B'.repeat(43), `192.0.2.${100 + i}`)).status);
    expect(sameCredential).toEqual([401, 401, 401, 429]);
    const sameAddress: number[] = [];
    for (let i = 1; i <= 7; i++) sameAddress.push((await call(`${'C'.repeat(42)}${i}`, '192.0.2.120')).status);
    expect(sameAddress).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });

  it('does not count calls that are not sign-in calls', async () => {
    for (let i = 0; i < 8; i++) expect((await t.call('GET', '/api/systeminfo', { headers: { 'X-Forwarded-For': '192.0.2.200' } })).status).toBe(200);
  });
});
