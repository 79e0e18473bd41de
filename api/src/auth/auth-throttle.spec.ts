import { accountLimit, accountTracker, authThrottlers, AuthThrottle, AUTH_THROTTLERS, sharedAuthKey } from './auth-throttle';

describe('sign-in throttling', () => {
  describe(accountTracker.name, () => {
    it('counts attempts against the lower-cased user id, username, email, policy or account number', () => {
      expect(accountTracker({ body: { username: ' Demo@Example.com ', email: 'x@y.z' }, ip: '1.2.3.4' })).toBe('demo@example.com');
      expect(accountTracker({ body: { email: 'Grace@Example.com' }, ip: '1.2.3.4' })).toBe('grace@example.com');
      expect(accountTracker({ body: { policyNumber: 'ppa1000101' }, ip: '1.2.3.4' })).toBe('ppa1000101');
      expect(accountTracker({ body: { accountNumber: 'ACC8000401', policyHolder: 'A' }, ip: '1.2.3.4' })).toBe('acc8000401');
      // A reset or email-change link names the account by its user id, in the body or the query.
      expect(accountTracker({ body: { userId: 'ABC-1', email: 'new@example.com' }, ip: '1.2.3.4' })).toBe('abc-1');
      expect(accountTracker({ query: { userId: 'abc-2', code: 'x' }, ip: '1.2.3.4' })).toBe('abc-2');
    });

    it('counts remember-me attempts against the (hashed) credential, and the rest against the address', () => {
      const tracker = accountTracker({ headers: { 'x-remember-me': 'secret-credential' }, ip: '1.2.3.4' });
      expect(tracker).toMatch(/^remember-me:[0-9a-f]{64}$/);
      expect(tracker).not.toContain('secret-credential');
      expect(accountTracker({ body: {}, ip: '1.2.3.4' })).toBe('ip:1.2.3.4');
      expect(accountTracker({ body: { username: 42 }, ip: '1.2.3.4' })).toBe('ip:1.2.3.4');
    });
  });

  it('allows half the per-address limit per account and address, and never fewer than 3', () => {
    expect(accountLimit({ authRateLimitPer15Minutes: 20 })).toBe(10);
    expect(accountLimit({ authRateLimitPer15Minutes: 5 })).toBe(3);
    expect(accountLimit({ authRateLimitPer15Minutes: 1 })).toBe(3);
  });

  it('keys a counter by throttler and caller only, so every route shares it', () => {
    class Controller {
      login() {}
      verifyFullPolicy() {}
    }
    const contextOf = (handler: () => void) => ({ getHandler: () => handler, getClass: () => Controller }) as never;
    const login = sharedAuthKey(contextOf(Controller.prototype.login), '203.0.113.9', AUTH_THROTTLERS.address);
    expect(sharedAuthKey(contextOf(Controller.prototype.verifyFullPolicy), '203.0.113.9', AUTH_THROTTLERS.address)).toBe(login);
    expect(sharedAuthKey(contextOf(Controller.prototype.login), '203.0.113.10', AUTH_THROTTLERS.address)).not.toBe(login);
    expect(sharedAuthKey(contextOf(Controller.prototype.login), '203.0.113.9', AUTH_THROTTLERS.account)).not.toBe(login);
    expect(login).not.toContain('203.0.113.9');
  });

  it('applies per address and per account and address over 15 minutes, and per account over an hour, only to handlers marked @AuthThrottle()', () => {
    class Controller {
      marked() {}
      unmarked() {}
    }
    AuthThrottle()(Controller.prototype, 'marked', Object.getOwnPropertyDescriptor(Controller.prototype, 'marked')!);
    const contextOf = (handler: () => void, body: unknown = { username: 'demo@example.com' }) =>
      ({ getHandler: () => handler, getClass: () => Controller, switchToHttp: () => ({ getRequest: () => ({ body, ip: '1.2.3.4' }) }) }) as never;
    const throttlers = authThrottlers({ authRateLimitPer15Minutes: 20, authAccountRateLimitPerHour: 100 });
    expect(throttlers.map((t) => [t.name, t.limit, t.ttl])).toEqual([
      [AUTH_THROTTLERS.address, 20, 900_000],
      [AUTH_THROTTLERS.accountAddress, 10, 900_000],
      [AUTH_THROTTLERS.account, 100, 3_600_000],
    ]);
    for (const t of throttlers) {
      expect(t.skipIf!(contextOf(Controller.prototype.marked))).toBe(false);
      expect(t.skipIf!(contextOf(Controller.prototype.unmarked))).toBe(true);
    }
    // A call naming no account is counted per address only.
    const noAccount = contextOf(Controller.prototype.marked, { policyNumbers: ['PPA1000101'] });
    expect(throttlers.map((t) => [t.name, t.skipIf!(noAccount)])).toEqual([
      [AUTH_THROTTLERS.address, false],
      [AUTH_THROTTLERS.accountAddress, true],
      [AUTH_THROTTLERS.account, true],
    ]);
  });
});
