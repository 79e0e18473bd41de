import { IDLE_LOGOUT_MS, IDLE_TIMEOUTS_KEY, IDLE_WARN_MS, IdleTimer, readIdleTimeouts } from './idleTimer';
import { FakeScheduler, memoryStorage } from './testing/fakes';

function setup(times = { warnMs: IDLE_WARN_MS, logoutMs: IDLE_LOGOUT_MS }) {
  const scheduler = new FakeScheduler();
  const onWarn = jest.fn();
  const onTimeout = jest.fn();
  const timer = new IdleTimer({ ...times, clock: scheduler, timers: scheduler, onWarn, onTimeout });
  timer.start();
  return { scheduler, onWarn, onTimeout, timer };
}

const MINUTE = 60_000;

describe(IdleTimer.name, () => {
  it('warns after 19 minutes without activity and logs out at 20', () => {
    const { scheduler, onWarn, onTimeout } = setup();
    scheduler.advance(19 * MINUTE - 1);
    expect(onWarn).not.toHaveBeenCalled();
    scheduler.advance(1);
    expect(onWarn).toHaveBeenCalledTimes(1);
    scheduler.advance(MINUTE - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    scheduler.advance(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(onWarn).toHaveBeenCalledTimes(1);
  });

  it('starts counting again on activity', () => {
    const { scheduler, onWarn, timer } = setup();
    scheduler.advance(18 * MINUTE);
    timer.activity('keydown');
    scheduler.advance(18 * MINUTE);
    expect(onWarn).not.toHaveBeenCalled();
    scheduler.advance(MINUTE);
    expect(onWarn).toHaveBeenCalledTimes(1);
  });

  it.each(['keydown', 'mousedown', 'touchstart', 'scroll', 'mousemove'] as const)('counts %s as activity', (event) => {
    const { scheduler, onWarn, timer } = setup();
    scheduler.advance(10 * MINUTE);
    timer.activity(event);
    scheduler.advance(10 * MINUTE);
    expect(onWarn).not.toHaveBeenCalled();
  });

  it('ignores mouse-move events less than 200 ms after the last one it counted', () => {
    const { scheduler, onWarn, timer } = setup({ warnMs: 1_000, logoutMs: 2_000 });
    scheduler.advance(100);
    timer.activity('mousemove'); // counted: idle from 100
    scheduler.advance(150);
    timer.activity('mousemove'); // 150 ms later: ignored
    scheduler.advance(850); // 1,100 ms after start, 1,000 after the counted move
    expect(onWarn).toHaveBeenCalledTimes(1);
  });

  it('counts a mouse-move 200 ms or more after the last counted one', () => {
    const { scheduler, onWarn, timer } = setup({ warnMs: 1_000, logoutMs: 2_000 });
    timer.activity('mousemove');
    scheduler.advance(200);
    timer.activity('mousemove'); // counted: idle from 200
    scheduler.advance(999);
    expect(onWarn).not.toHaveBeenCalled();
    scheduler.advance(1);
    expect(onWarn).toHaveBeenCalledTimes(1);
  });

  it('Continue (reset) closes the warning and restarts the count', () => {
    const { scheduler, onWarn, onTimeout, timer } = setup();
    scheduler.advance(19 * MINUTE);
    expect(timer.isWarning).toBe(true);
    timer.reset();
    expect(timer.isWarning).toBe(false);
    scheduler.advance(2 * MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
    scheduler.advance(17 * MINUTE);
    expect(onWarn).toHaveBeenCalledTimes(2);
  });

  it('ignores activity while the warning shows: only Continue keeps the session', () => {
    const { scheduler, onTimeout, timer } = setup();
    scheduler.advance(19 * MINUTE);
    timer.activity('mousemove');
    timer.activity('keydown');
    scheduler.advance(MINUTE);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('logs out at once when its timer fires late (the computer slept)', () => {
    const { scheduler, onWarn, onTimeout, timer } = setup();
    timer.activity('keydown');
    // Nothing ran for 25 minutes; the first timer fires only now.
    scheduler.time += 25 * MINUTE;
    scheduler.advance(0);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(onWarn).not.toHaveBeenCalled();
  });

  it('does nothing once stopped (signed out)', () => {
    const { scheduler, onWarn, onTimeout, timer } = setup();
    timer.stop();
    scheduler.advance(30 * MINUTE);
    expect(onWarn).not.toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();
  });
});

describe('IdleTimer lifecycle', () => {
  it('counts nothing before start: Continue or activity then arm no timer', () => {
    const scheduler = new FakeScheduler();
    const onWarn = jest.fn();
    const onTimeout = jest.fn();
    const timer = new IdleTimer({ warnMs: IDLE_WARN_MS, logoutMs: IDLE_LOGOUT_MS, clock: scheduler, timers: scheduler, onWarn, onTimeout });
    expect(timer.isWarning).toBe(false);
    timer.reset();
    timer.activity('keydown');
    scheduler.advance(30 * MINUTE);
    expect(scheduler.pendingTimers).toBe(0);
    expect(onWarn).not.toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('keeps one timer at a time, however often Continue is pressed', () => {
    const { scheduler, timer } = setup();
    expect(scheduler.pendingTimers).toBe(1);
    timer.reset();
    timer.reset();
    expect(scheduler.pendingTimers).toBe(1);
  });

  it('leaves no timer behind once stopped, and a late Continue does not restart it', () => {
    const { scheduler, onWarn, onTimeout, timer } = setup();
    timer.stop();
    expect(scheduler.pendingTimers).toBe(0);
    timer.reset();
    scheduler.advance(30 * MINUTE);
    expect(onWarn).not.toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('logs out once: a Continue pressed after the logout does not start a new count', () => {
    const { scheduler, onTimeout, timer } = setup();
    scheduler.advance(20 * MINUTE);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(scheduler.pendingTimers).toBe(0);
    timer.reset();
    scheduler.advance(30 * MINUTE);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('throttles only mouse-move: a key press 100 ms after a counted move still counts', () => {
    const { scheduler, onWarn, timer } = setup({ warnMs: 1_000, logoutMs: 2_000 });
    timer.activity('mousemove'); // counted at 0
    scheduler.advance(100);
    timer.activity('keydown'); // counted at 100
    scheduler.advance(950); // 1,050 after the move, 950 after the key
    expect(onWarn).not.toHaveBeenCalled();
    scheduler.advance(50);
    expect(onWarn).toHaveBeenCalledTimes(1);
  });

  it('runs on the real timers when none are given', () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-21T10:00:00.000Z') });
    try {
      const onWarn = jest.fn();
      const onTimeout = jest.fn();
      const timer = new IdleTimer({ warnMs: 1_000, logoutMs: 2_000, clock: { now: () => Date.now() }, onWarn, onTimeout });
      timer.start();
      jest.advanceTimersByTime(1_000);
      expect(onWarn).toHaveBeenCalledTimes(1);
      timer.stop();
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('idle times', () => {
  it('are 19 and 20 minutes by default', () => {
    expect(readIdleTimeouts(memoryStorage())).toEqual({ warnMs: 1_140_000, logoutMs: 1_200_000 });
  });

  it('are the defaults where there is no storage (private mode, server rendering)', () => {
    expect(readIdleTimeouts(undefined)).toEqual({ warnMs: IDLE_WARN_MS, logoutMs: IDLE_LOGOUT_MS });
  });

  it("can be shortened through localStorage 'portal.idleTimeouts'", () => {
    const storage = memoryStorage();
    // The key as browser journeys and demos write it.
    expect(IDLE_TIMEOUTS_KEY).toBe('portal.idleTimeouts');
    storage.setItem('portal.idleTimeouts', JSON.stringify({ warnMs: 2_000, logoutMs: 4_000 }));
    expect(readIdleTimeouts(storage)).toEqual({ warnMs: 2_000, logoutMs: 4_000 });
  });

  it.each([
    ['not JSON', '{warn'],
    ['warning after logout', JSON.stringify({ warnMs: 5_000, logoutMs: 4_000 })],
    ['a negative time', JSON.stringify({ warnMs: -1, logoutMs: 4_000 })],
    ['a missing time', JSON.stringify({ warnMs: 2_000 })],
    ['a zero time', JSON.stringify({ warnMs: 0, logoutMs: 4_000 })],
    ['a warning at the logout time', JSON.stringify({ warnMs: 4_000, logoutMs: 4_000 })],
    ['an infinite time', '{"warnMs": 2000, "logoutMs": 1e999}'],
    ['a time given as text', JSON.stringify({ warnMs: '2000', logoutMs: 4_000 })],
    ['an empty value', ''],
  ])('fall back to the defaults for %s', (_case, raw) => {
    const storage = memoryStorage();
    storage.setItem(IDLE_TIMEOUTS_KEY, raw);
    expect(readIdleTimeouts(storage)).toEqual({ warnMs: IDLE_WARN_MS, logoutMs: IDLE_LOGOUT_MS });
  });
});
