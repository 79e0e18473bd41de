import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import { MemoryCounterStorage } from './memory-counter-storage';
import { HIT_WINDOW_LUA, type ThrottlerStorageRecord } from './sliding-window';

type HitReply = [number, number, number, number];
type WithHitCommand = Redis & { portalHitWindow(key: string, ...args: (string | number)[]): Promise<HitReply> };

const WARN_EVERY_MS = 30_000;

/**
 * Rate-limit counters in Redis, shared by every instance: each call runs one Lua script
 * (HIT_WINDOW_LUA, the same step as the memory storage) on a hash of four numbers per caller
 * and limit, which expires once it can no longer refuse anything. Redis's own clock decides
 * the windows, so instances whose clocks differ still count alike.
 *
 * When Redis does not answer (down, or slower than the client's command timeout) the call is
 * counted in this instance's memory instead: limits then hold per instance (N instances allow
 * N times the limit) until Redis is back, and no call fails because of it. Neither fail-closed
 * (every caller refused while Redis is down) nor fail-open (no limit at all); the readiness
 * probe reports Redis down meanwhile and a warning is logged every 30 s.
 */
export class RedisCounterStorage implements ThrottlerStorage {
  private readonly logger = new Logger('RateLimit');
  private readonly redis: WithHitCommand;
  private lastWarning = 0;

  constructor(
    redis: Redis,
    private readonly keyPrefix: string,
    private readonly fallback = new MemoryCounterStorage(),
    /** Epoch ms to count at instead of Redis's clock (tests). */
    private readonly clock?: () => number,
  ) {
    if (!(redis as unknown as Partial<WithHitCommand>).portalHitWindow) redis.defineCommand('portalHitWindow', { numberOfKeys: 1, lua: HIT_WINDOW_LUA });
    this.redis = redis as unknown as WithHitCommand;
  }

  /** The Redis key of one caller's counter for one limit. */
  keyOf(key: string, throttlerName: string): string {
    return `${this.keyPrefix}rl:${throttlerName}:${key}`;
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const args: number[] = [ttl, limit, blockDuration];
    if (this.clock) args.push(this.clock());
    try {
      const [totalHits, timeToExpireMs, blocked, refusedForMs] = await this.redis.portalHitWindow(this.keyOf(key, throttlerName), ...args);
      const isBlocked = blocked === 1;
      return {
        totalHits,
        timeToExpire: Math.ceil(timeToExpireMs / 1000),
        isBlocked,
        timeToBlockExpire: isBlocked ? Math.max(1, Math.ceil(refusedForMs / 1000)) : 0,
      };
    } catch (err) {
      this.warn(err);
      return this.fallback.hit(key, ttl, limit, blockDuration, throttlerName);
    }
  }

  private warn(err: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    this.logger.warn(
      { event: 'rate_limit_store_unavailable', err: { type: (err as Error)?.name, message: (err as Error)?.message } },
      'Redis did not answer: counting rate limits in this instance only until it does',
    );
  }
}
