import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * Redis for the tests that need one: TEST_REDIS_URL (CI: redis://127.0.0.1:6379; not REDIS_URL,
 * which servers started by other tests would inherit). Without it those
 * tests are skipped, unless REDIS_REQUIRED=1, which makes a missing or unreachable Redis fail
 * them instead (CI sets it, so the Redis path cannot go silently untested).
 */
export const testRedisUrl: string | undefined = process.env.TEST_REDIS_URL || undefined;

export const redisRequired = process.env.REDIS_REQUIRED === '1' || process.env.REDIS_REQUIRED === 'true';

if (redisRequired && !testRedisUrl) {
  throw new Error('REDIS_REQUIRED=1 but TEST_REDIS_URL is not set: set TEST_REDIS_URL=redis://127.0.0.1:6379 (the Redis tests must not be skipped)');
}

/** `describe` when a test Redis is configured, else `describe.skip`. */
export const describeWithRedis: jest.Describe = testRedisUrl ? describe : describe.skip;

/** A key prefix of this test's own, so parallel test files never share counters. */
export function testKeyPrefix(): string {
  return `portal-test:${process.env.JEST_WORKER_ID ?? '0'}:${randomBytes(4).toString('hex')}:`;
}

/** A connected client on the test Redis (fails the test clearly when it cannot connect). */
export async function connectTestRedis(): Promise<Redis> {
  if (!testRedisUrl) throw new Error('TEST_REDIS_URL is not set');
  const client = new Redis(testRedisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 3000, retryStrategy: () => null });
  try {
    await client.connect();
  } catch (err) {
    client.disconnect();
    throw new Error(`Cannot reach the test Redis at TEST_REDIS_URL (${(err as Error).message})${redisRequired ? ' and REDIS_REQUIRED=1' : ''}`);
  }
  return client;
}

/** Deletes every key under a prefix (end of a test). */
export async function deleteKeys(client: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    if (keys.length) await client.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}
