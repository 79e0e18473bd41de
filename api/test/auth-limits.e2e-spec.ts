import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { AUTH_THROTTLE } from '../src/auth/auth-throttle';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

const THROTTLED = { success: false, result: null, errors: ['Too many attempts. Please wait 15 minutes and try again.'], code: 'AUTH_THROTTLED_ADDRESS' };
const TOKEN = 'q3Zb8xT0mJ2vVYtH9r1Lk4Wc7nPaE5sGdFhUoXiRyB0';
const USER_ID = '3f0c9a2e-7b1d-4c5e-9f8a-1b2c3d4e5f60';

const PASSKEY_ASSERTION = {
  id: 'bq3hA2C3Z8yT3wK9mQeXvA',
  rawId: 'bq3hA2C3Z8yT3wK9mQeXvA',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0', authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4', signature: 'MEUCIQDx8v0m3s2bX0c7n1bZ' },
};

type Call = (t: TestApp, headers: Record<string, string>) => Promise<{ status: number; body: unknown }>;
const post =
  (url: string, body?: unknown): Call =>
  (t, headers) =>
    t.call('POST', url, { body, headers });

/**
 * Every call under the sign-in limits, by name, with a well-formed request. The per-address
 * limit is one counter for all of them, so an address that used it up elsewhere is refused
 * on each one.
 */
const THROTTLED_CALLS: Record<string, Call> = {
  'POST /api/account/login': post('/api/account/login', { username: 'someone@example.com', password: 'Lantern-Tide-47', rememberMe: false }),
  'POST /api/account/login/secondfactor': post('/api/account/login/secondfactor', { challengeToken: 'a'.repeat(43), code: '123456' }),
  'POST /api/account/login/passkey/finish': post('/api/account/login/passkey/finish', { response: PASSKEY_ASSERTION }),
  'POST /api/profile/security/passkeys/registration/finish': post('/api/profile/security/passkeys/registration/finish', {
    name: 'Work laptop',
    response: {
      id: 'bq3hA2C3Z8yT3wK9mQeXvA',
      rawId: 'bq3hA2C3Z8yT3wK9mQeXvA',
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', attestationObject: 'o2NmbXRkbm9uZWdhdHRTdG10oGhhdXRoRGF0YQ' },
    },
  }),
  'POST /api/profile/security/passkeys/:passkeyId/remove': post(`/api/profile/security/passkeys/${USER_ID}/remove`, { password: 'Lantern-Tide-47' }),
  'POST /api/profile/security/totp/confirm': post('/api/profile/security/totp/confirm', { code: '123456' }),
  'POST /api/profile/security/totp/disable': post('/api/profile/security/totp/disable', { password: 'Lantern-Tide-47' }),
  'POST /api/jwt/remember': (t, headers) => t.call('POST', '/api/jwt/remember', { headers: { ...headers, 'X-Remember-Me': TOKEN } }),
  'POST /api/account/forgotpassword': post('/api/account/forgotpassword', { email: 'someone@example.com' }),
  'POST /api/account/resetpassword': post('/api/account/resetpassword', {
    userId: USER_ID,
    code: TOKEN,
    password: 'Lantern-Tide-47',
    confirmPassword: 'Lantern-Tide-47',
  }),
  'POST /api/account/changepassword': post('/api/account/changepassword', { oldPassword: 'Lantern-Tide-46', password: 'Lantern-Tide-47' }),
  'POST /api/account/sendemailchange': post('/api/account/sendemailchange', { newEmail: 'someone@example.com' }),
  'POST /api/account/changeemail': post('/api/account/changeemail', { userId: USER_ID, code: TOKEN, email: 'someone@example.com' }),
  'POST /api/account/verifypolicy': post('/api/account/verifypolicy', { policyNumber: 'PPA1001101', policyHolder: 'Marcus Bell' }),
  'POST /api/account/verifyfullpolicy': post('/api/account/verifyfullpolicy', {
    policyNumber: 'PPA1001101',
    policyHolder: 'Marcus Bell',
    driversLicenseNumber: '6207418853',
    zip: '46250',
  }),
  'POST /api/account/verifybystaff': post('/api/account/verifybystaff', {
    policyNumber: 'PPA1001101',
    policyHolder: 'Marcus Bell',
    zip: '46250',
    employeeIdentificationNumber: '5309',
    staffVerificationPhoneNumber: '317-555-0187',
    staffVerificationEmail: 'someone@example.com',
    staffVerificationEmailConfirmation: 'someone@example.com',
    staffVerificationPassword: 'Lantern-Tide-47',
    staffVerificationPasswordConfirmation: 'Lantern-Tide-47',
  }),
  'POST /api/account/exists': post('/api/account/exists', { policyNumbers: ['PPA1001101'], verificationToken: TOKEN }),
  'POST /api/account/register': post('/api/account/register', {
    username: 'someone@example.com',
    password: 'Lantern-Tide-47',
    confirmPassword: 'Lantern-Tide-47',
    agreeTerms: true,
    policyNumber: 'PPA1001101',
    policyHolder: 'Marcus Bell',
    verificationToken: TOKEN,
  }),
  'POST /api/account/register/resend': post('/api/account/register/resend', { username: 'someone@example.com', password: 'Lantern-Tide-47' }),
  'GET /api/account/confirmemail': (t, headers) => t.call('GET', `/api/account/confirmemail?code=${TOKEN}&userId=${USER_ID}`, { headers }),
  'POST /api/account/verifypaymentnumber': post('/api/account/verifypaymentnumber', { policyNumber: 'PPA1000101', paymentNumber: '5100010171' }),
  'POST /api/account/verifyaccountnumber': post('/api/account/verifyaccountnumber', {
    accountNumber: '7700412835',
    policyHolder: 'Emily Carter',
    zip: '46032',
  }),
  'POST /api/account/verifyonetime': post('/api/account/verifyonetime', { policyNumber: 'PPA1001101', policyHolder: 'Marcus Bell', zip: '46250' }),
  // The one-time payment's policy lookup proves a policy by its holder's details, like the verify calls.
  'POST /api/policy/onetime': post('/api/policy/onetime', { policies: ['PPA1001101'], policyHolder: 'Marcus Bell', zip: '46250' }),
};

/** "METHOD /path" of every handler marked @AuthThrottle() (on itself or on its controller). */
function authThrottledRoutes(t: TestApp): string[] {
  const routes: string[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | undefined;
      if (!controller?.prototype) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        if (path === undefined) continue;
        if (Reflect.getMetadata(AUTH_THROTTLE, handler) !== true && Reflect.getMetadata(AUTH_THROTTLE, controller) !== true) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        routes.push(
          `${method} /${[base, path]
            .map((p) => p.replace(/^\/|\/$/g, ''))
            .filter(Boolean)
            .join('/')}`,
        );
      }
    }
  }
  return routes.sort();
}

describe('sign-in limits on every sign-in, recovery, registration and verification call (4 per address in 15 minutes)', () => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT_PER_15_MINUTES: '4' });
  });
  afterAll(() => t.close());

  it('covers exactly the handlers marked @AuthThrottle()', () => {
    expect(Object.keys(THROTTLED_CALLS).sort()).toEqual(authThrottledRoutes(t));
  });

  it('does not count the passkey sign-in options (/login asks for them on every visit): an address past its allowance still gets them', async () => {
    const headers = { 'X-Forwarded-For': `198.18.9.${++address}` };
    for (let i = 0; i < 4; i++) expect((await t.call('POST', '/api/account/login/passkey/start', { headers })).status).toBe(200);
    for (let i = 0; i < 4; i++) await t.call('POST', '/api/account/forgotpassword', { body: { email: `visitor${i}@example.com` }, headers });
    expect((await t.call('POST', '/api/account/login/passkey/start', { headers })).status).toBe(200);
    expect((await THROTTLED_CALLS['POST /api/account/login/passkey/finish'](t, headers)).status).toBe(429);
  });

  it.each(Object.keys(THROTTLED_CALLS))('%s answers 429 once its address has used the shared allowance', async (name) => {
    const headers = { 'X-Forwarded-For': `198.18.7.${++address}` };
    // Four calls of another kind, each naming another account, use the address's allowance up.
    for (let i = 0; i < 4; i++) {
      const other = await t.call('POST', '/api/account/forgotpassword', { body: { email: `visitor${i}@example.com` }, headers });
      expect(other.status).toBe(200);
    }
    const refused = await THROTTLED_CALLS[name](t, headers);
    expect([refused.status, refused.body]).toEqual([429, THROTTLED]);
    // A fresh address is not refused: the 429 was the limit, not the request.
    expect((await THROTTLED_CALLS[name](t, { 'X-Forwarded-For': `198.18.8.${address}` })).status).not.toBe(429);
  });
});
