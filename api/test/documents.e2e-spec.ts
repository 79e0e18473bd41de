import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { Driver } from '../src/core/driver.entity';
import { Vehicle } from '../src/core/vehicle.entity';
import { pdfText, pdfTexts } from './support/pdf-text';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

/** Reads the reply body as bytes whatever its type. */
function binary(res: request.Response, callback: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

describe('documents: the PDF behind a printUrl', () => {
  let t: TestApp;
  let ip = 0;
  const headers = (token?: string) => ({ 'X-Forwarded-For': `198.19.1.${++ip}`, ...(token ? { Authorization: `Bearer ${token}` } : {}) });
  const login = async (username: string, password = 'Harbor-Guest-42'): Promise<string> => {
    const res = await t.call('POST', '/api/account/login', { body: { username, password, rememberMe: false }, headers: headers() });
    return res.body.result.token as string;
  };
  const pdf = async (token: string, printUrl: string) => {
    let req = request(t.app.getHttpServer()).get(`/api/document?q=${encodeURIComponent(printUrl)}`);
    for (const [k, v] of Object.entries(headers(token))) req = req.set(k, v);
    const res = await req.buffer(true).parse(binary);
    t.contract.check('GET', `/api/document?q=${printUrl}`, res);
    return res;
  };
  let demo: string;
  let policy: any;

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT_PER_15_MINUTES: '1000' });
    demo = await login('demo@example.com', 'Harbor-Light-42');
    policy = (await t.call('POST', '/api/policy', { body: { policies: ['PPA1000101'] }, headers: headers(demo) })).body.result[0];
  });
  afterAll(() => t.close());

  it('streams the declarations page as an inline PDF titled with the policy number', async () => {
    const res = await pdf(demo, policy.declarations[0].printUrl);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="PPA1000101-declarations.pdf"');
    const text = (res.body as Buffer).toString('latin1');
    expect(text.startsWith('%PDF')).toBe(true);
    expect(text).toContain('(PPA1000101)'); // the Title
  });

  it('streams a form and an auto ID card', async () => {
    const form = await pdf(demo, policy.documents[0].printUrl);
    expect(form.status).toBe(200);
    expect((form.body as Buffer).subarray(0, 4).toString()).toBe('%PDF');
    const card = await pdf(demo, policy.cards[0].printUrl);
    expect(card.status).toBe(200);
    expect(card.headers['content-disposition']).toBe('inline; filename="PPA1000101-id-card.pdf"');
  });

  it("answers 404 in the envelope for another customer's printUrl", async () => {
    const other = await login('priya.raman@example.com');
    const res = await t.call('GET', `/api/document?q=${policy.declarations[0].printUrl}`, { headers: headers(other) });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, result: null, errors: ['Document not found.'], code: 'POLICY_DOCUMENT_NOT_FOUND' });
  });

  it("answers 404 for another customer's ID card printUrl", async () => {
    const other = await login('priya.raman@example.com');
    const card = policy.cards[0].printUrl as string;
    expect((await pdf(demo, card)).status).toBe(200);
    const res = await t.call('GET', `/api/document?q=${card}`, { headers: headers(other) });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, result: null, errors: ['Document not found.'], code: 'POLICY_DOCUMENT_NOT_FOUND' });
  });

  it("answers 404 for another customer's form printUrl", async () => {
    const other = await login('priya.raman@example.com');
    const res = await t.call('GET', `/api/document?q=${policy.documents[0].printUrl}`, { headers: headers(other) });
    expect(res.status).toBe(404);
  });

  it('prints no full VIN or licence number in the text of any generated PDF (declarations, forms, ID cards)', async () => {
    const em = t.app.get(MikroORM).em.fork();
    const vins = (await em.find(Vehicle, {}, { fields: ['vin'] })).map((v) => v.vin);
    const licences = (await em.find(Driver, {}, { fields: ['licenseNumber'] })).map((d) => d.licenseNumber);
    expect(vins.length).toBeGreaterThan(0);
    expect(licences.length).toBeGreaterThan(0);
    const secrets = [...vins, ...licences];

    const policies = (await t.call('POST', '/api/policy', { body: { policies: ['PPA1000101', 'PPA1000102', 'PPA1000103'] }, headers: headers(demo) })).body
      .result;
    const printUrls = policies.flatMap((p: any) => [...p.declarations, ...p.documents, ...p.cards].map((d: { printUrl: string }) => d.printUrl));
    expect(printUrls.length).toBeGreaterThan(20);
    const files: Buffer[] = [];
    for (const printUrl of printUrls) {
      const res = await pdf(demo, printUrl);
      expect(res.status).toBe(200);
      files.push(res.body as Buffer);
    }
    const texts = await pdfTexts(files);
    const leaks: string[] = [];
    texts.forEach((text, i) => {
      const squeezed = text.replace(/\s+/g, '');
      for (const secret of secrets) if (text.includes(secret) || squeezed.includes(secret)) leaks.push(`${printUrls[i]}: ${secret.slice(-4)}`);
    });
    expect(leaks).toEqual([]);

    // The reader does see the vehicle and driver lines, masked to the last 4 characters.
    const main = policies[0];
    const declarations = await pdfText((await pdf(demo, main.declarations[0].printUrl)).body as Buffer);
    for (const v of main.vehicles) expect(declarations).toContain(`VIN ${v.vin}`);
    for (const d of main.drivers) expect(declarations).toContain(`licence ${d.dln}`);
    const card = await pdfText((await pdf(demo, main.cards[0].printUrl)).body as Buffer);
    expect(card).toMatch(/VIN: \*+[A-Z0-9]{4}/);
  });

  it('answers 401 without a token', async () => {
    const res = await t.call('GET', `/api/document?q=${policy.declarations[0].printUrl}`, { headers: headers() });
    expect(res.status).toBe(401);
  });
});
