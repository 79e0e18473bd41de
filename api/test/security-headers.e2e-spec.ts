import { createHash } from 'node:crypto';
import request from 'supertest';
import { PERMISSIONS_POLICY } from '../src/app.factory';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

/** Reads the reply body as bytes whatever its type. */
function binary(res: request.Response, callback: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

describe('security headers: no caching of personal data, browser features and the reference page policy', () => {
  let t: TestApp;
  let ip = 0;
  const from = () => ({ 'X-Forwarded-For': `198.18.7.${++ip}` });
  let session: { token: string; refreshToken: string; rememberMe: string };
  const bearer = (token: string) => ({ ...from(), Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true', DEV_MAILBOX: 'true', AUTH_RATE_LIMIT_PER_15_MINUTES: '1000' });
    const login = await t.call('POST', '/api/account/login', {
      body: { username: 'demo@example.com', password: 'Harbor-Light-42', rememberMe: true },
      headers: from(),
    });
    expect(login.status).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    session = login.body.result;
  });
  afterAll(() => t.close());

  it('sends Cache-Control: no-store on every authenticated reply', async () => {
    const replies = [
      await t.call('GET', '/api/profile', { headers: bearer(session.token) }),
      await t.call('GET', '/api/profile/home', { headers: bearer(session.token) }),
      await t.call('POST', '/api/policy', { body: { policies: ['PPA1000101'] }, headers: bearer(session.token) }),
      await t.call('POST', '/api/profile/advertisement', { body: { dontShowAdvertisement: false }, headers: bearer(session.token) }),
    ];
    for (const res of replies) {
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // The PDF of a declarations page is personal too.
    const printUrl = replies[2]!.body.result[0].declarations[0].printUrl as string;
    let pdf = request(t.app.getHttpServer()).get(`/api/document?q=${encodeURIComponent(printUrl)}`);
    for (const [k, v] of Object.entries(bearer(session.token))) pdf = pdf.set(k, v);
    const document = await pdf.buffer(true).parse(binary);
    expect(document.status).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['cache-control']).toBe('no-store');
  });

  it('sends Cache-Control: no-store on sign-in, token and account replies, and on refusals', async () => {
    const replies = [
      await t.call('POST', '/api/jwt/refresh', { headers: bearer(session.refreshToken) }),
      await t.call('POST', '/api/jwt/remember', { headers: { ...from(), 'X-Remember-Me': session.rememberMe } }),
      await t.call('POST', '/api/account/forgotpassword', { body: { email: 'nobody.here@example.com' }, headers: from() }),
      await t.call('POST', '/api/account/login', {
        body: { username: 'demo@example.com', password: 'Not-Her-Password-1', rememberMe: false },
        headers: from(),
      }),
      await t.call('GET', '/api/profile', { headers: from() }),
      await t.call('GET', '/api/account/confirmemail?code=q3Zb8xT0mJ2vVYtH9r1Lk4Wc7nPaE5sGdFhUoXiRyB0&userId=3f0c9a2e-7b1d-4c5e-9f8a-1b2c3d4e5f60', {
        headers: from(),
      }),
      await request(t.app.getHttpServer()).get('/api/no-such-call'),
    ];
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 401, 401, 422, 404]);
    for (const res of replies) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('lets the public reference page and spec be cached (revalidated)', async () => {
    expect((await t.call('GET', '/api/docs')).headers['cache-control']).toBe('no-cache');
    expect((await t.call('GET', '/api/openapi.json')).headers['cache-control']).toBe('no-cache');
  });

  it('sends a Permissions-Policy on every reply: no camera, microphone or location; payments only on the portal itself', async () => {
    const replies = [
      await t.call('GET', '/api/health'),
      await t.call('GET', '/api/docs'),
      await t.call('GET', '/api/profile', { headers: bearer(session.token) }),
      await request(t.app.getHttpServer()).get('/api/no-such-call'),
      await request(t.app.getHttpServer()).get('/dev/mailbox').query({ key: t.config.devMailboxKey }),
    ];
    for (const res of replies) expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    const policy = Object.fromEntries(PERMISSIONS_POLICY.split(', ').map((d) => d.split('=')));
    expect(policy).toMatchObject({ camera: '()', microphone: '()', geolocation: '()', payment: '(self)' });
  });

  it('runs the reference page’s own inline scripts by their hashes, never any inline script', async () => {
    const res = await t.call('GET', '/api/docs');
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    const inline = [...res.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/gi)].filter((m) => !/\bsrc\s*=/i.test(m[1]!)).map((m) => m[2]!);
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) {
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`);
    }
    expect(scriptSrc.match(/'sha256-/g)).toHaveLength(new Set(inline).size);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
