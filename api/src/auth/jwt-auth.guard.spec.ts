import { ImpersonationRefusals } from './impersonation-refusals';
import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { AdminOnly, OwnerOnly, Public, SignInOptional } from './auth.decorators';
import { AuthException, AuthExceptionCode } from './auth.exception';
import type { AuthenticatedUser } from './authenticated-user';
import { ACCESS_AUDIENCE, JwtCodec, JWT_ISSUER, REFRESH_AUDIENCE } from './jwt';
import { bearerToken, JwtAuthGuard } from './jwt-auth.guard';
import type { SessionService } from './session.service';

class Handlers {
  @Public()
  open() {}

  signedIn() {}

  @AdminOnly()
  staff() {}

  @SignInOptional()
  contact() {}

  @OwnerOnly()
  changePassword() {}
}

@AdminOnly()
class StaffController {
  list() {}
}

const SECRET = 'g'.repeat(48);
const CUSTOMER: AuthenticatedUser = { userId: randomUUID(), sessionId: randomUUID(), isAdmin: false, policies: ['PPA1000101'], email: 'demo@example.com' };
const ADMIN: AuthenticatedUser = { userId: randomUUID(), sessionId: randomUUID(), isAdmin: true, policies: [], email: 'admin@example.com' };

const codec = new JwtCodec(SECRET);
const now = () => Math.floor(Date.now() / 1000);

/** An access token of `user` as TokenService issues it; `overrides` forge or age it. */
function accessToken(user: AuthenticatedUser, overrides: Record<string, unknown> = {}): string {
  const iat = now();
  const policies = user.isAdmin ? ['admin', ...user.policies] : user.policies;
  return codec.sign({
    iss: JWT_ISSUER,
    aud: ACCESS_AUDIENCE,
    sub: user.userId,
    sid: user.sessionId,
    iat,
    exp: iat + 300,
    policies: policies.length === 1 ? policies[0] : policies,
    email_address: user.email,
    ...overrides,
  });
}

function contextFor(handler: () => void, cls: object, authorization?: string) {
  const request: { headers: Record<string, string>; user?: AuthenticatedUser } = { headers: authorization ? { authorization } : {} };
  const context = {
    getType: () => 'http',
    getHandler: () => handler,
    getClass: () => cls,
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => ({}) }),
  } as unknown as ExecutionContext;
  return { context, request };
}

async function refusal(promise: Promise<unknown>): Promise<AuthException> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof AuthException)) throw new Error(`expected an AuthException, got ${String(err)}`);
  return err;
}

describe(JwtAuthGuard.name, () => {
  const openSessions = new Set([CUSTOMER.sessionId, ADMIN.sessionId]);
  const sessions = { isActive: jest.fn(async (id: string, _userId: string) => openSessions.has(id)) };
  const guard = new JwtAuthGuard(new Reflector(), codec, sessions as unknown as SessionService, new ImpersonationRefusals());
  const signedIn = (authorization?: string) => guard.canActivate(contextFor(Handlers.prototype.signedIn, Handlers, authorization).context);

  it('lets @Public() handlers through without a token', async () => {
    await expect(guard.canActivate(contextFor(Handlers.prototype.open, Handlers).context)).resolves.toBe(true);
  });

  it("refuses every other handler without a bearer token with 401 'User must be logged in.'", async () => {
    const refused = await refusal(signedIn());
    expect([refused.status, refused.code, refused.userMessages]).toEqual([401, AuthExceptionCode.TokenMissing, ['User must be logged in.']]);
    expect((await refusal(signedIn(`Basic ${accessToken(CUSTOMER)}`))).code).toBe(AuthExceptionCode.TokenMissing);
  });

  it('puts the verified caller on request.user', async () => {
    const { context, request } = contextFor(Handlers.prototype.signedIn, Handlers, `Bearer ${accessToken(CUSTOMER)}`);
    await expect(guard.canActivate(context)).resolves.toBe(true);
    expect(request.user).toEqual(CUSTOMER);
  });

  it('refuses malformed, tampered and foreign-secret tokens with 401', async () => {
    const [header, , signature] = accessToken(CUSTOMER).split('.');
    const forged = Buffer.from(JSON.stringify({ sub: CUSTOMER.userId, sid: CUSTOMER.sessionId, policies: 'admin' })).toString('base64url');
    for (const token of [
      'not-a-token',
      `${header}.${forged}.${signature}`,
      new JwtCodec('x'.repeat(48)).sign({ aud: ACCESS_AUDIENCE, sub: CUSTOMER.userId, sid: CUSTOMER.sessionId, iat: now(), exp: now() + 300 }),
    ]) {
      const refused = await refusal(signedIn(`Bearer ${token}`));
      expect([refused.status, refused.code, refused.userMessages]).toEqual([401, AuthExceptionCode.TokenInvalid, ['User must be logged in.']]);
    }
  });

  it('refuses alg none and HS512 (even signed with the right secret) with 401', async () => {
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = accessToken(CUSTOMER).split('.')[1];
    expect((await refusal(signedIn(`Bearer ${none}.${payload}.`))).code).toBe(AuthExceptionCode.TokenInvalid);
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as object;
    const hs512 = new JwtService({ secret: SECRET }).sign(claims, { algorithm: 'HS512' });
    const refused = await refusal(signedIn(`Bearer ${hs512}`));
    expect([refused.code, refused.internalDetail]).toEqual([AuthExceptionCode.TokenInvalid, `${ACCESS_AUDIENCE} token: algorithm`]);
  });

  it('refuses an expired access token with 401 (AUTH_TOKEN_EXPIRED)', async () => {
    const refused = await refusal(signedIn(`Bearer ${accessToken(CUSTOMER, { iat: now() - 400, exp: now() - 100 })}`));
    expect([refused.status, refused.code, refused.userMessages]).toEqual([401, AuthExceptionCode.TokenExpired, ['User must be logged in.']]);
  });

  it('refuses a refresh token, another issuer and a token without sid or exp', async () => {
    for (const overrides of [{ aud: REFRESH_AUDIENCE }, { iss: 'someone-else' }, { sid: 'not-a-session' }]) {
      expect((await refusal(signedIn(`Bearer ${accessToken(CUSTOMER, overrides)}`))).code).toBe(AuthExceptionCode.TokenInvalid);
    }
    const { exp: _exp, ...noExp } = JSON.parse(Buffer.from(accessToken(CUSTOMER).split('.')[1], 'base64url').toString());
    const withoutExpiry = new JwtCodec(SECRET).sign(noExp);
    expect((await refusal(signedIn(`Bearer ${withoutExpiry}`))).code).toBe(AuthExceptionCode.TokenInvalid);
  });

  it('refuses the access token of an ended session at once (logout, password change)', async () => {
    const ended: AuthenticatedUser = { ...CUSTOMER, sessionId: randomUUID() };
    const refused = await refusal(signedIn(`Bearer ${accessToken(ended)}`));
    expect([refused.status, refused.code]).toEqual([401, AuthExceptionCode.SessionRevoked]);
    expect(sessions.isActive).toHaveBeenCalledWith(ended.sessionId, ended.userId);
  });

  it("refuses customers on @AdminOnly() handlers and controllers with 403 'You are not allowed to do this.'", async () => {
    const customer = `Bearer ${accessToken(CUSTOMER)}`;
    const onHandler = await refusal(guard.canActivate(contextFor(Handlers.prototype.staff, Handlers, customer).context));
    expect([onHandler.status, onHandler.code, onHandler.userMessages]).toEqual([403, AuthExceptionCode.AdminOnly, ['You are not allowed to do this.']]);
    expect((await refusal(guard.canActivate(contextFor(StaffController.prototype.list, StaffController, customer).context))).status).toBe(403);
  });

  it('lets administrators whose session has a second factor (amr) through @AdminOnly()', async () => {
    const admin = `Bearer ${accessToken(ADMIN, { amr: ['pwd', 'otp'] })}`;
    await expect(guard.canActivate(contextFor(Handlers.prototype.staff, Handlers, admin).context)).resolves.toBe(true);
    await expect(guard.canActivate(contextFor(StaffController.prototype.list, StaffController, admin).context)).resolves.toBe(true);
  });

  it('refuses an administrator session started with the password alone on @AdminOnly() with 403 AUTH_SECOND_FACTOR_REQUIRED', async () => {
    for (const amr of [undefined, ['pwd']]) {
      const admin = `Bearer ${accessToken(ADMIN, amr ? { amr } : {})}`;
      const err = await refusal(guard.canActivate(contextFor(StaffController.prototype.list, StaffController, admin).context));
      expect([err.status, err.code]).toEqual([403, AuthExceptionCode.SecondFactorRequired]);
      await expect(guard.canActivate(contextFor(Handlers.prototype.signedIn, Handlers, admin).context)).resolves.toBe(true);
    }
  });

  it('refuses an administrator session acted in by a staff member (login-as) on @AdminOnly(): an impersonated session never reaches the back office', async () => {
    const acted = `Bearer ${accessToken(ADMIN, { act: { sub: randomUUID() }, amr: ['pwd', 'otp'] })}`;
    const err = await refusal(guard.canActivate(contextFor(StaffController.prototype.list, StaffController, acted).context));
    expect([err.status, err.code]).toEqual([403, AuthExceptionCode.AdminOnly]);
    expect(err.internalDetail).toMatch(/is acted in by staff member/);
    await expect(guard.canActivate(contextFor(Handlers.prototype.contact, Handlers, acted).context)).resolves.toBe(true);
  });

  it('@OwnerOnly(): a login-as session (acted in by a staff member) cannot change the password, email or e-delivery settings; the customer can', async () => {
    const acted = `Bearer ${accessToken(CUSTOMER, { act: { sub: randomUUID(), email: 'admin@example.com' } })}`;
    const err = await refusal(guard.canActivate(contextFor(Handlers.prototype.changePassword, Handlers, acted).context));
    expect([err.status, err.code]).toEqual([403, AuthExceptionCode.Impersonated]);
    await expect(guard.canActivate(contextFor(Handlers.prototype.signedIn, Handlers, acted).context)).resolves.toBe(true);
    await expect(guard.canActivate(contextFor(Handlers.prototype.changePassword, Handlers, `Bearer ${accessToken(CUSTOMER)}`).context)).resolves.toBe(true);
  });

  it('verifies the token once per request and looks its session up once', async () => {
    const verify = jest.spyOn(codec, 'verify');
    sessions.isActive.mockClear();
    await expect(signedIn(`Bearer ${accessToken(CUSTOMER)}`)).resolves.toBe(true);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(sessions.isActive).toHaveBeenCalledTimes(1);
    verify.mockRestore();
  });

  it('leaves non-HTTP contexts (no request to read a token from) to their own transport', async () => {
    const { context } = contextFor(Handlers.prototype.signedIn, Handlers);
    await expect(guard.canActivate({ ...context, getType: () => 'rpc' } as unknown as ExecutionContext)).resolves.toBe(true);
  });

  it('@SignInOptional(): no token leaves the caller anonymous; a good token names the caller', async () => {
    const anonymous = contextFor(Handlers.prototype.contact, Handlers);
    await expect(guard.canActivate(anonymous.context)).resolves.toBe(true);
    expect(anonymous.request.user).toBeUndefined();
    const signed = contextFor(Handlers.prototype.contact, Handlers, `Bearer ${accessToken(CUSTOMER)}`);
    await expect(guard.canActivate(signed.context)).resolves.toBe(true);
    expect(signed.request.user).toEqual(CUSTOMER);
  });

  it('@SignInOptional(): a token that is sent is checked like any other (bad or ended -> 401)', async () => {
    const bad = contextFor(Handlers.prototype.contact, Handlers, 'Bearer not-a-token');
    expect((await refusal(guard.canActivate(bad.context))).code).toBe(AuthExceptionCode.TokenInvalid);
    const ended = contextFor(Handlers.prototype.contact, Handlers, `Bearer ${accessToken({ ...CUSTOMER, sessionId: randomUUID() })}`);
    expect((await refusal(guard.canActivate(ended.context))).code).toBe(AuthExceptionCode.SessionRevoked);
  });

  it('@Public() without @SignInOptional() ignores a token, even a bad one', async () => {
    const { context, request } = contextFor(Handlers.prototype.open, Handlers, 'Bearer not-a-token');
    await expect(guard.canActivate(context)).resolves.toBe(true);
    expect(request.user).toBeUndefined();
  });

  it('refuses a token whose subject is not a user id with 401', async () => {
    expect((await refusal(signedIn(`Bearer ${accessToken(CUSTOMER, { sub: 'admin' })}`))).code).toBe(AuthExceptionCode.TokenInvalid);
  });

  it('lets failures other than a bad token through (a database error is not a 401)', async () => {
    const down = new Error('connection refused');
    sessions.isActive.mockRejectedValueOnce(down);
    await expect(signedIn(`Bearer ${accessToken(CUSTOMER)}`)).rejects.toBe(down);
    const verify = jest.spyOn(codec, 'verify').mockImplementationOnce(() => {
      throw down;
    });
    await expect(signedIn(`Bearer ${accessToken(CUSTOMER)}`)).rejects.toBe(down);
    verify.mockRestore();
  });

  it('logs why a caller was refused (the internal detail): expired, no user or session id, ended session, not an administrator', async () => {
    const expired = await refusal(signedIn(`Bearer ${accessToken(CUSTOMER, { iat: now() - 400, exp: now() - 100 })}`));
    expect(expired.internalDetail).toBe(`${ACCESS_AUDIENCE} token: expired`);
    expect((await refusal(signedIn(`Bearer ${accessToken(CUSTOMER, { sub: 'admin' })}`))).internalDetail).toBe('access token without sub or sid');
    const ended: AuthenticatedUser = { ...CUSTOMER, sessionId: randomUUID() };
    expect((await refusal(signedIn(`Bearer ${accessToken(ended)}`))).internalDetail).toBe(`session ${ended.sessionId} is ended or not the subject's`);
    const customer = `Bearer ${accessToken(CUSTOMER)}`;
    expect((await refusal(guard.canActivate(contextFor(Handlers.prototype.staff, Handlers, customer).context))).internalDetail).toBe(
      `user ${CUSTOMER.userId} is not an administrator`,
    );
  });

  it('reads the token of a Bearer header only, in any letter case', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Bearer')).toBeUndefined();
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
    expect(bearerToken(['Bearer abc'])).toBeUndefined();
    expect(bearerToken('  BEARER   abc.def  trailing')).toBe('abc.def');
    expect(bearerToken('xBearer abc')).toBeUndefined();
  });
});
