import type { Clock, KeyValueStorage } from './session';

/** Doc 1 §4 "Session", §9: warning after 19 minutes without activity, logout after 20. */
export const IDLE_WARN_MS = 1_140_000;
export const IDLE_LOGOUT_MS = 1_200_000;
/** Mouse-move events closer together than this are ignored (doc 1 §9). */
export const MOUSEMOVE_MIN_GAP_MS = 200;

/**
 * localStorage key that overrides the two idle times, as JSON `{"warnMs": 2000, "logoutMs":
 * 4000}`. Meant for browser tests and demos; both must be positive and warnMs < logoutMs,
 * otherwise the spec's times apply.
 */
export const IDLE_TIMEOUTS_KEY = 'portal.idleTimeouts';

export interface IdleTimeouts {
  warnMs: number;
  logoutMs: number;
}

export function readIdleTimeouts(storage: Pick<KeyValueStorage, 'getItem'> | undefined): IdleTimeouts {
  const defaults = { warnMs: IDLE_WARN_MS, logoutMs: IDLE_LOGOUT_MS };
  try {
    const raw = storage?.getItem(IDLE_TIMEOUTS_KEY);
    if (!raw) return defaults;
    const { warnMs, logoutMs } = JSON.parse(raw) as Partial<IdleTimeouts>;
    const valid = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;
    return valid(warnMs) && valid(logoutMs) && warnMs < logoutMs ? { warnMs, logoutMs } : defaults;
  } catch {
    return defaults;
  }
}

/** The user activity that keeps a session alive. */
export const ACTIVITY_EVENTS = ['keydown', 'mousedown', 'touchstart', 'scroll', 'mousemove'] as const;
export type ActivityEvent = (typeof ACTIVITY_EVENTS)[number];

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface IdleTimerOptions extends IdleTimeouts {
  clock: Clock;
  timers?: Timers;
  /** The warning dialog should open. */
  onWarn: () => void;
  /** Idle too long: log out. */
  onTimeout: () => void;
}

/**
 * Counts the time since the user's last activity. Activity only records a time (mouse-move
 * can fire hundreds of times a second); one timer checks the elapsed time when it fires, so a
 * late timer (a sleeping laptop) still logs out at once. While the warning shows, activity is
 * ignored: only Continue (`reset`) keeps the session, or moving the mouse towards Log Out
 * would dismiss the warning.
 */
export class IdleTimer {
  private lastActivity = 0;
  private lastMouseMove = Number.NEGATIVE_INFINITY;
  private handle: unknown = null;
  private warned = false;
  private running = false;
  private readonly timers: Timers;

  constructor(private readonly options: IdleTimerOptions) {
    this.timers = options.timers ?? globalTimers;
  }

  start(): void {
    this.running = true;
    this.reset();
  }

  stop(): void {
    this.running = false;
    this.cancel();
  }

  /** Continue: the user is back; the warning closes and the count starts again. */
  reset(): void {
    if (!this.running) return;
    this.warned = false;
    this.lastActivity = this.options.clock.now();
    this.schedule(this.options.warnMs);
  }

  get isWarning(): boolean {
    return this.warned;
  }

  /** Records user activity of kind `event`. */
  activity(event: ActivityEvent): void {
    if (!this.running || this.warned) return;
    const now = this.options.clock.now();
    if (event === 'mousemove') {
      if (now - this.lastMouseMove < MOUSEMOVE_MIN_GAP_MS) return;
      this.lastMouseMove = now;
    }
    this.lastActivity = now;
  }

  private schedule(delay: number): void {
    this.cancel();
    this.handle = this.timers.setTimeout(() => this.check(), Math.max(0, delay));
  }

  private cancel(): void {
    if (this.handle !== null) this.timers.clearTimeout(this.handle);
    this.handle = null;
  }

  private check(): void {
    this.handle = null;
    if (!this.running) return;
    const idle = this.options.clock.now() - this.lastActivity;
    if (idle >= this.options.logoutMs) {
      this.stop();
      this.options.onTimeout();
      return;
    }
    if (idle >= this.options.warnMs) {
      if (!this.warned) {
        this.warned = true;
        this.options.onWarn();
      }
      this.schedule(this.options.logoutMs - idle);
      return;
    }
    this.schedule(this.options.warnMs - idle);
  }
}
