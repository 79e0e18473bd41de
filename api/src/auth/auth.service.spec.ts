import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../users';
import { AuthException, AuthExceptionCode } from './auth.exception';
import { AuthService } from './auth.service';
import type { SessionService } from './session.service';
import type { SecondFactorService } from './second-factor.service';
import type { TokenService } from './token.service';

jest.mock('../users/password-hash', () => ({
  hashPassword: jest.fn(async (password: string) => `hash:${password}`),
  verifyPassword: jest.fn(async (hash: string, password: string) => hash === `hash:${password}`),
  needsRehash: jest.fn(() => false),
}));
const { verifyPassword } = jest.requireMock<{ verifyPassword: jest.Mock }>('../users/password-hash');

function user(email: string, username: string, overrides: Partial<User> = {}): User {
  return Object.assign(new User(), { email, username, passwordHash: 'hash:Right-Password-1', emailConfirmed: true, ...overrides });
}

describe(AuthService.name, () => {
  let accounts: User[];
  let service: AuthService;
  const issueSession = jest.fn(async (u: User) => ({ username: u.username }));

  beforeEach(() => {
    verifyPassword.mockClear();
    issueSession.mockClear();
    accounts = [
      user('demo@example.com', 'demo@example.com'),
      user('janet.albright@example.com', 'jalbright'),
      user('new@example.com', 'new@example.com', { emailConfirmed: false }),
    ];
    const em = {
      // Stands in for: email = name or lower(username) = name.
      find: jest.fn(async (_cls: unknown, where: { $or: [{ email: string }, Record<string, string>] }) => {
        const name = where.$or[0].email;
        return accounts.filter((a) => a.email === name || a.username.toLowerCase() === name);
      }),
      // Stands in for recordSignIn: update user_account set last_login = ? where id = ? (outside the optimistic lock).
      getConnection: () => ({
        execute: jest.fn(async (_sql: string, [at, id]: [Date, string]) => {
          accounts.filter((a) => a.id === id).forEach((a) => (a.lastLogin = at));
          return [];
        }),
      }),
    };
    service = new AuthService(
      em as unknown as EntityManager,
      { issueSession } as unknown as TokenService,
      {} as SessionService,
      { totpEnabled: async () => false } as unknown as SecondFactorService,
    );
    service.onModuleInit();
  });

  async function refusal(promise: Promise<unknown>): Promise<AuthException> {
    const err = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    if (!(err instanceof AuthException)) throw new Error(`expected an AuthException, got ${String(err)}`);
    return err;
  }

  it('signs in by email whatever the letter case and surrounding spaces, and records the sign-in time', async () => {
    await expect(service.login({ username: ' DEMO@example.com ', password: 'Right-Password-1', rememberMe: true }, { ip: '10.0.0.1' })).resolves.toEqual({
      username: 'demo@example.com',
    });
    expect(issueSession).toHaveBeenCalledWith(accounts[0], { rememberMe: true, ip: '10.0.0.1', userAgent: undefined });
    expect(accounts[0].lastLogin).toBeInstanceOf(Date);
  });

  it('signs in by an old-style username, case-insensitively', async () => {
    await expect(service.login({ username: 'JAlbright', password: 'Right-Password-1', rememberMe: false }, {})).resolves.toEqual({ username: 'jalbright' });
  });

  it('checks a password even for an account that does not exist (same work, same answer as a wrong password)', async () => {
    const unknown = await refusal(service.login({ username: 'nobody@example.com', password: 'Right-Password-1', rememberMe: false }, {}));
    const wrong = await refusal(service.login({ username: 'demo@example.com', password: 'Wrong-Password-1', rememberMe: false }, {}));
    expect(verifyPassword).toHaveBeenCalledTimes(2);
    expect(verifyPassword.mock.calls[0][0]).toMatch(/^hash:/);
    expect([unknown.status, unknown.userMessages]).toEqual([401, ['The username or password is incorrect.']]);
    expect([wrong.status, wrong.userMessages]).toEqual([401, ['The username or password is incorrect.']]);
    expect(issueSession).not.toHaveBeenCalled();
  });

  it("answers 'Requires Email Confirmation' (403) only once the password is right", async () => {
    const right = await refusal(service.login({ username: 'new@example.com', password: 'Right-Password-1', rememberMe: false }, {}));
    expect([right.status, right.code, right.userMessages]).toEqual([403, AuthExceptionCode.EmailNotConfirmed, ['Requires Email Confirmation']]);
    expect((await refusal(service.login({ username: 'new@example.com', password: 'Wrong', rememberMe: false }, {}))).status).toBe(401);
    expect(issueSession).not.toHaveBeenCalled();
  });

  it("prefers the account whose email matches over another account's old username", async () => {
    accounts.push(user('someone@example.com', 'demo@example.com', { passwordHash: 'hash:Other-1' }));
    await service.login({ username: 'demo@example.com', password: 'Right-Password-1', rememberMe: false }, {});
    expect(issueSession.mock.calls[0][0]).toBe(accounts[0]);
  });
});
