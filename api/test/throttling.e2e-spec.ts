import { startTestApp, type TestApp } from './support/test-app';

describe('throttling every caller', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'false' });
  });
  afterAll(() => t.close());

  it('answers 429 in the envelope with Retry-After once a caller exceeds the limit per minute', async () => {
    for (let i = 0; i < 3; i++) {
      const ok = await t.call('GET', '/api/systeminfo');
      expect(ok.status).toBe(200);
      expect(Number(ok.headers['x-ratelimit-remaining'])).toBe(2 - i);
    }
    // Without a trusted proxy, a caller cannot dodge the limit by naming another address.
    const refused = await t.call('GET', '/api/systeminfo', { headers: { 'X-Forwarded-For': '203.0.113.77' } });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, result: null, errors: ['Too many requests. Please wait a minute and try again.'], code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
