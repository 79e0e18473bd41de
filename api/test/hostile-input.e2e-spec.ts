import request from 'supertest';
import { DEFAULT_BODY_LIMIT_BYTES } from '../src/common/validation/body-limit';
import { JSON_BODY_LIMITS } from '../src/common/validation/json-body';
import { UNKNOWN_FIELD_MARGIN } from '../src/common/validation/validation.pipe';
import { loadSpec, specOperations, toSpecPath } from './support/contract';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

const GUEST_PASSWORD = 'Harbor-Guest-42';
const JSON_TYPE = { 'content-type': 'application/json' };
const TOO_LARGE = { success: false, result: null, errors: ['The request is too large.'], code: 'PAYLOAD_TOO_LARGE' };

type Json = Record<string, any>;

/** The largest valid body of a schema as UTF-8 JSON, counting 3 bytes for every character a string may hold. */
function largestBody(spec: Json, schema: Json): number {
  while (schema.$ref)
    schema = schema.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((a: Json, k: string) => a[k], spec);
  if (schema.allOf) return Math.max(...schema.allOf.map((s: Json) => largestBody(spec, s)));
  switch (schema.type) {
    case 'object':
      return Object.entries<Json>(schema.properties ?? {}).reduce((n, [key, s]) => n + key.length + 4 + largestBody(spec, s), 2);
    case 'array':
      return 2 + schema.maxItems * (largestBody(spec, schema.items) + 1);
    case 'string':
      return 2 + 3 * schema.maxLength;
    case 'boolean':
      return 5;
    default:
      return 24;
  }
}

/** A JSON body of exactly `bytes` bytes: one string field padded to fit. */
function bodyOfSize(bytes: number, field = 'username', extra: Json = {}): string {
  const shell = JSON.stringify({ ...extra, [field]: '' });
  return JSON.stringify({ ...extra, [field]: 'a'.repeat(bytes - Buffer.byteLength(shell)) });
}

const nestedArrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('hostile input: refused cheaply, in the envelope, never a 500', () => {
  let t: TestApp;
  let ip = 0;
  const from = () => ({ 'X-Forwarded-For': `198.51.100.${++ip}` });
  let token: string;
  const signedIn = () => ({ ...from(), Authorization: `Bearer ${token}` });
  const profile = async () => (await t.call('GET', '/api/profile', { headers: signedIn() })).body.result;

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true' });
    const login = await t.call('POST', '/api/account/login', {
      body: { username: 'priya.raman@example.com', password: GUEST_PASSWORD, rememberMe: false },
      headers: from(),
    });
    token = login.body.result.token;
  });
  afterAll(() => t.close());

  describe('the inputs that answered 500', () => {
    it('refuses JSON nested 5,000 levels deep with 400 (a route that reads 32 KiB parses it and stops at 20 levels)', async () => {
      const res = await t.call('POST', '/api/policy', { body: `{"policies":${nestedArrays(5000)}}`, headers: { ...signedIn(), ...JSON_TYPE } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        result: null,
        errors: ['The request is nested too deeply: at most 20 levels of objects and arrays are accepted.'],
        code: 'MALFORMED_BODY',
      });
    });

    it('refuses JSON nested 5,000 levels deep on sign-in with 413: it is larger than the 8 KiB sign-in reads', async () => {
      const res = await t.call('POST', '/api/account/login', { body: `{"username":${nestedArrays(5000)}}`, headers: { ...from(), ...JSON_TYPE } });
      expect(res.status).toBe(413);
      expect(res.body).toEqual(TOO_LARGE);
    });

    it('refuses a lone UTF-16 surrogate in an email with 400 for that field', async () => {
      const raw = '{"email":"\\ud800@example.com"}';
      const res = await t.call('POST', '/api/account/forgotpassword', { body: raw, headers: { ...from(), ...JSON_TYPE } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        result: null,
        errors: ['Text must be valid Unicode.'],
        code: 'VALIDATION_FAILED',
        fieldErrors: { email: 'Text must be valid Unicode.' },
      });
      const signIn = await t.call('POST', '/api/account/login', {
        body: { username: '\udc00@example.com', password: 'x', rememberMe: false },
        headers: from(),
      });
      expect(signIn.status).toBe(400);
      expect(signIn.body.fieldErrors).toEqual({ username: 'Text must be valid Unicode.' });
    });

    it.each([
      ['POST', '/api/account/forgotpassword', 'email', { email: 'a\u0000b@example.com' }, false],
      ['POST', '/api/account/login', 'password', { username: 'priya.raman@example.com', password: 'Harbor\u0000Guest-42', rememberMe: false }, false],
      [
        'POST',
        '/api/account/register',
        'policyHolder',
        {
          username: 'new@example.com',
          password: 'x',
          confirmPassword: 'x',
          agreeTerms: true,
          policyNumber: 'PPA1001101',
          policyHolder: 'Marcus\u0000Bell',
          verificationToken: 'x',
        },
        false,
      ],
      ['POST', '/api/profile/name', 'name', { name: 'Priya\u0000Raman' }, true],
      ['POST', '/api/profile/phone', 'phoneNumber', { phoneNumber: '317555\u00001234' }, true],
      ['POST', '/api/policy/edit', 'nickname', { policyNumber: 'PPA1000501', nickname: 'Car\u0000' }, true],
      [
        'POST',
        '/api/profile/delivery',
        'additionalEDeliveryEmailRecipients.1',
        { additionalEDeliveryEmailRecipients: ['x@example.com', 'y\u0000@example.com'] },
        true,
      ],
    ] as const)('refuses a NUL character in %s %s (field %s) with 400 before it reaches the database', async (method, url, field, body, auth) => {
      const before = await profile();
      const res = await t.call(method, url, { body, headers: auth ? signedIn() : from() });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ [field]: 'Text must not contain the NUL character (U+0000).' });
      expect(await profile()).toEqual(before);
    });

    it.each([
      ['dontShowAdvertisement', 'Do not show the advertisement anymore must be true or false.'],
      ['dontShowEDelivery', 'Do not show the paperless prompt anymore must be true or false.'],
    ])('refuses null for the optional boolean %s with 400, and changes nothing', async (field, message) => {
      const before = await profile();
      const res = await t.call('POST', '/api/profile/advertisement', { body: { [field]: null }, headers: signedIn() });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, result: null, errors: [message], code: 'VALIDATION_FAILED', fieldErrors: { [field]: message } });
      expect(await profile()).toEqual(before);
    });

    it('still accepts the optional boolean when it is given or left out', async () => {
      const res = await t.call('POST', '/api/profile/advertisement', { body: { dontShowAdvertisement: true }, headers: signedIn() });
      expect(res.status).toBe(200);
      expect(res.body.result.dontShowAdvertisement).toBe(true);
      const leftOut = await t.call('POST', '/api/profile/advertisement', { body: { dontShowEDelivery: true }, headers: signedIn() });
      expect(leftOut.status).toBe(200);
      expect(leftOut.body.result).toMatchObject({ dontShowAdvertisement: true, dontShowEDelivery: true });
    });
  });

  describe('body size limits per route', () => {
    it('refuses a 650 kB body of 60,000 unknown keys with 413 from its size alone', async () => {
      const keys = JSON.stringify(Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, 1])));
      const res = await t.call('POST', '/api/account/login', { body: keys, headers: { ...from(), ...JSON_TYPE } });
      expect(res.status).toBe(413);
      expect(res.body).toEqual(TOO_LARGE);
    });

    it(`sign-in reads a body of ${DEFAULT_BODY_LIMIT_BYTES} bytes and refuses one byte more with 413`, async () => {
      const atLimit = await t.call('POST', '/api/account/login', { body: bodyOfSize(DEFAULT_BODY_LIMIT_BYTES), headers: { ...from(), ...JSON_TYPE } });
      expect(atLimit.status).toBe(400);
      expect(Object.keys(atLimit.body.fieldErrors)).toEqual(expect.arrayContaining(['username', 'password']));
      const over = await t.call('POST', '/api/account/login', { body: bodyOfSize(DEFAULT_BODY_LIMIT_BYTES + 1), headers: { ...from(), ...JSON_TYPE } });
      expect(over.status).toBe(413);
      expect(over.body).toEqual(TOO_LARGE);
    });

    it('a profile call reads 8 KiB too', async () => {
      const res = await t.call('POST', '/api/profile/name', {
        body: bodyOfSize(DEFAULT_BODY_LIMIT_BYTES + 1, 'name'),
        headers: { ...signedIn(), ...JSON_TYPE },
      });
      expect(res.status).toBe(413);
    });

    it('the policy list reads 32 KiB: 500 policy numbers fit, one byte over 32 KiB does not', async () => {
      const policies = Array.from({ length: 500 }, (_, i) => `PPA${String(9_000_000 + i)}`);
      const fits = await t.call('POST', '/api/policy', { body: { policies }, headers: signedIn() });
      expect(fits.status).not.toBe(413);
      const over = await t.call('POST', '/api/policy', { body: bodyOfSize(32 * 1024 + 1, 'policies'), headers: { ...signedIn(), ...JSON_TYPE } });
      expect(over.status).toBe(413);
      expect(over.body).toEqual(TOO_LARGE);
    });

    it("every operation's largest valid body (3 bytes a character) fits its route's limit, and no route reads more than BODY_LIMIT_BYTES", () => {
      const spec = loadSpec();
      const problems: string[] = [];
      for (const op of specOperations(spec)) {
        const schema = op.operation.requestBody?.content?.['application/json']?.schema;
        if (!schema) continue;
        const route = t.routes.find((r) => r.method === op.method && toSpecPath(r.url) === op.path);
        const needed = largestBody(spec, schema);
        if (!route?.bodyLimit || route.bodyLimit < needed) problems.push(`${op.operationId}: needs ${needed} bytes, reads ${route?.bodyLimit}`);
      }
      expect(problems).toEqual([]);
      for (const route of t.routes) expect(route.bodyLimit ?? 0).toBeLessThanOrEqual(t.config.bodyLimitBytes);
      const apiRoutes = t.routes.filter((r) => r.url.startsWith('/api/') && r.method === 'POST');
      expect(
        apiRoutes
          .filter((r) => r.bodyLimit! > DEFAULT_BODY_LIMIT_BYTES)
          .map((r) => r.url)
          .sort(),
      ).toEqual([
        '/api/account/logout',
        '/api/claim',
        '/api/claim/sendClaimDebugEmail',
        '/api/claim/sendClaimErrorEmail',
        '/api/payment',
        '/api/payment/calculateFee',
        '/api/payment/calculateFeeOneTime',
        '/api/payment/onetime',
        '/api/policy',
        '/api/policysave/:policyNumber',
        '/api/policyupdate/rate/confirm',
        '/api/policyupdate/senderroremail',
        '/api/profile/delivery',
      ]);
    });
  });

  describe('JSON only', () => {
    it.each([
      ['text/plain', '{"username":"priya.raman@example.com"}'],
      ['application/x-www-form-urlencoded', 'username=priya.raman%40example.com&password=x&rememberMe=false'],
      ['application/xml', '<login/>'],
    ])('refuses a %s body with 415 in the envelope', async (type, body) => {
      const res = await t.call('POST', '/api/account/login', { body, headers: { ...from(), 'content-type': type } });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ success: false, result: null, errors: ['This content type is not supported. Send JSON.'], code: 'UNSUPPORTED_MEDIA_TYPE' });
    });

    it('refuses an empty JSON body and malformed JSON with 400', async () => {
      const empty = await request(t.app.getHttpServer()).post('/api/account/login').set(JSON_TYPE).set(from()).send('');
      t.contract.check('POST', '/api/account/login', empty);
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual(['The request body is empty. Send a JSON object.']);
      const broken = await t.call('POST', '/api/account/login', { body: '{"username":', headers: { ...from(), ...JSON_TYPE } });
      expect(broken.status).toBe(400);
      expect(broken.body.errors).toEqual(['The request body is not valid JSON.']);
    });

    it('refuses a __proto__ key (prototype poisoning) with 400', async () => {
      const res = await t.call('POST', '/api/account/login', { body: '{"username":"a","__proto__":{"admin":true}}', headers: { ...from(), ...JSON_TYPE } });
      expect(res.status).toBe(400);
    });
  });

  describe('keys and depth', () => {
    const keys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 1]));
    const loginBody = { username: 'priya.raman@example.com', password: 'x', rememberMe: false };

    it(`names each unknown field when there are at most ${UNKNOWN_FIELD_MARGIN} more keys than the call takes`, async () => {
      const res = await t.call('POST', '/api/account/login', { body: { ...loginBody, ...keys(UNKNOWN_FIELD_MARGIN) }, headers: from() });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fieldErrors).filter((f) => /^k\d+$/.test(f))).toHaveLength(UNKNOWN_FIELD_MARGIN);
      expect(res.body.fieldErrors.k0).toBe("The field 'k0' is not accepted by this call.");
    });

    it('refuses the whole object at once, in one line, when it has more keys than that', async () => {
      const res = await t.call('POST', '/api/account/login', { body: { ...loginBody, ...keys(UNKNOWN_FIELD_MARGIN + 1) }, headers: from() });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        result: null,
        errors: [`The request has ${UNKNOWN_FIELD_MARGIN + 4} fields: this call takes at most 3.`],
        code: 'MALFORMED_BODY',
      });
    });

    it('refuses 150 unknown keys in one line, not one per key', async () => {
      const res = await t.call('POST', '/api/account/login', { body: keys(150), headers: from() });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, result: null, errors: ['The request has 150 fields: this call takes at most 3.'], code: 'MALFORMED_BODY' });
    });

    it(`refuses any object of more than ${JSON_BODY_LIMITS.maxKeysPerObject} keys, even one the call does not describe`, async () => {
      const res = await t.call('POST', '/api/policy', { body: { policies: keys(JSON_BODY_LIMITS.maxKeysPerObject + 1) }, headers: signedIn() });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        `The request has an object with ${JSON_BODY_LIMITS.maxKeysPerObject + 1} fields: at most ${JSON_BODY_LIMITS.maxKeysPerObject} are accepted.`,
      ]);
    });

    it(`validates a body ${JSON_BODY_LIMITS.maxDepth} levels deep as usual and refuses ${JSON_BODY_LIMITS.maxDepth + 1} levels`, async () => {
      const deepest = await t.call('POST', '/api/policy', {
        body: `{"policies":${nestedArrays(JSON_BODY_LIMITS.maxDepth - 1)}}`,
        headers: { ...signedIn(), ...JSON_TYPE },
      });
      expect(deepest.status).toBe(400);
      expect(deepest.body.fieldErrors).toHaveProperty('policies');
      const tooDeep = await t.call('POST', '/api/policy', {
        body: `{"policies":${nestedArrays(JSON_BODY_LIMITS.maxDepth)}}`,
        headers: { ...signedIn(), ...JSON_TYPE },
      });
      expect(tooDeep.status).toBe(400);
      expect(tooDeep.body.errors[0]).toMatch(/nested too deeply/);
    });

    it('refuses a body that is a JSON array instead of an object', async () => {
      const res = await t.call('POST', '/api/account/login', { body: [loginBody], headers: from() });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(['The request body must be a JSON object.']);
    });
  });

  describe('error replies stay small', () => {
    it('answers one line per distinct problem and at most 100 fieldErrors (ReplyEnvelope caps the lines at 100 too)', async () => {
      const policies = Array.from({ length: 150 }, (_, i) => `PPA${1_000_000 + i}\u0000`);
      const res = await t.call('POST', '/api/policy', { body: { policies }, headers: signedIn() });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(['Text must not contain the NUL character (U+0000).']);
      expect(Object.keys(res.body.fieldErrors)).toHaveLength(100);
      expect(res.body.fieldErrors['policies.0']).toBe('Text must not contain the NUL character (U+0000).');
    });
  });
});
