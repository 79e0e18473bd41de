import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withVinCheckDigit } from '../src/core';
import { startTestApp, type TestApp } from './support/test-app';

// The first vehicle lookup prepares the vPIC catalogue in the data folder (a few seconds, once).
jest.setTimeout(120_000);

const NOT_SIGNED_IN = { success: false, result: null, errors: ['User must be logged in.'], code: 'AUTH_TOKEN_MISSING' };
const PASSWORD = 'Harbor-Guest-42';
/** A 2019 Honda Civic LX sedan; the same with a wrong check digit (position 9). */
const CIVIC = '2HGFC2F55KH542713';
const CIVIC_WRONG_CHECK_DIGIT = '2HGFC2F59KH542713';

describe('lookups: vehicles and zip codes on data shipped in packages', () => {
  let t: TestApp;
  let ip = 0;
  const from = () => ({ 'X-Forwarded-For': `198.19.7.${++ip}` });
  let token = '';
  const signedIn = () => ({ ...from(), Authorization: `Bearer ${token}` });
  const vehicle = (query: string) => t.call('GET', `/api/vehicle?${query}`, { headers: signedIn() });
  const zip = (code: string) => t.call('GET', `/api/address/zipcode/${code}`, { headers: signedIn() });

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true' });
    const res = await t.call('POST', '/api/account/login', {
      body: { username: 'priya.raman@example.com', password: PASSWORD, rememberMe: false },
      headers: from(),
    });
    expect(res.status).toBe(200);
    token = res.body.result.token;
  });
  afterAll(() => t.close());

  describe('who may ask', () => {
    it.each([['/api/vehicle?year=2019'], ['/api/address/zipcode/46250']])('GET %s refuses a caller without a token (401)', async (url) => {
      const res = await t.call('GET', url, { headers: from() });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(NOT_SIGNED_IN);
    });

    it('refuses a token that is not valid (401)', async () => {
      const res = await t.call('GET', '/api/address/zipcode/46250', { headers: { ...from(), Authorization: 'Bearer not-a-token' } });
      expect(res.status).toBe(401);
    });

    it('answers any signed-in customer: the data is public, nothing is owned', async () => {
      const res = await zip('46250');
      expect(res.status).toBe(200);
    });
  });

  describe('GET /api/vehicle', () => {
    it('decodes a VIN to its year, make, model, body class and style (2019 Honda Civic LX sedan)', async () => {
      const res = await vehicle(`vin=${CIVIC}&versionId=1`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        errors: [],
        result: {
          valid: true,
          vin: CIVIC,
          year: 2019,
          make: 'Honda',
          model: 'Civic',
          bodyClass: 'Sedan',
          makes: [],
          models: [],
          styles: [{ id: 'LX-4D-SEDAN', name: 'LX 4D Sedan', bodyClass: 'Sedan' }],
        },
      });
    });

    it('accepts a VIN typed in lower case', async () => {
      const res = await vehicle(`vin=${CIVIC.toLowerCase()}`);
      expect(res.body.result).toMatchObject({ valid: true, vin: CIVIC, make: 'Honda' });
    });

    it('marks a VIN with a wrong check digit invalid (200, valid false), never an error', async () => {
      const res = await vehicle(`vin=${CIVIC_WRONG_CHECK_DIGIT}`);
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({
        valid: false,
        invalidReason: 'VIN_INVALID',
        message: 'This VIN is not valid. Check the 17 characters and try again.',
        vin: CIVIC_WRONG_CHECK_DIGIT,
        year: null,
        styles: [],
      });
    });

    it('marks a VIN no manufacturer in the data has invalid (VIN_NOT_DECODED)', async () => {
      const res = await vehicle(`vin=${withVinCheckDigit('ZZZ00000000000000')}`);
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({ valid: false, invalidReason: 'VIN_NOT_DECODED' });
    });

    it('lists the makes of a year', async () => {
      const res = await vehicle('year=2019');
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({ valid: true, year: 2019, models: [], styles: [] });
      expect(res.body.result.makes).toEqual(expect.arrayContaining(['Honda', 'Toyota', 'Ford']));
    });

    it('lists the models of a make typed in upper case, answering its catalogue spelling', async () => {
      const res = await vehicle('year=2019&make=HONDA');
      expect(res.body.result).toMatchObject({ valid: true, make: 'Honda', makes: [], styles: [] });
      expect(res.body.result.models).toEqual(expect.arrayContaining(['Civic', 'Accord', 'CR-V']));
    });

    it('lists the styles of a model', async () => {
      const res = await vehicle('year=2019&make=HONDA&model=CIVIC');
      expect(res.body.result).toMatchObject({ valid: true, make: 'Honda', model: 'Civic' });
      expect(res.body.result.styles).toEqual(expect.arrayContaining([{ id: 'EX-2D-COUPE', name: 'EX 2D Coupe', bodyClass: 'Coupe' }]));
    });

    it('marks an unknown make or model invalid with the reason', async () => {
      expect((await vehicle('year=2019&make=PACKARD')).body.result).toMatchObject({ valid: false, invalidReason: 'MAKE_NOT_FOUND' });
      expect((await vehicle('year=2019&make=HONDA&model=CAMRY')).body.result).toMatchObject({ valid: false, invalidReason: 'MODEL_NOT_FOUND', make: 'Honda' });
      expect((await vehicle('year=1901')).body.result).toMatchObject({ valid: false, invalidReason: 'YEAR_NOT_FOUND' });
    });

    it.each([
      ['a VIN of 16 characters', `vin=${CIVIC.slice(1)}`, 'vin'],
      ['a VIN with a character that is not a letter or digit', `vin=${CIVIC.slice(0, 16)}-`, 'vin'],
      ['no VIN and no year', 'make=HONDA', 'year'],
      ['a year before 1900', 'year=1899', 'year'],
      ['a year after next year', `year=${new Date().getFullYear() + 2}`, 'year'],
      ['a year that is not a number', 'year=2019a', 'year'],
      ['a model without its make', 'year=2019&model=CIVIC', 'make'],
      ['a make with angle brackets', 'year=2019&make=%3Cscript%3E', 'make'],
      ['a versionId that is not a whole number', 'year=2019&versionId=1.5', 'versionId'],
      ['a field the call does not take', 'year=2019&color=red', 'color'],
    ])('refuses %s (400, naming the field)', async (_what, query, field) => {
      const res = await vehicle(query);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(Object.keys(res.body.fieldErrors)).toContain(field);
    });
  });

  describe('GET /api/address/zipcode/{zip}', () => {
    it('answers 46250 with Indiana (state id 16), Indianapolis and Marion County', async () => {
      const res = await zip('46250');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, errors: [], result: { zip: '46250', stateAbbrev: 'IN', stateId: 16, city: 'Indianapolis', county: 'Marion' } });
    });

    it('answers 404 with a clear message for a zip no place has', async () => {
      const res = await zip('99999');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        success: false,
        result: null,
        errors: ['We could not find this zip code. Enter the city, state and county yourself.'],
        code: 'LOOKUP_ZIP_NOT_FOUND',
      });
    });

    it.each([['4625'], ['462501'], ['4625a']])('refuses %s, not 5 digits (400)', async (code) => {
      const res = await zip(code);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fieldErrors)).toEqual(['zip']);
    });
  });
});

describe('lookups: rate limited like every call', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(() => t.close());

  it.each([['/api/vehicle?year=2019'], ['/api/address/zipcode/46250']])(
    'GET %s answers 429 once a caller exceeds the limit, before any token check',
    async (url) => {
      const caller = { 'X-Forwarded-For': url.includes('vehicle') ? '203.0.113.10' : '203.0.113.11' };
      expect((await t.call('GET', url, { headers: caller })).status).toBe(401);
      expect((await t.call('GET', url, { headers: caller })).status).toBe(401);
      const refused = await t.call('GET', url, { headers: caller });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    },
  );
});

describe('lookups: vehicle data that cannot be prepared', () => {
  let t: TestApp;
  const blocker = mkdtempSync(join(tmpdir(), 'portal-lookups-'));
  beforeAll(async () => {
    // The data folder sits under a regular file: the vPIC catalogue cannot be unpacked there.
    writeFileSync(join(blocker, 'a-file'), '');
    t = await startTestApp({ SEED_DEMO: 'true', DATA_DIR: join(blocker, 'a-file', 'data') });
  });
  afterAll(async () => {
    await t.close();
    rmSync(blocker, { recursive: true, force: true });
  });

  it('answers 503 (try again shortly), never a 500, and the zip lookup still works', async () => {
    const headers = { 'X-Forwarded-For': '198.19.8.1' };
    const login = await t.call('POST', '/api/account/login', { body: { username: 'priya.raman@example.com', password: PASSWORD, rememberMe: false }, headers });
    const auth = { ...headers, Authorization: `Bearer ${login.body.result.token}` };
    const res = await t.call('GET', `/api/vehicle?vin=${CIVIC}`, { headers: auth });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      success: false,
      result: null,
      errors: ['Vehicle information is not available right now. Please try again shortly.'],
      code: 'LOOKUP_DATA_UNAVAILABLE',
    });
    expect((await t.call('GET', '/api/address/zipcode/46250', { headers: auth })).status).toBe(200);
  });
});
