import { Logger, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerException, type ThrottlerStorage } from '@nestjs/throttler';
import { AuthException, AuthExceptionCode } from './auth.exception';
import { accountLimit, accountTracker, authThrottlers, AuthThrottle, AUTH_THROTTLERS, PortalThrottlerGuard, sharedAuthKey } from './auth-throttle';

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
  describe(`${accountTracker.name} (normalisation)`, () => {
    it('skips a blank account field for the next one, and clips the key to 256 characters', () => {
      expect(accountTracker({ body: { username: '   ', email: ' Next@Example.com' }, ip: '1.2.3.4' })).toBe('next@example.com');
      expect(accountTracker({ body: { username: `${'A'.repeat(300)}` }, ip: '1.2.3.4' })).toBe('a'.repeat(256));
    });

    it('reads the query when the body is missing or not an object', () => {
      expect(accountTracker({ query: { username: 'Demo' }, ip: '1.2.3.4' })).toBe('demo');
      expect(accountTracker({ body: null, query: { username: 'Demo' }, ip: '1.2.3.4' })).toBe('demo');
      expect(accountTracker({ body: 'username=x', query: { username: 'Demo' }, ip: '1.2.3.4' })).toBe('demo');
      expect(accountTracker({ ip: '1.2.3.4' })).toBe('ip:1.2.3.4');
    });

    it('counts an empty or repeated remember-me header against the address, and a call without an address as ip:', () => {
      expect(accountTracker({ headers: { 'x-remember-me': '' }, ip: '1.2.3.4' })).toBe('ip:1.2.3.4');
      expect(accountTracker({ headers: { 'x-remember-me': ['a', 'b'] }, ip: '1.2.3.4' })).toBe('ip:1.2.3.4');
      expect(accountTracker({ body: {} })).toBe('ip:');
    });
  });

  it('tracks the address (an IPv6 one by its /64), the account with the address, and the account alone', async () => {
    const [address, accountAddress, account] = authThrottlers({ authRateLimitPer15Minutes: 20, authAccountRateLimitPerHour: 100 });
    const req = { body: { username: ' Demo@Example.com ' }, ip: '2001:db8:1:2:3:4:5:6' };
    const context = {} as ExecutionContext;
    expect(await address.getTracker!(req, context)).toBe('2001:db8:1:2::/64');
    expect(await accountAddress.getTracker!(req, context)).toBe('demo@example.com\n2001:db8:1:2::/64');
    expect(await account.getTracker!(req, context)).toBe('demo@example.com');
  });

  it('applies the sign-in limits to every handler of a controller marked @AuthThrottle()', () => {
    class Marked {
      login() {}
    }
    AuthThrottle()(Marked);
    const context = {
      getHandler: () => Marked.prototype.login,
      getClass: () => Marked,
      switchToHttp: () => ({ getRequest: () => ({ body: { username: 'demo' }, ip: '1.2.3.4' }) }),
    } as never;
    for (const t of authThrottlers({ authRateLimitPer15Minutes: 20, authAccountRateLimitPerHour: 100 })) expect(t.skipIf!(context)).toBe(false);
  });

  describe(PortalThrottlerGuard.name, () => {
    afterEach(() => jest.restoreAllMocks());

    async function refuse(name: string | undefined, storage: Partial<ThrottlerStorage> = {}, route: object | null = { url: '/api/auth/login' }) {
      const blocked: ThrottlerStorage = {
        increment: async () => ({ totalHits: 9, timeToExpire: 30, isBlocked: true, timeToBlockExpire: 42 }),
        ...storage,
      };
      const guard = new PortalThrottlerGuard([{ name, limit: 1, ttl: 60_000 }], blocked, new Reflector());
      await guard.onModuleInit();
      const headers: Record<string, unknown> = {};
      const req = { ip: '203.0.113.9', headers: {}, routeOptions: route };
      const context = {
        getHandler: () => refuse,
        getClass: () => PortalThrottlerGuard,
        switchToHttp: () => ({ getRequest: () => req, getResponse: () => ({ header: (k: string, v: unknown) => (headers[k] = v) }) }),
      } as unknown as ExecutionContext;
      const err = await (guard as unknown as { handleRequest(r: object): Promise<boolean> })
        .handleRequest({ context, limit: 1, ttl: 60_000, blockDuration: 60_000, throttler: { name }, getTracker: () => 'tracker', generateKey: () => 'key' })
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      return { err, headers };
    }

    it('turns a refusal by each sign-in limit into the sign-in refusal with the code of that limit, and logs it', async () => {
      const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      for (const [name, code] of [
        [AUTH_THROTTLERS.address, AuthExceptionCode.ThrottledByAddress],
        [AUTH_THROTTLERS.accountAddress, AuthExceptionCode.ThrottledByAccountAndAddress],
        [AUTH_THROTTLERS.account, AuthExceptionCode.ThrottledByAccount],
      ] as const) {
        const { err } = await refuse(name);
        expect(err).toBeInstanceOf(AuthException);
        expect([(err as AuthException).code, (err as AuthException).internalDetail]).toEqual([code, `throttler ${name}`]);
        expect(warn).toHaveBeenLastCalledWith(
          { event: 'auth_throttled', throttler: name, ip: '203.0.113.9', route: '/api/auth/login' },
          'sign-in limit reached',
        );
        expect((warn.mock.contexts.at(-1) as unknown as { context: string }).context).toBe('Auth');
      }
      // A request that matched no route has no routeOptions: logged without one.
      expect((await refuse(AUTH_THROTTLERS.address, {}, null)).err).toBeInstanceOf(AuthException);
      expect(warn).toHaveBeenLastCalledWith(expect.objectContaining({ route: undefined }), 'sign-in limit reached');
    });

    it('answers a refusal by any other limit with the throttler refusal, and a plain Retry-After header', async () => {
      for (const name of ['default', undefined]) {
        const { err, headers } = await refuse(name);
        expect(err).toBeInstanceOf(ThrottlerException);
        expect(headers['Retry-After']).toBe(42);
      }
    });

    it('lets a failure of the counter storage through unchanged, even for a sign-in limit', async () => {
      const broken = new Error('redis down');
      const { err } = await refuse(AUTH_THROTTLERS.address, { increment: () => Promise.reject(broken) });
      expect(err).toBe(broken);
    });
  });
});
