import { ApiReplyError } from '@/api/client';
import { SessionStore, sessionFromReply } from './session';
import { AUTO_LOGIN_ATTEMPTS, SIGNED_OUT_MESSAGE, SessionManager } from './sessionManager';
import { FakeClock, issuedSession, memoryStorage } from './testing/fakes';

const MINUTE = 60_000;
const SIGNED_IN = { needsSignIn: true };
const PUBLIC = { needsSignIn: false };

function setup(options: { serverAheadMs?: number; offline?: boolean } = {}) {
  const clock = new FakeClock();
  const serverAhead = options.serverAheadMs ?? 0;
  const serverNow = () => clock.now() + serverAhead;
  const storage = memoryStorage();
  const store = new SessionStore(storage, clock);
  let issued = 1;
  const refresh = jest.fn(async (_refreshToken: string) => issuedSession(serverNow(), { n: ++issued }));
  const onSessionLost = jest.fn();
  const manager = new SessionManager({ store, clock, refresh, onSessionLost, sleep: async () => undefined, isOffline: () => options.offline ?? false });
  const signIn = (accessMs = 5 * MINUTE, refreshMs = 8 * 60 * MINUTE) => store.saveReply(issuedSession(serverNow(), { accessMs, refreshMs }));
  return { clock, storage, store, refresh, onSessionLost, manager, signIn };
}

describe(SessionManager.name, () => {
  describe('accessTokenFor', () => {
    it('sends no token when nobody is signed in', async () => {
      const { manager } = setup();
      await expect(manager.accessTokenFor(SIGNED_IN)).resolves.toBeUndefined();
    });

    it('uses the stored access token while it is valid', async () => {
      const { manager, signIn, refresh } = setup();
      const session = signIn();
      await expect(manager.accessTokenFor(SIGNED_IN)).resolves.toBe(session.token);
      expect(refresh).not.toHaveBeenCalled();
    });

    it('refreshes before the call when the access token has expired and the refresh token is valid', async () => {
      const { manager, signIn, refresh, clock, store } = setup();
      const first = signIn(5 * MINUTE);
      clock.advance(5 * MINUTE);
      const token = await manager.accessTokenFor(SIGNED_IN);
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(refresh).toHaveBeenCalledWith(first.refreshToken);
      expect(token).not.toBe(first.token);
      expect(store.get()?.token).toBe(token);
    });

    it('refreshes once for concurrent calls (single flight)', async () => {
      const { manager, signIn, refresh, clock } = setup();
      signIn(5 * MINUTE);
      clock.advance(6 * MINUTE);
      const tokens = await Promise.all([1, 2, 3, 4].map(() => manager.accessTokenFor(SIGNED_IN)));
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(new Set(tokens).size).toBe(1);
    });

    it('takes the server clock offset into account (a PC clock 4 minutes fast renews on time, not early)', async () => {
      const { manager, signIn, refresh, clock } = setup({ serverAheadMs: -4 * MINUTE });
      const session = signIn(5 * MINUTE);
      clock.advance(2 * MINUTE);
      // By the PC clock the token's expiry stamp has passed; by the server's it has not.
      expect(clock.now()).toBeGreaterThan(Date.parse(session.expiresAt));
      await expect(manager.accessTokenFor(SIGNED_IN)).resolves.toBe(session.token);
      expect(refresh).not.toHaveBeenCalled();
      clock.advance(3 * MINUTE);
      await manager.accessTokenFor(SIGNED_IN);
      expect(refresh).toHaveBeenCalledTimes(1);
    });

    it("clears the session and fails the call with 'User must be logged in.' when the refresh token has expired", async () => {
      const { manager, signIn, refresh, clock, store, onSessionLost } = setup();
      signIn(5 * MINUTE, 60 * MINUTE);
      clock.advance(60 * MINUTE);
      await expect(manager.accessTokenFor(SIGNED_IN)).rejects.toMatchObject({
        message: SIGNED_OUT_MESSAGE,
        status: 401,
      });
      expect(refresh).not.toHaveBeenCalled();
      expect(store.get()).toBeNull();
      expect(onSessionLost).toHaveBeenCalledTimes(1);
    });

    it('ends the session when the server refuses the refresh token', async () => {
      const { manager, signIn, refresh, clock, store, onSessionLost } = setup();
      signIn(5 * MINUTE);
      clock.advance(5 * MINUTE);
      refresh.mockRejectedValueOnce(new ApiReplyError([SIGNED_OUT_MESSAGE], {}, 401));
      const error = await manager.accessTokenFor(SIGNED_IN).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiReplyError);
      expect((error as ApiReplyError).message).toBe(SIGNED_OUT_MESSAGE);
      expect(store.get()).toBeNull();
      expect(onSessionLost).toHaveBeenCalledTimes(1);
    });

    it('passes a network failure of the refresh on unchanged and keeps the session', async () => {
      const { manager, signIn, refresh, clock, store, onSessionLost } = setup();
      signIn(5 * MINUTE);
      clock.advance(5 * MINUTE);
      const offline = new TypeError('Failed to fetch');
      refresh.mockRejectedValueOnce(offline);
      await expect(manager.accessTokenFor(SIGNED_IN)).rejects.toBe(offline);
      expect(store.get()).not.toBeNull();
      expect(onSessionLost).not.toHaveBeenCalled();
      // The next call tries again.
      await expect(manager.accessTokenFor(SIGNED_IN)).resolves.toEqual(expect.any(String));
    });

    it('lets a call that needs no sign-in go anonymous instead of renewing a stale token', async () => {
      const { manager, signIn, refresh, clock, store } = setup();
      signIn(5 * MINUTE, 60 * MINUTE);
      clock.advance(2 * 60 * MINUTE);
      await expect(manager.accessTokenFor(PUBLIC)).resolves.toBeUndefined();
      expect(refresh).not.toHaveBeenCalled();
      expect(store.get()).not.toBeNull();
    });

    it('uses a session another tab renewed meanwhile instead of refreshing again', async () => {
      const { manager, signIn, refresh, clock, store, storage } = setup();
      signIn(5 * MINUTE);
      clock.advance(5 * MINUTE);
      // Another tab renewed: the stored session changes under us.
      const renewed = sessionFromReply(issuedSession(clock.now(), { n: 99 }), clock.now());
      storage.setItem('portal.session', JSON.stringify(renewed));
      await expect(manager.accessTokenFor(SIGNED_IN)).resolves.toBe(renewed.token);
      expect(refresh).not.toHaveBeenCalled();
      expect(store.get()?.token).toBe(renewed.token);
    });
  });

  describe('renewNow', () => {
    it('renews a session whose access token is still good (the account changed what the token says)', async () => {
      const { manager, signIn, refresh, store } = setup();
      const first = signIn(5 * MINUTE);
      const renewed = await manager.renewNow();
      expect(refresh).toHaveBeenCalledWith(first.refreshToken);
      expect(renewed.token).not.toBe(first.token);
      expect(store.get()?.token).toBe(renewed.token);
    });
  });

  describe('restoreOnStart', () => {
    it('discards a stored session past its refresh expiry', async () => {
      const { manager, signIn, clock, store } = setup();
      signIn(5 * MINUTE, 60 * MINUTE);
      clock.advance(61 * MINUTE);
      await expect(manager.restoreOnStart()).resolves.toBe('signed-out');
      expect(store.get()).toBeNull();
    });

    it('keeps a session whose access token is still valid without calling the server', async () => {
      const { manager, signIn, refresh } = setup();
      signIn();
      await expect(manager.restoreOnStart()).resolves.toBe('signed-in');
      expect(refresh).not.toHaveBeenCalled();
    });

    it('renews a session whose access token has expired', async () => {
      const { manager, signIn, refresh, clock } = setup();
      signIn(5 * MINUTE);
      clock.advance(10 * MINUTE);
      await expect(manager.restoreOnStart()).resolves.toBe('renewed');
      expect(refresh).toHaveBeenCalledTimes(1);
    });

    it('tries up to 4 times on network errors, then keeps the session', async () => {
      const { manager, signIn, refresh, clock, store } = setup();
      signIn(5 * MINUTE);
      clock.advance(10 * MINUTE);
      refresh.mockRejectedValue(new TypeError('Failed to fetch'));
      await expect(manager.restoreOnStart()).resolves.toBe('unreachable');
      expect(refresh).toHaveBeenCalledTimes(AUTO_LOGIN_ATTEMPTS);
      expect(AUTO_LOGIN_ATTEMPTS).toBe(4);
      expect(store.get()).not.toBeNull();
    });

    it('succeeds on a later attempt after network errors', async () => {
      const { manager, signIn, refresh, clock } = setup();
      signIn(5 * MINUTE);
      clock.advance(10 * MINUTE);
      refresh.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockRejectedValueOnce(new TypeError('Failed to fetch'));
      await expect(manager.restoreOnStart()).resolves.toBe('renewed');
      expect(refresh).toHaveBeenCalledTimes(3);
    });

    it('does not try again after a 401', async () => {
      const { manager, signIn, refresh, clock, store, onSessionLost } = setup();
      signIn(5 * MINUTE);
      clock.advance(10 * MINUTE);
      refresh.mockRejectedValue(new ApiReplyError([SIGNED_OUT_MESSAGE], {}, 401));
      await expect(manager.restoreOnStart()).resolves.toBe('signed-out');
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(store.get()).toBeNull();
      expect(onSessionLost).not.toHaveBeenCalled(); // start-up: nothing to navigate away from
    });

    it('keeps the session untouched when the browser is offline: no network is not a sign-out', async () => {
      const { manager, signIn, refresh, clock, store, onSessionLost } = setup({ offline: true });
      const session = signIn(5 * MINUTE);
      store.saveRememberedUser({ credential: 'Yk3pQ9sV1xL7mT2cR8nW4fJ6hB0dZ5aE3uG9iK1oP7q', username: 'demo@example.com' });
      clock.advance(10 * MINUTE);
      await expect(manager.restoreOnStart()).resolves.toBe('unreachable');
      expect(refresh).not.toHaveBeenCalled();
      expect(store.get()?.refreshToken).toBe(session.refreshToken);
      expect(onSessionLost).not.toHaveBeenCalled();
    });

    it('still discards an expired session when offline (its refresh token cannot renew it anyway)', async () => {
      const { manager, signIn, clock, store } = setup({ offline: true });
      signIn(5 * MINUTE, 30 * MINUTE);
      clock.advance(31 * MINUTE);
      await expect(manager.restoreOnStart()).resolves.toBe('signed-out');
      expect(store.get()).toBeNull();
    });

    it('is skipped when a remember-me credential is stored: the Welcome Back flow is used', async () => {
      const { manager, signIn, refresh, clock, store } = setup();
      signIn(5 * MINUTE);
      store.saveRememberedUser({ credential: 'Yk3pQ9sV1xL7mT2cR8nW4fJ6hB0dZ5aE3uG9iK1oP7q', username: 'demo@example.com' });
      clock.advance(10 * MINUTE);
      await expect(manager.restoreOnStart()).resolves.toBe('remember-me');
      expect(refresh).not.toHaveBeenCalled();
      expect(store.get()).toBeNull();
      expect(store.getRememberedUser()).not.toBeNull();
    });
  });

  describe('signOut', () => {
    it('sends the refresh token and remember-me credential, then clears both', async () => {
      const { manager, signIn, store } = setup();
      const session = signIn();
      store.saveRememberedUser({ credential: 'Yk3pQ9sV1xL7mT2cR8nW4fJ6hB0dZ5aE3uG9iK1oP7q', username: 'demo@example.com' });
      const logout = jest.fn(async () => null);
      await manager.signOut(logout);
      expect(logout).toHaveBeenCalledWith({
        refreshToken: session.refreshToken,
        rememberMe: 'Yk3pQ9sV1xL7mT2cR8nW4fJ6hB0dZ5aE3uG9iK1oP7q',
      });
      expect(store.get()).toBeNull();
      expect(store.getRememberedUser()).toBeNull();
    });

    it('clears the session even when the server cannot be reached', async () => {
      const { manager, signIn, store } = setup();
      signIn();
      await manager.signOut(async () => {
        throw new TypeError('Failed to fetch');
      });
      expect(store.get()).toBeNull();
    });

    it('does not call the server for a session that can no longer be used', async () => {
      const { manager, signIn, store, clock } = setup();
      signIn(5 * MINUTE, 60 * MINUTE);
      clock.advance(2 * 60 * MINUTE);
      const logout = jest.fn(async () => null);
      await manager.signOut(logout);
      expect(logout).not.toHaveBeenCalled();
      expect(store.get()).toBeNull();
    });
  });
});
