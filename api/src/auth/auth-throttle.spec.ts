import { accountLimit, accountTracker, authThrottlers, AuthThrottle, AUTH_THROTTLERS } from './auth-throttle';

describe('sign-in throttling', () => {
  describe(accountTracker.name, () => {
    it('counts attempts against the lower-cased username, else email, else policy number', () => {
      expect(accountTracker({ body: { username: ' Demo@Example.com ', email: 'x@y.z' }, ip: '1.2.3.4' })).toBe('demo@example.com');
      expect(accountTracker({ body: { email: 'Grace@Example.com' }, ip: '1.2.3.4' })).toBe('grace@example.com');
      expect(accountTracker({ body: { policyNumber: 'ppa1000101' }, ip: '1.2.3.4' })).toBe('ppa1000101');
    });

    it('counts remember-me attempts against the (hashed) credential, and the rest against the address', () => {
      const tracker = accountTracker({ headers: { 'x-remember-me': 'secret-credential' }, ip: '1.2.3.4' });
      expect(tracker).toMatch(/^remember-me:[0-9a-f]{64}$/);
      expect(tracker).not.toContain('secret-credential');
      expect(accountTracker({ body: {}, ip: '1.2.3.4' })).toBe('ip:1.2.3.4');
      expect(accountTracker({ body: { username: 42 }, ip: '1.2.3.4' })).toBe('ip:1.2.3.4');
    });
  });

  it('allows half the per-address limit per account, and never fewer than 3', () => {
    expect(accountLimit({ authRateLimitPer15Minutes: 20 })).toBe(10);
    expect(accountLimit({ authRateLimitPer15Minutes: 5 })).toBe(3);
    expect(accountLimit({ authRateLimitPer15Minutes: 1 })).toBe(3);
  });

  it('applies the two named throttlers over 15 minutes, only to handlers marked @AuthThrottle()', () => {
    class Controller {
      marked() {}
      unmarked() {}
    }
    AuthThrottle()(Controller.prototype, 'marked', Object.getOwnPropertyDescriptor(Controller.prototype, 'marked')!);
    const contextOf = (handler: () => void) => ({ getHandler: () => handler, getClass: () => Controller }) as never;
    const throttlers = authThrottlers({ authRateLimitPer15Minutes: 20 });
    expect(throttlers.map((t) => [t.name, t.limit, t.ttl])).toEqual([
      [AUTH_THROTTLERS.address, 20, 900_000],
      [AUTH_THROTTLERS.account, 10, 900_000],
    ]);
    for (const t of throttlers) {
      expect(t.skipIf!(contextOf(Controller.prototype.marked))).toBe(false);
      expect(t.skipIf!(contextOf(Controller.prototype.unmarked))).toBe(true);
    }
  });
});
