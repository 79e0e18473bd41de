import {
  ACCESS_TOKEN_MARGIN_MS,
  REMEMBER_ME_KEY,
  SESSION_KEY,
  SessionStore,
  accessTokenNeedsRenewal,
  decodeClaims,
  isAdminToken,
  isStaffActingToken,
  isEmailAddress,
  refreshTokenExpired,
  sessionFromReply,
} from './session';
import { FakeClock, fakeJwt, issuedSession, memoryStorage } from './testing/fakes';

const MINUTE = 60_000;

describe('stored session', () => {
  it('keeps the server clock offset: server tokenDate minus local time when received', () => {
    const clock = new FakeClock();
    const serverNow = clock.now() + 90_000; // the PC clock is 90 s behind the server
    const session = sessionFromReply(issuedSession(serverNow), clock.now());
    expect(session.clockOffsetMs).toBe(90_000);
    expect(session.username).toBe('demo@example.com');
  });

  it('counts the access token as expired a few seconds before its expiry, in server time', () => {
    const clock = new FakeClock();
    const session = sessionFromReply(issuedSession(clock.now(), { accessMs: 5 * MINUTE }), clock.now());
    clock.advance(5 * MINUTE - ACCESS_TOKEN_MARGIN_MS - 1);
    expect(accessTokenNeedsRenewal(session, clock)).toBe(false);
    clock.advance(1);
    expect(accessTokenNeedsRenewal(session, clock)).toBe(true);
  });

  it('uses server time, so a local clock that is behind does not keep an expired token alive', () => {
    const clock = new FakeClock();
    // The server is 10 minutes ahead of this PC; its token lives 5 minutes.
    const serverNow = clock.now() + 10 * MINUTE;
    const session = sessionFromReply(issuedSession(serverNow, { accessMs: 5 * MINUTE }), clock.now());
    expect(accessTokenNeedsRenewal(session, clock)).toBe(false);
    clock.advance(5 * MINUTE);
    // Local time is still before the token's expiry stamp, server time is past it.
    expect(clock.now()).toBeLessThan(Date.parse(session.expiresAt));
    expect(accessTokenNeedsRenewal(session, clock)).toBe(true);
  });

  it('knows when the refresh token has expired', () => {
    const clock = new FakeClock();
    const session = sessionFromReply(issuedSession(clock.now(), { refreshMs: 60 * MINUTE }), clock.now());
    clock.advance(60 * MINUTE - 1);
    expect(refreshTokenExpired(session, clock)).toBe(false);
    clock.advance(1);
    expect(refreshTokenExpired(session, clock)).toBe(true);
  });
});

describe(SessionStore.name, () => {
  it('stores the session and the remember-me credential under separate keys', () => {
    const storage = memoryStorage();
    const clock = new FakeClock();
    const store = new SessionStore(storage, clock);
    store.saveReply(issuedSession(clock.now()));
    store.saveRememberedUser({ credential: 'Yk3pQ9sV1xL7mT2cR8nW4fJ6hB0dZ5aE3uG9iK1oP7q', username: 'demo@example.com' });
    expect(JSON.parse(storage.data.get(SESSION_KEY)!).username).toBe('demo@example.com');
    expect(JSON.parse(storage.data.get(REMEMBER_ME_KEY)!).username).toBe('demo@example.com');
    store.clear();
    expect(store.get()).toBeNull();
    expect(store.getRememberedUser()?.username).toBe('demo@example.com');
  });

  it('discards at start-up a stored session past its refresh expiry (server-time corrected)', () => {
    const storage = memoryStorage();
    const clock = new FakeClock();
    const serverAhead = 30 * MINUTE;
    const store = new SessionStore(storage, clock);
    store.saveReply(issuedSession(clock.now() + serverAhead, { refreshMs: 60 * MINUTE }));
    // 61 local minutes later the PC clock is still before the refresh expiry stamp (the server
    // was 30 minutes ahead), but on the server's clock the refresh token has expired.
    clock.advance(61 * MINUTE);
    expect(clock.now()).toBeLessThan(Date.parse(JSON.parse(storage.data.get(SESSION_KEY)!).refreshExpiresAt));
    const reopened = new SessionStore(storage, clock);
    expect(reopened.discardIfExpired()).toBeNull();
    expect(storage.data.has(SESSION_KEY)).toBe(false);
  });

  it('keeps at start-up a session whose refresh token is still valid', () => {
    const storage = memoryStorage();
    const clock = new FakeClock();
    new SessionStore(storage, clock).saveReply(issuedSession(clock.now(), { accessMs: MINUTE, refreshMs: 60 * MINUTE }));
    clock.advance(30 * MINUTE);
    expect(new SessionStore(storage, clock).discardIfExpired()?.username).toBe('demo@example.com');
  });

  it('treats a malformed stored session as none and removes it', () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_KEY, '{"token":');
    const store = new SessionStore(storage, new FakeClock());
    expect(store.get()).toBeNull();
    expect(store.discardIfExpired()).toBeNull();
    expect(storage.data.has(SESSION_KEY)).toBe(false);
  });

  it('tells listeners when the session changes', () => {
    const clock = new FakeClock();
    const store = new SessionStore(memoryStorage(), clock);
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.saveReply(issuedSession(clock.now()));
    store.clear();
    unsubscribe();
    store.saveReply(issuedSession(clock.now()));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('returns the same object until storage changes (stable snapshot for React)', () => {
    const clock = new FakeClock();
    const store = new SessionStore(memoryStorage(), clock);
    store.saveReply(issuedSession(clock.now()));
    expect(store.get()).toBe(store.get());
  });
});

describe('token claims', () => {
  it('marks an administrator by the admin policy value, alone or in a list', () => {
    expect(isAdminToken(fakeJwt({ policies: 'admin' }))).toBe(true);
    expect(isAdminToken(fakeJwt({ policies: ['admin'] }))).toBe(true);
    expect(isAdminToken(fakeJwt({ policies: ['PPA1000101', 'HOM2000101'] }))).toBe(false);
    expect(isAdminToken(fakeJwt({ policies: 'PPA1000101' }))).toBe(false);
    expect(isAdminToken('not-a-token')).toBe(false);
  });

  it('marks a staff member signed in as the customer only by an actor claim with a subject', () => {
    expect(isStaffActingToken(fakeJwt({ act: { sub: 'staff-7' } }))).toBe(true);
    expect(isStaffActingToken(fakeJwt({ policies: ['PPA1000101'] }))).toBe(false);
    expect(isStaffActingToken(fakeJwt({ act: { sub: '' } }))).toBe(false);
    expect(isStaffActingToken(fakeJwt({ act: 'staff-7' }))).toBe(false);
    expect(isStaffActingToken('not-a-token')).toBe(false);
  });

  it('reads names with accents', () => {
    expect(decodeClaims(fakeJwt({ given_name: 'Zoë' })).given_name).toBe('Zoë');
  });
});

describe('usernames', () => {
  it('tells an email address from an old-style username', () => {
    expect(isEmailAddress('demo@example.com')).toBe(true);
    expect(isEmailAddress('jalbright')).toBe(false);
    expect(isEmailAddress('j albright@example.com')).toBe(false);
  });
});
