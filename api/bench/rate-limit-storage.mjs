#!/usr/bin/env node
/**
 * Rate-limit storage benchmark (issue 10): one caller making N calls inside one window, on the
 * library's storage (@nestjs/throttler's ThrottlerStorageService, a timestamp per call) and on
 * the portal's counters (MemoryCounterStorage; RedisCounterStorage with --redis <url>). Prints
 * the time per call at each step, the heap the storage holds, and whether it threw.
 *
 *   npm run build && node --expose-gc api/bench/rate-limit-storage.mjs [--calls 300000] [--library-calls 50000] [--redis redis://127.0.0.1:6379/2]
 *
 * Not a test: nothing here asserts a time.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { values: args } = parseArgs({
  options: { calls: { type: 'string', default: '300000' }, 'library-calls': { type: 'string', default: '50000' }, redis: { type: 'string' } },
});
const calls = Number(args.calls);
// The library's storage filters every timestamp on each call (quadratic): 50,000 calls take
// minutes on a busy machine, and past ~125,000 its Math.min(...hits) throws a RangeError.
const libraryCalls = Number(args['library-calls']);
const TTL = 15 * 60_000;
const STEPS = [1_000, 10_000, 50_000, 100_000, 125_000, 150_000, 200_000, 500_000, 1_000_000].filter((s) => s <= calls);

const heap = () => {
  global.gc?.();
  return process.memoryUsage().heapUsed;
};

async function run(name, storage, batch = 1, upTo = calls) {
  const base = heap();
  let done = 0;
  let last = performance.now();
  console.log(`\n${name}`);
  console.log('calls so far | µs per call (this step) | heap held (MB)');
  try {
    for (const step of STEPS.filter((s) => s <= upTo)) {
      const started = performance.now();
      const count = step - done;
      for (let i = 0; i < count; i += batch) {
        const n = Math.min(batch, count - i);
        await Promise.all(Array.from({ length: n }, () => storage.increment('caller', TTL, 10_000_000, TTL, 'auth-ip')));
      }
      done = step;
      last = performance.now();
      console.log(
        `${String(step).padStart(12)} | ${(((last - started) * 1000) / count).toFixed(2).padStart(23)} | ${((heap() - base) / 1048576).toFixed(2).padStart(14)}`,
      );
    }
  } catch (err) {
    console.log(`threw after ${done} calls (within the next step): ${err.name}: ${err.message}`);
  }
}

const { ThrottlerStorageService } = require('@nestjs/throttler');
const { MemoryCounterStorage } = require(join(here, '..', 'dist/common/rate-limit/memory-counter-storage.js'));
const { RedisCounterStorage } = require(join(here, '..', 'dist/common/rate-limit/redis-counter-storage.js'));

const library = new ThrottlerStorageService();
await run('@nestjs/throttler ThrottlerStorageService (a timestamp per call)', library, 1, libraryCalls);
library.onApplicationShutdown();
const memory = new MemoryCounterStorage();
await run('MemoryCounterStorage (sliding-window counters)', memory);
memory.onApplicationShutdown();
if (args.redis) {
  const { Redis } = require('ioredis');
  const redis = new Redis(args.redis);
  const prefix = `portal-bench:${process.pid}:`;
  await run(`RedisCounterStorage on ${args.redis} (100 calls in flight)`, new RedisCounterStorage(redis, prefix), 100);
  const keys = await redis.keys(`${prefix}*`);
  console.log(`keys: ${keys.length}, fields: ${await redis.hlen(keys[0])}, bytes: ${await redis.memory('USAGE', keys[0])}`);
  await redis.del(...keys);
  await redis.quit();
}
