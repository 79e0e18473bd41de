import { impersonationBannerText, msUntilSessionEnds, staffReturnTarget } from './impersonation';
import { SESSION_KEY, SessionStore, TAB_SESSION_KEY, sessionFromReply } from './session';
import { FakeClock, issuedSession, memoryStorage } from './testing/fakes';

const jwt = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
const MINUTE = 60_000;

/** Two tabs of one browser: localStorage is shared, each tab has its own sessionStorage. */
function browser(clock: FakeClock) {
  const local = memoryStorage();
  const tab = () => new SessionStore(local, clock, memoryStorage());
  return { local, tab };
}

const adminReply = (clock: FakeClock, n = 1) => issuedSession(clock.now(), { policies: ['admin'], username: 'admin@example.com', n });
const loginAsReply = (clock: FakeClock) => issuedSession(clock.now(), { refreshMs: 30 * MINUTE, username: 'priya@example.com', n: 9 });

describe('login-as (impersonation) lives in the tab that started it', () => {
  it("a login-as in one tab leaves the staff member's session in the other tabs and in shared storage", () => {
    const clock = new FakeClock();
    const { local, tab } = browser(clock);
    const first = tab();
    first.saveReply(adminReply(clock));
    const second = tab();
    expect(second.get()?.username).toBe('admin@example.com');

    second.startTabSession(loginAsReply(clock));

    expect(second.get()?.username).toBe('priya@example.com');
    expect(second.isTabSession()).toBe(true);
    expect(first.get()?.username).toBe('admin@example.com');
    expect(first.isTabSession()).toBe(false);
    expect(JSON.parse(local.data.get(SESSION_KEY)!).username).toBe('admin@example.com');
  });

  it("renewing the login-as session writes this tab's session, never the shared one", () => {
    const clock = new FakeClock();
    const { local, tab } = browser(clock);
    const t = tab();
    t.saveReply(adminReply(clock));
    const sharedBefore = local.data.get(SESSION_KEY);
    t.startTabSession(loginAsReply(clock));
    clock.advance(5 * MINUTE);
    t.saveReply({ ...loginAsReply(clock), refreshToken: 'renewed' });
    expect(t.get()?.refreshToken).toBe('renewed');
    expect(local.data.get(SESSION_KEY)).toBe(sharedBefore);
  });

  it("ending the login-as gives the tab the staff member's session as their other tabs renewed it meanwhile", () => {
    const clock = new FakeClock();
    const { tab } = browser(clock);
    const first = tab();
    first.saveReply(adminReply(clock, 1));
    const second = tab();
    second.startTabSession(loginAsReply(clock));
    clock.advance(10 * MINUTE);
    first.saveReply(adminReply(clock, 2)); // the first tab renewed the staff session (refresh tokens rotate)

    const back = second.endTabSession();

    expect(back?.token).toBe(first.get()?.token);
    expect(second.get()?.token).toBe(first.get()?.token);
    expect(second.isTabSession()).toBe(false);
  });

  it('clear() while a login-as runs ends only the login-as (and says so once), not the shared session', () => {
    const clock = new FakeClock();
    const { local, tab } = browser(clock);
    const t = tab();
    t.saveReply(adminReply(clock));
    t.startTabSession(loginAsReply(clock));
    t.clear(); // what the session manager does when the login-as expires or is refused
    expect(local.data.has(SESSION_KEY)).toBe(true);
    expect(t.get()?.username).toBe('admin@example.com');
    expect(t.takeTabSessionCleared()).toBe(true);
    expect(t.takeTabSessionCleared()).toBe(false);
    t.clear();
    expect(local.data.has(SESSION_KEY)).toBe(false);
    expect(t.takeTabSessionCleared()).toBe(false);
  });

  it('at start-up a login-as past its 30 minutes is discarded and the staff session takes over', () => {
    const clock = new FakeClock();
    const tabStorage = memoryStorage();
    const local = memoryStorage();
    const t = new SessionStore(local, clock, tabStorage);
    t.saveReply(issuedSession(clock.now(), { policies: ['admin'], username: 'admin@example.com', refreshMs: 8 * 60 * MINUTE }));
    t.startTabSession(loginAsReply(clock));
    clock.advance(31 * MINUTE);
    const reloaded = new SessionStore(local, clock, tabStorage);
    expect(reloaded.discardIfExpired()?.username).toBe('admin@example.com');
    expect(tabStorage.data.has(TAB_SESSION_KEY)).toBe(false);
  });

  it('a store without tab storage refuses to start a tab session', () => {
    const clock = new FakeClock();
    expect(() => new SessionStore(memoryStorage(), clock).startTabSession(loginAsReply(clock))).toThrow();
  });
});

describe('where an ended login-as goes', () => {
  it("/admin with the staff member's session while it can be renewed, /login once it cannot or is not staff", () => {
    const clock = new FakeClock();
    const admin = sessionFromReply(issuedSession(clock.now(), { policies: ['admin'], refreshMs: 60 * MINUTE }), clock.now());
    expect(staffReturnTarget(admin, clock)).toBe('/admin');
    expect(staffReturnTarget(null, clock)).toBe('/login');
    const customer = sessionFromReply(issuedSession(clock.now()), clock.now());
    expect(staffReturnTarget(customer, clock)).toBe('/login');
    clock.advance(60 * MINUTE);
    expect(staffReturnTarget(admin, clock)).toBe('/login');
  });

  it('the login-as ends when its refresh token does, counted in server time', () => {
    const clock = new FakeClock();
    const serverAhead = clock.now() + 2 * MINUTE;
    const session = sessionFromReply(issuedSession(serverAhead, { refreshMs: 30 * MINUTE }), clock.now());
    expect(msUntilSessionEnds(session, clock)).toBe(30 * MINUTE);
    clock.advance(31 * MINUTE);
    expect(msUntilSessionEnds(session, clock)).toBe(0);
  });

  it('the banner names the customer and the acting staff member, and only in a login-as session', () => {
    expect(impersonationBannerText(jwt({ full_name: 'Priya Raman', act: { sub: 'x', email: 'admin@example.com' } }))).toBe(
      'Signed in as Priya Raman by staff member admin@example.com',
    );
    expect(impersonationBannerText(jwt({ full_name: 'Priya Raman' }))).toBeNull();
  });
});
