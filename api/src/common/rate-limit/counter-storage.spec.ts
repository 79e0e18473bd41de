import type { ThrottlerStorage } from '@nestjs/throttler';
import { Redis } from 'ioredis';
import { connectTestRedis, deleteKeys, describeWithRedis, testKeyPrefix } from '../../../test/support/redis';
import { MemoryCounterStorage } from './memory-counter-storage';
import { RedisCounterStorage } from './redis-counter-storage';

const MINUTE = 60_000;
/** A moment 10 s into a one-minute window (windows are aligned on multiples of the ttl). */
const T0 = Date.UTC(2026, 0, 5, 9, 0, 10);

interface Subject {
  storage: ThrottlerStorage;
  setNow(ms: number): void;
  dispose?(): void;
}

/** The same rules hold for both storages: each case gets a fresh one whose clock it sets. */
function storageRules(name: string, make: () => Promise<Subject>) {
  describe(`${name}: counting`, () => {
    let s: Subject;
    beforeEach(async () => {
      s = await make();
      s.setNow(T0);
    });
    afterEach(() => s.dispose?.());
    const hit = (key = 'k', limit = 3, ttl = MINUTE, name = 'default') => s.storage.increment(key, ttl, limit, ttl, name);

    it('allows `limit` calls in a window and refuses the next, with Retry-After the whole block', async () => {
      for (let i = 1; i <= 3; i++) expect(await hit()).toMatchObject({ isBlocked: false, totalHits: i, timeToExpire: 50 });
      expect(await hit()).toMatchObject({ isBlocked: true, timeToBlockExpire: 60 });
    });

    it('does not count or extend the block with calls refused during it, and allows again exactly when Retry-After said', async () => {
      for (let i = 0; i < 4; i++) await hit();
      s.setNow(T0 + 20_000);
      expect(await hit()).toMatchObject({ isBlocked: true, timeToBlockExpire: 40 });
      s.setNow(T0 + 59_999);
      expect(await hit()).toMatchObject({ isBlocked: true, timeToBlockExpire: 1 });
      s.setNow(T0 + 60_000);
      expect(await hit()).toMatchObject({ isBlocked: false, totalHits: 1 });
    });

    it('refuses a burst across a window boundary (a fixed window would allow twice the limit)', async () => {
      s.setNow(T0 + 49_000); // the window's last second
      for (let i = 0; i < 10; i++) expect((await hit('k', 10)).isBlocked).toBe(false);
      s.setNow(T0 + 51_000); // one second into the next window: 10 × 59/60 of the last one still counts
      expect(await hit('k', 10)).toMatchObject({ isBlocked: true, timeToBlockExpire: 60 });
    });

    it('lets the previous window weigh less as it slides away', async () => {
      for (let i = 0; i < 10; i++) await hit('k', 10);
      s.setNow(T0 + 80_000); // half-way through the next window: 10 × 1/2 = 5 still count
      for (let i = 0; i < 5; i++) expect((await hit('k', 10)).isBlocked).toBe(false);
      expect((await hit('k', 10)).isBlocked).toBe(true);
    });

    it('forgets a window two windows old', async () => {
      for (let i = 0; i < 3; i++) await hit();
      s.setNow(T0 + 2 * MINUTE);
      expect(await hit()).toMatchObject({ isBlocked: false, totalHits: 1 });
    });

    it('counts each key and each named limit apart', async () => {
      for (let i = 0; i < 3; i++) await hit('a');
      expect((await hit('a')).isBlocked).toBe(true);
      expect((await hit('b')).isBlocked).toBe(false);
      expect((await hit('a', 3, MINUTE, 'auth-ip')).isBlocked).toBe(false);
    });

    it('refuses without a block, until the window ends, when blockDuration is 0', async () => {
      for (let i = 0; i < 3; i++) await s.storage.increment('k', MINUTE, 3, 0, 'n');
      expect(await s.storage.increment('k', MINUTE, 3, 0, 'n')).toMatchObject({ isBlocked: true, timeToBlockExpire: 50 });
    });
  });
}

storageRules('MemoryCounterStorage', async () => {
  let now = T0;
  const storage = new MemoryCounterStorage(() => now);
  return { storage, setNow: (ms) => (now = ms), dispose: () => storage.onApplicationShutdown() };
});

describe('MemoryCounterStorage: memory', () => {
  it('takes 300,000 calls of one caller in one window without throwing, keeping four numbers', async () => {
    let now = T0;
    const storage = new MemoryCounterStorage(() => now);
    // The library's storage keeps a timestamp per call and spreads them into Math.min: a
    // RangeError (too many arguments) past ~125,000 calls.
    for (let i = 0; i < 300_000; i++) await storage.increment('k', 15 * MINUTE, 1_000_000, 15 * MINUTE, 'auth-ip');
    expect(storage.size).toBe(1);
    const entry = storage.peek('k', 'auth-ip');
    expect(entry).toMatchObject({ current: 300_000, previous: 0, blockedUntil: 0 });
    expect(Object.keys(entry!).sort()).toEqual(['blockedUntil', 'current', 'keepUntil', 'previous', 'window']);
    now += 1;
    expect(await storage.increment('k', 15 * MINUTE, 300_000, 15 * MINUTE, 'auth-ip')).toMatchObject({ isBlocked: true });
    storage.onApplicationShutdown();
  });

  it('forgets counters that can no longer refuse anything', async () => {
    let now = T0;
    const storage = new MemoryCounterStorage(() => now);
    for (let i = 0; i < 1000; i++) await storage.increment(`caller-${i}`, MINUTE, 10, MINUTE, 'default');
    storage.sweep();
    expect(storage.size).toBe(1000);
    now += 2 * MINUTE;
    storage.sweep();
    expect(storage.size).toBe(0);
    storage.onApplicationShutdown();
  });
});

describeWithRedis('RedisCounterStorage', () => {
  let redis: Redis;
  const prefix = testKeyPrefix();
  beforeAll(async () => {
    redis = await connectTestRedis();
  });
  afterAll(async () => {
    await deleteKeys(redis, prefix);
    await redis.quit();
  });

  let n = 0;
  storageRules('RedisCounterStorage', async () => {
    let now = T0;
    // A prefix per case: each starts from empty counters.
    const storage = new RedisCounterStorage(redis, `${prefix}${++n}:`, new MemoryCounterStorage(), () => now);
    return { storage, setNow: (ms) => (now = ms) };
  });

  it('counts on Redis’s clock by default and keeps a counter no longer than it can refuse', async () => {
    const storage = new RedisCounterStorage(redis, `${prefix}clock:`);
    expect(await storage.increment('k', MINUTE, 2, MINUTE, 'default')).toMatchObject({ isBlocked: false, totalHits: 1 });
    const ttl = await redis.pttl(storage.keyOf('k', 'default'));
    expect(ttl).toBeGreaterThan(MINUTE);
    expect(ttl).toBeLessThanOrEqual(2 * MINUTE);
    await storage.increment('k', MINUTE, 2, MINUTE, 'default');
    const refused = await storage.increment('k', MINUTE, 2, MINUTE, 'default');
    expect(refused).toMatchObject({ isBlocked: true, timeToBlockExpire: 60 });
  });

  it('shares counters between instances: the limit holds for calls spread over two', async () => {
    const a = new RedisCounterStorage(redis, `${prefix}shared:`);
    const b = new RedisCounterStorage(redis, `${prefix}shared:`);
    const results = [];
    for (let i = 0; i < 6; i++) results.push((await (i % 2 ? b : a).increment('ip', 15 * MINUTE, 5, 15 * MINUTE, 'auth-ip')).isBlocked);
    expect(results).toEqual([false, false, false, false, false, true]);
  });

  it('keeps one small hash of four numbers per caller however many calls (20,000 here)', async () => {
    const storage = new RedisCounterStorage(redis, `${prefix}big:`);
    const key = storage.keyOf('k', 'auth-ip');
    await storage.increment('k', 15 * MINUTE, 1_000_000, 15 * MINUTE, 'auth-ip');
    const small = Number(await redis.memory('USAGE', key));
    for (let done = 1; done < 20_000; done += 5000) {
      await Promise.all(Array.from({ length: 5000 }, () => storage.increment('k', 15 * MINUTE, 1_000_000, 15 * MINUTE, 'auth-ip')));
    }
    expect(await redis.hlen(key)).toBe(4);
    expect(Number(await redis.hget(key, 'c')) + Number(await redis.hget(key, 'p'))).toBeGreaterThanOrEqual(20_000);
    // A few more bytes for longer numbers, never per call.
    expect(Number(await redis.memory('USAGE', key))).toBeLessThanOrEqual(small + 16);
  });

  it('counts in this instance’s memory when Redis does not answer, and never throws', async () => {
    const down = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, retryStrategy: () => null, maxRetriesPerRequest: 0 });
    down.on('error', () => undefined);
    const storage = new RedisCounterStorage(down, `${prefix}down:`);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await storage.increment('k', MINUTE, 3, MINUTE, 'default'));
    expect(results.map((r) => r.isBlocked)).toEqual([false, false, false, true]);
    expect(results[3].timeToBlockExpire).toBe(60);
    down.disconnect();
  });
});
