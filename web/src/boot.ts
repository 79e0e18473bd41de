/*
 * The app's start (main.tsx) in steps the browser can fit other work between: a phone's
 * Lighthouse run counts every main-thread task over 50 ms after the first paint as blocking
 * time, and the home page's first paint is index.html's picture (features/shell/homePicture.ts),
 * so the whole start of the app lands in that window.
 */

/** What main.tsx needs of the router to load the first page before rendering it. */
export interface LoadableRouter {
  load(): Promise<void>;
}

/**
 * Resolves when the app's first render may start. With the home picture shown (the app's `#root`
 * is hidden behind it until the home page commits), the router loads the page first (guards,
 * loaders, route chunks): the first render is then the whole page, in one transition React
 * renders in slices of a few milliseconds. Rendered before the load, the page would arrive
 * through the router's store, which React renders synchronously (useSyncExternalStore): one
 * task of several hundred milliseconds on a phone. Without the picture nothing waits (the
 * header and the pending page show while the page loads, as before); with it, no longer than
 * `maxMs` (then the app renders, and shows its pending page, as the picture goes).
 */
export function readyToRender(router: LoadableRouter, pictureShown: boolean, maxMs: number): Promise<void> {
  if (!pictureShown) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, maxMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    // A failed load (an error page, a redirect to /login) renders as it would have.
    router.load().then(done, done);
  });
}

type IdleWindow = { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };

/**
 * Runs `work` once the browser is idle (requestIdleCallback, at most `timeoutMs` later), or after
 * `timeoutMs` where there is no such callback (Safari): work the first page does not need
 * (the service worker's registration, the refresh of the ID cards kept offline) stays out of the
 * tasks that start and render it.
 */
export function whenIdle(work: () => void, timeoutMs = 2000, target: IdleWindow = globalThis as IdleWindow): void {
  if (typeof target.requestIdleCallback === 'function') target.requestIdleCallback(() => work(), { timeout: timeoutMs });
  else setTimeout(work, timeoutMs);
}

/**
 * Resolves in a task of its own (a zero-delay timer): the app's start awaits it between its
 * steps (the modules' evaluation, the router's first load, the first render), so each is a task
 * of its own instead of one long task a phone cannot answer a tap in. Promise callbacks alone
 * would all run in the task that started them.
 */
export function nextTask(schedule: (callback: () => void) => unknown = (callback) => setTimeout(callback, 0)): Promise<void> {
  return new Promise((resolve) => {
    schedule(resolve);
  });
}
