import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { hitWindow, type ThrottlerStorageRecord, type WindowState } from './sliding-window';

interface Entry extends WindowState {
  keepUntil: number;
}

const SWEEP_INTERVAL_MS = 60_000;

/**
 * Rate-limit counters in this process's memory (one instance; see RedisCounterStorage for
 * several): four numbers per caller and limit (hitWindow), whatever the number of calls, and
 * forgotten once they can no longer refuse anything. Replaces the library's storage, which
 * keeps a timestamp per call of the last window and spreads them into Math.min (a RangeError
 * past ~125,000 calls in one window).
 */
@Injectable()
export class MemoryCounterStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly entries = new Map<string, Entry>();
  private sweeper?: NodeJS.Timeout;

  constructor(private readonly clock: () => number = Date.now) {}

  /** Callers and limits currently counted (tests; the sweep keeps it to the recent ones). */
  get size(): number {
    return this.entries.size;
  }

  /** The counters kept for one key (tests). */
  peek(key: string, throttlerName: string): Readonly<Entry> | undefined {
    return this.entries.get(entryKey(key, throttlerName));
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    return this.hit(key, ttl, limit, blockDuration, throttlerName);
  }

  /** The synchronous step of increment (the Redis storage falls back on it). */
  hit(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): ThrottlerStorageRecord {
    this.startSweeping();
    const id = entryKey(key, throttlerName);
    const now = this.clock();
    const { state, result } = hitWindow(this.entries.get(id), now, ttl, limit, blockDuration);
    const { keepUntil, ...record } = result;
    const entry = state as Entry;
    entry.keepUntil = keepUntil;
    this.entries.set(id, entry);
    return record;
  }

  /** Forgets every counter that can no longer refuse a call. */
  sweep(now = this.clock()): void {
    for (const [id, entry] of this.entries) if (entry.keepUntil <= now) this.entries.delete(id);
  }

  onApplicationShutdown(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = undefined;
    this.entries.clear();
  }

  private startSweeping(): void {
    if (this.sweeper) return;
    this.sweeper = setInterval(() => this.sweep(), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }
}

function entryKey(key: string, throttlerName: string): string {
  return `${throttlerName}:${key}`;
}
