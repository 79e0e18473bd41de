import { MikroORM } from '@mikro-orm/postgresql';
import { ADMIN, nextAddress, signIn } from './support/admin';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

/*
 * Issue 17: the user's language (PUT /api/profile/locale, carried by the next token as the
 * `locale` claim) and the reply's messages in the caller's language: the claim when signed in,
 * else Accept-Language, else English.
 */

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
/** A demo customer of its own, so no other test sees its language change. */
const CUSTOMER = { username: 'samuel.whitfield@example.com', password: 'Harbor-Guest-42' };

describe('languages: the saved locale and the messages of the reply', () => {
  let t: TestApp;
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.get(MikroORM).em.fork().getConnection().execute<T[]>(query, params);
  const login = async () => {
    const res = await t.call('POST', '/api/account/login', { body: { ...CUSTOMER, rememberMe: false }, headers: { 'X-Forwarded-For': nextAddress() } });
    expect(res.status).toBe(200);
    return res.body.result as { token: string; refreshToken: string };
  };
  const as = (token: string, extra: Record<string, string> = {}) => ({ Authorization: `Bearer ${token}`, 'X-Forwarded-For': nextAddress(), ...extra });
  const saveLocale = (headers: Record<string, string>, body: unknown) => t.call('PUT', '/api/profile/locale', { headers, body });

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT_PER_15_MINUTES: '1000' });
  });
  afterEach(async () => {
    await sql("update user_account set locale = 'en-US' where email = ?", [CUSTOMER.username]);
  });
  afterAll(() => t.close());

  describe('PUT /api/profile/locale', () => {
    it('saves the language; the next refresh and the next sign-in carry it as the locale claim', async () => {
      const session = await login();
      expect(claimsOf(session.token).locale).toBe('en-US');
      const res = await saveLocale(as(session.token), { locale: 'es-US' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, result: { locale: 'es-US' }, errors: [] });
      expect((await sql<{ locale: string }>('select locale from user_account where email = ?', [CUSTOMER.username]))[0]?.locale).toBe('es-US');
      const renewed = await t.call('POST', '/api/jwt/refresh', { headers: { Authorization: `Bearer ${session.refreshToken}` } });
      expect(renewed.status).toBe(200);
      expect(claimsOf(renewed.body.result.token).locale).toBe('es-US');
      expect(claimsOf((await login()).token).locale).toBe('es-US');
    });

    it('refuses a language the portal does not have, and a missing one (400, the field named)', async () => {
      const { token } = await login();
      for (const body of [{ locale: 'fr-FR' }, {}, { locale: 'es-US', extra: true }]) {
        const res = await saveLocale(as(token), body);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
      }
      expect((await saveLocale(as(token), { locale: 'fr-FR' })).body.fieldErrors).toEqual({ locale: 'Language must be one of: en-US, es-US.' });
    });

    it('refuses a caller without a token (401)', async () => {
      const res = await saveLocale({ 'X-Forwarded-For': nextAddress() }, { locale: 'es-US' });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('AUTH_TOKEN_MISSING');
    });

    it("refuses staff signed in as the customer (403): the customer's own choice stays", async () => {
      const admin = await signIn(t, ADMIN);
      const [row] = await sql<{ id: string }>('select id from user_account where email = ?', [CUSTOMER.username]);
      const loginAs = await t.call('POST', '/api/admin/impersonate', { headers: admin(), body: { id: row?.id } });
      expect(loginAs.status).toBe(200);
      const res = await saveLocale(as(loginAs.body.result.token), { locale: 'es-US' });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('AUTH_IMPERSONATED');
      expect((await sql<{ locale: string }>('select locale from user_account where email = ?', [CUSTOMER.username]))[0]?.locale).toBe('en-US');
    });

    it("saves an admin's own language too (every signed-in user has one)", async () => {
      const admin = await signIn(t, ADMIN);
      const res = await saveLocale(admin(), { locale: 'es-US' });
      expect(res.status).toBe(200);
      await sql("update user_account set locale = 'en-US' where email = ?", [ADMIN.username]);
    });
  });

  describe("the reply's messages", () => {
    it('are Spanish for a signed-in caller whose token says es-US, whatever Accept-Language says', async () => {
      const { token } = await login();
      await saveLocale(as(token), { locale: 'es-US' });
      const spanish = (await login()).token;
      const res = await saveLocale(as(spanish, { 'Accept-Language': 'en-US' }), { locale: 'fr-FR' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(['Idioma debe ser uno de estos valores: en-US, es-US.']);
      expect(res.body.fieldErrors).toEqual({ locale: 'Idioma debe ser uno de estos valores: en-US, es-US.' });
      // The code stays the same in every language: programs read it.
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it('are English for a signed-in caller whose token says en-US, even with a Spanish Accept-Language', async () => {
      const { token } = await login();
      const res = await saveLocale(as(token, { 'Accept-Language': 'es' }), { locale: 'fr-FR' });
      expect(res.body.errors).toEqual(['Language must be one of: en-US, es-US.']);
    });

    it('follow Accept-Language when signed out: Spanish first is Spanish, anything else English', async () => {
      const ask = (acceptLanguage?: string) =>
        t.call('POST', '/api/account/login', {
          body: { username: CUSTOMER.username, password: 'Wrong-Password-1', rememberMe: false },
          headers: { 'X-Forwarded-For': nextAddress(), ...(acceptLanguage ? { 'Accept-Language': acceptLanguage } : {}) },
        });
      expect((await ask('es-MX,es;q=0.9,en;q=0.5')).body).toMatchObject({
        code: 'AUTH_LOGIN_FAILED',
        errors: ['El nombre de usuario o la contraseña no son correctos.'],
      });
      expect((await ask('en-US,es;q=0.5')).body.errors).toEqual(['The username or password is incorrect.']);
      expect((await ask()).body.errors).toEqual(['The username or password is incorrect.']);
      const anonymous = await t.call('GET', '/api/profile', { headers: { 'X-Forwarded-For': nextAddress(), 'Accept-Language': 'es' } });
      expect(anonymous.body).toMatchObject({ code: 'AUTH_TOKEN_MISSING', errors: ['Debe iniciar sesión.'] });
    });
  });
});
