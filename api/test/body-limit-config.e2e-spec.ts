import { startTestApp, type TestApp } from './support/test-app';

/** A file of its own: it needs an app started with a different BODY_LIMIT_BYTES. */
describe('BODY_LIMIT_BYTES: the cap on every route’s body limit', () => {
  let t: TestApp;
  const JSON_TYPE = { 'content-type': 'application/json' };
  const bodyOfSize = (bytes: number) => JSON.stringify({ username: 'a'.repeat(bytes - '{"username":""}'.length) });

  beforeAll(async () => {
    t = await startTestApp({ BODY_LIMIT_BYTES: '2048' });
  });
  afterAll(() => t.close());

  it('lowers every route’s limit, even those that declare more (the policy list declares 32 KiB)', () => {
    const limits = t.routes.filter((r) => r.url.startsWith('/api/')).map((r) => r.bodyLimit);
    expect(new Set(limits)).toEqual(new Set([2048]));
  });

  it('refuses a body one byte over it with 413 and reads one of exactly that size', async () => {
    const over = await t.call('POST', '/api/account/login', { body: bodyOfSize(2049), headers: JSON_TYPE });
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ success: false, result: null, errors: ['The request is too large.'], code: 'PAYLOAD_TOO_LARGE' });
    const at = await t.call('POST', '/api/account/login', { body: bodyOfSize(2048), headers: JSON_TYPE });
    expect(at.status).toBe(400);
  });

  it('refuses a body over it on a route that declares a larger limit', async () => {
    const res = await t.call('POST', '/api/policy', { body: JSON.stringify({ policies: ['x'.repeat(3000)] }), headers: JSON_TYPE });
    expect(res.status).toBe(413);
  });
});
