import { nextTask, readyToRender, whenIdle } from './boot';

const tick = () => new Promise((r) => setImmediate(r));

describe('readyToRender', () => {
  afterEach(() => jest.useRealTimers());

  it('does not wait for the router when the home picture is not shown', async () => {
    const router = { load: jest.fn(() => new Promise<void>(() => undefined)) };
    await expect(readyToRender(router, false, 10_000)).resolves.toBeUndefined();
    expect(router.load).not.toHaveBeenCalled();
  });

  it('with the picture shown, waits for the router to load the page', async () => {
    let finish!: () => void;
    const router = { load: jest.fn(() => new Promise<void>((r) => (finish = r))) };
    let ready = false;
    void readyToRender(router, true, 10_000).then(() => (ready = true));
    await tick();
    expect(router.load).toHaveBeenCalledTimes(1);
    expect(ready).toBe(false);
    finish();
    await tick();
    expect(ready).toBe(true);
  });

  it('with the picture shown, renders after a failed load too', async () => {
    const router = { load: () => Promise.reject(new Error('redirect')) };
    await expect(readyToRender(router, true, 10_000)).resolves.toBeUndefined();
  });

  it('waits no longer than the picture may stay', async () => {
    jest.useFakeTimers();
    const router = { load: () => new Promise<void>(() => undefined) };
    let ready = false;
    void readyToRender(router, true, 10_000).then(() => (ready = true));
    jest.advanceTimersByTime(9_999);
    await Promise.resolve();
    expect(ready).toBe(false);
    jest.advanceTimersByTime(1);
    await Promise.resolve();
    expect(ready).toBe(true);
  });
});

describe('whenIdle', () => {
  afterEach(() => jest.useRealTimers());

  it('runs the work in an idle callback, with a deadline', () => {
    const callbacks: Array<() => void> = [];
    const requestIdleCallback = jest.fn((callback: () => void) => callbacks.push(callback));
    const work = jest.fn();
    whenIdle(work, 3000, { requestIdleCallback });
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    expect(work).not.toHaveBeenCalled();
    callbacks[0]();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback (Safari), runs the work after the timeout, not at once', () => {
    jest.useFakeTimers();
    const work = jest.fn();
    whenIdle(work, 2000, {});
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(2000);
    expect(work).toHaveBeenCalledTimes(1);
  });
});

describe('nextTask', () => {
  it('resolves from a task of its own, not within the promise callbacks of the current one', async () => {
    const scheduled: Array<() => void> = [];
    let resolved = false;
    void nextTask((callback) => scheduled.push(callback)).then(() => (resolved = true));
    await tick();
    expect(resolved).toBe(false);
    expect(scheduled).toHaveLength(1);
    scheduled[0]();
    await tick();
    expect(resolved).toBe(true);
  });

  it('uses a zero-delay timer by default', async () => {
    jest.useFakeTimers();
    let resolved = false;
    void nextTask().then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    jest.advanceTimersByTime(0);
    await Promise.resolve();
    expect(resolved).toBe(true);
    jest.useRealTimers();
  });
});
