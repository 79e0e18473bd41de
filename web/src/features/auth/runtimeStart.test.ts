/** @jest-environment jsdom */
import { SESSION_KEY } from './session';

/*
 * issue 10: evaluating the app's modules must not touch the browser's storage (a page's first
 * touch costs a phone several milliseconds, and the evaluation was one long task with it); the
 * start-up restore of the session reads it in a task of its own, before anything awaiting
 * sessionReady goes on.
 */

const far = new Date(Date.now() + 3_600_000).toISOString();
const past = new Date(Date.now() - 60_000).toISOString();
const session = (refreshExpiresAt: string) => ({
  token: 'a.e30.c',
  refreshToken: 'refresh',
  expiresAt: refreshExpiresAt,
  refreshExpiresAt,
  tokenDate: new Date().toISOString(),
  clockOffsetMs: 0,
  username: 'emily@example.com',
});

describe('the start-up restore of the session (runtime.ts)', () => {
  let touched: string[];
  beforeEach(() => {
    jest.resetModules();
    localStorage.clear();
    sessionStorage.clear();
    touched = [];
    // The real storage, counted each time something asks the window for it.
    const real = window.localStorage;
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      touched.push('localStorage');
      return real;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('reads no storage while the module is evaluated, and restores the session a task later', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(session(past)));
    touched = [];
    const runtime = await import('./runtime');
    expect(touched).toEqual([]);
    expect(localStorage.getItem(SESSION_KEY)).not.toBeNull();
    // A session past its refresh expiry is discarded by the restore, once its task has run.
    await expect(runtime.sessionReady).resolves.toBe('signed-out');
    expect(touched.length).toBeGreaterThan(0);
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('keeps a session that is still valid (signed in once the restore has run)', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(session(far)));
    const runtime = await import('./runtime');
    await expect(runtime.sessionReady).resolves.toBe('signed-in');
    expect(runtime.sessionStore.get()?.username).toBe('emily@example.com');
  });
});
