/** Test doubles for the session and idle-timer tests (used by *.test.ts only). */
import type { AuthSession } from '@portal/generated-client';
import type { Timers } from '../idleTimer';
import type { Clock, KeyValueStorage } from '../session';

/** A local clock the test moves by hand. */
export class FakeClock implements Clock {
  constructor(public time = Date.parse('2026-11-21T10:00:00.000Z')) {}
  now(): number {
    return this.time;
  }
  advance(ms: number): void {
    this.time += ms;
  }
}

/**
 * A clock with timers: `advance` fires every timer that falls due, in order. A timer that keeps
 * re-arming itself inside the advanced span (a zero delay, a deadline that never moves) would
 * loop for ever; after `maxFiresPerAdvance` timers in one `advance` it throws instead, so such
 * a bug fails its test rather than hanging the suite.
 */
export class FakeScheduler extends FakeClock implements Timers {
  private nextId = 1;
  private readonly pending = new Map<number, { at: number; callback: () => void }>();

  constructor(
    time?: number,
    private readonly maxFiresPerAdvance = 10_000,
  ) {
    super(time);
  }

  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.nextId++;
    this.pending.set(id, { at: this.time + ms, callback });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }

  /** Timers set and not yet fired or cleared. */
  get pendingTimers(): number {
    return this.pending.size;
  }

  override advance(ms: number): void {
    const end = this.time + ms;
    for (let fired = 0; ; fired += 1) {
      if (fired >= this.maxFiresPerAdvance) {
        throw new Error(
          `FakeScheduler: ${fired} timers fell due within one advance(${ms}) and more keep coming; a timer probably re-arms itself without moving forward.`,
        );
      }
      const due = [...this.pending.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.pending.delete(due[0]);
      this.time = Math.max(this.time, due[1].at);
      due[1].callback();
    }
    this.time = Math.max(this.time, end);
  }
}

export function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

function base64url(value: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned JWT-shaped token carrying `claims` (the app never checks signatures). */
export function fakeJwt(claims: object): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.c2lnbmF0dXJl`;
}

/**
 * A session as the server would issue it at server time `serverNow`: access token for
 * `accessMs`, refresh token for `refreshMs`.
 */
export function issuedSession(
  serverNow: number,
  options: { accessMs?: number; refreshMs?: number; policies?: string | string[]; username?: string; rememberMe?: string | null; n?: number } = {},
): AuthSession {
  const { accessMs = 300_000, refreshMs = 8 * 3_600_000, policies = ['PPA1000101'], username = 'demo@example.com', n = 1 } = options;
  return {
    token: fakeJwt({ sub: 'u1', policies, n, exp: Math.floor((serverNow + accessMs) / 1000) }),
    refreshToken: fakeJwt({ sub: 'u1', jti: `r${n}` }),
    expiresAt: new Date(serverNow + accessMs).toISOString(),
    refreshExpiresAt: new Date(serverNow + refreshMs).toISOString(),
    tokenDate: new Date(serverNow).toISOString(),
    rememberMe: options.rememberMe ?? null,
    username,
  };
}
