import type { ThrottlerStorage } from '@nestjs/throttler';

/** What a storage answers for one call (the library does not export the type). */
export type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * One caller's counters for one limit: a sliding-window counter (the count of the current
 * window, the count of the one before, and the end of a block). Four numbers, however many
 * calls the caller makes, where the library's own storage keeps one timestamp per call.
 *
 * Windows are aligned on multiples of `ttl` since the epoch. A call is allowed while
 *   previous × (share of the previous window still inside the last `ttl`) + current ≤ limit,
 * which weighs the previous window as if its calls were spread evenly (the usual sliding-window
 * estimate): a burst across a window boundary cannot pass twice the limit, as a fixed window
 * would allow. The call that goes over the limit starts a block of `blockDuration` (the
 * library's default is the throttler's ttl); calls during the block are refused and not
 * counted, and when it ends the counters start again from zero, so Retry-After (the block's
 * remaining seconds) is exactly when the next call passes.
 */
export interface WindowState {
  /** Index of the current window (floor(now / ttl)). */
  window: number;
  current: number;
  previous: number;
  /** Epoch ms when the block ends; 0 when not blocked. */
  blockedUntil: number;
}

export type HitResult = ThrottlerStorageRecord & {
  /** Epoch ms after which the state can be forgotten. */
  keepUntil: number;
};

/** Counts one call at `now` (epoch ms) and says whether it is refused. Mutates and returns `state`. */
export function hitWindow(
  state: WindowState | undefined,
  now: number,
  ttl: number,
  limit: number,
  blockDuration: number,
): { state: WindowState; result: HitResult } {
  const window = Math.floor(now / ttl);
  let s = state;
  if (!s || (s.blockedUntil > 0 && s.blockedUntil <= now)) {
    s = { window, current: 0, previous: 0, blockedUntil: 0 };
  } else if (s.window !== window) {
    s.previous = window === s.window + 1 ? s.current : 0;
    s.current = 0;
    s.window = window;
  }
  const weight = (ttl - (now - window * ttl)) / ttl;
  let isBlocked = s.blockedUntil > now;
  let refusedUntil = s.blockedUntil;
  if (!isBlocked) {
    if (s.previous * weight + s.current + 1 > limit) {
      isBlocked = true;
      if (blockDuration > 0) {
        s.current += 1;
        s.blockedUntil = now + blockDuration;
        refusedUntil = s.blockedUntil;
      } else {
        // No block: refused without being counted, until the current window ends.
        refusedUntil = (window + 1) * ttl;
      }
    } else {
      s.current += 1;
    }
  }
  const windowEnd = (window + 1) * ttl;
  return {
    state: s,
    result: {
      totalHits: Math.ceil(s.previous * weight + s.current),
      timeToExpire: Math.ceil((windowEnd - now) / 1000),
      isBlocked,
      timeToBlockExpire: isBlocked ? Math.max(1, Math.ceil((refusedUntil - now) / 1000)) : 0,
      keepUntil: Math.max(windowEnd + ttl, s.blockedUntil),
    },
  };
}

/**
 * The same step as hitWindow, run atomically inside Redis on a hash (fields w, c, p, b) whose
 * expiry is set to when it can be forgotten. KEYS[1]: the counter; ARGV: ttl, limit,
 * blockDuration (ms) and, optionally, now (epoch ms; by default Redis's own clock, so every
 * instance counts on one clock). Returns { totalHits, timeToExpireMs, isBlocked (0/1), refusedForMs }.
 */
export const HIT_WINDOW_LUA = `
local ttl = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
local block = tonumber(ARGV[3])
local now = tonumber(ARGV[4])
if not now then
  local t = redis.call('TIME')
  now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
local window = math.floor(now / ttl)
local s = redis.call('HMGET', KEYS[1], 'w', 'c', 'p', 'b')
local w, cur, prev, blk = tonumber(s[1]), tonumber(s[2]) or 0, tonumber(s[3]) or 0, tonumber(s[4]) or 0
if (not w) or (blk > 0 and blk <= now) then
  w = window; cur = 0; prev = 0; blk = 0
elseif w ~= window then
  if window == w + 1 then prev = cur else prev = 0 end
  cur = 0
  w = window
end
local weight = (ttl - (now - window * ttl)) / ttl
local blocked = 0
local refused = blk
if blk > now then
  blocked = 1
elseif prev * weight + cur + 1 > limit then
  blocked = 1
  if block > 0 then
    cur = cur + 1
    blk = now + block
    refused = blk
  else
    refused = (window + 1) * ttl
  end
else
  cur = cur + 1
end
local windowEnd = (window + 1) * ttl
redis.call('HSET', KEYS[1], 'w', w, 'c', cur, 'p', prev, 'b', blk)
redis.call('PEXPIRE', KEYS[1], math.max(windowEnd + ttl, blk) - now)
local refusedFor = 0
if blocked == 1 then refusedFor = refused - now end
return { math.ceil(prev * weight + cur), windowEnd - now, blocked, refusedFor }
`;
