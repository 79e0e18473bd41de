import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { connectTestRedis, deleteKeys, describeWithRedis, testKeyPrefix, testRedisUrl } from './support/redis';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

const SECRET = randomBytes(32).toString('base64url');
const wrongLogin = (t: TestApp, ip: string, i: number) =>
  t.call('POST', '/api/account/login', {
    body: { username: `nobody-${i}@example.com`, password: 'Wrong-Password-1', rememberMe: false },
    headers: { 'X-Forwarded-For': ip },
  });

describeWithRedis('rate limits with REDIS_URL: counters in Redis', () => {
  let t: TestApp;
  let redis: Redis;
  const prefix = testKeyPrefix();
  beforeAll(async () => {
    redis = await connectTestRedis();
    t = await startTestApp({
      REDIS_URL: testRedisUrl!,
      REDIS_KEY_PREFIX: prefix,
      JWT_SECRET: SECRET,
      RATE_LIMIT_PER_MINUTE: '5',
      AUTH_RATE_LIMIT_PER_15_MINUTES: '3',
    });
  });
  afterAll(async () => {
    await t?.close();
    await deleteKeys(redis, prefix);
    await redis.quit();
  });

  it('is ready with Redis up, and says so', async () => {
    const res = await t.call('GET', '/api/health?probe=ready', { headers: { 'X-Forwarded-For': '198.51.100.10' } });
    expect(res.status).toBe(200);
    expect(res.body.result.checks).toMatchObject({ database: { status: 'up' }, redis: { status: 'up' } });
  });

  it('keeps one counter per caller and limit in Redis, under the key prefix, not one entry per call', async () => {
    for (let i = 0; i < 3; i++) await t.call('GET', '/api/systeminfo', { headers: { 'X-Forwarded-For': '198.51.100.20' } });
    const keys = await redis.keys(`${prefix}rl:default:*`);
    // One per address so far (the readiness call above, and these three).
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(await redis.hlen(key)).toBe(4);
  });

  it('refuses the call over the per-minute limit with 429 and a Retry-After of the block', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 6; i++) {
      last = await t.call('GET', '/api/systeminfo', { headers: { 'X-Forwarded-For': '198.51.100.30' } });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(55);
    expect(Number(last!.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('keeps the sign-in limits in Redis too: a restarted instance still refuses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await wrongLogin(t, '198.51.100.40', i)).status);
    expect(statuses).toEqual([401, 401, 401]);
    const again = await startTestApp({ REDIS_URL: testRedisUrl!, REDIS_KEY_PREFIX: prefix, JWT_SECRET: SECRET, AUTH_RATE_LIMIT_PER_15_MINUTES: '3' });
    try {
      const res = await wrongLogin(again, '198.51.100.40', 9);
      expect(res.status).toBe(429);
      expect(res.body.code).toBe('AUTH_THROTTLED_ADDRESS');
    } finally {
      await again.close();
    }
  });
});

describe('rate limits with REDIS_URL while Redis is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: Redis is down from the start.
    t = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:1', JWT_SECRET: SECRET, AUTH_RATE_LIMIT_PER_15_MINUTES: '3' });
  });
  afterAll(() => t?.close());

  it('is not ready (503), naming Redis, while alive', async () => {
    const ready = await t.call('GET', '/api/health?probe=ready');
    expect(ready.status).toBe(503);
    expect(ready.body.result.checks).toMatchObject({ database: { status: 'up' }, redis: { status: 'down' } });
    expect(ready.body.errors).toEqual(['The rate-limit store (Redis) cannot be reached.']);
    expect((await t.call('GET', '/api/health?probe=live')).status).toBe(200);
  });

  it('still answers every call (never 500) and limits sign-ins in this instance meanwhile', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await wrongLogin(t, '198.51.100.50', i)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await t.call('GET', '/api/systeminfo')).status).toBe(200);
  });
});
