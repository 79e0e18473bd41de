import { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

type Json = Record<string, any>;

/*
 * Issue 17: the claim timeline's titles (GET /api/claim/{claimNumber} and the reply of an upload)
 * are written in the caller's language: the token's locale claim, else Accept-Language. The
 * claims system's own texts (items, notes, checklist labels) come as written.
 */
describe("claim timeline titles in the caller's language", () => {
  let t: TestApp;
  let ip = 0;
  const from = () => ({ 'X-Forwarded-For': `198.19.11.${++ip}` });
  const sql = (query: string, params: unknown[] = []) => t.app.get(MikroORM).em.fork().getConnection().execute(query, params);
  const login = async (locale: 'en-US' | 'es-US'): Promise<string> => {
    await sql('update user_account set locale = ? where email = ?', [locale, 'demo@example.com']);
    const res = await t.call('POST', '/api/account/login', {
      body: { username: 'demo@example.com', password: 'Harbor-Light-42', rememberMe: false },
      headers: from(),
    });
    if (res.status !== 200) throw new Error(`login: ${res.status}`);
    return res.body.result.token as string;
  };
  const titles = async (token: string, claimNumber: string, language?: string): Promise<string[]> => {
    const res = await t.call('GET', `/api/claim/${claimNumber}`, {
      headers: { ...from(), Authorization: `Bearer ${token}`, ...(language ? { 'Accept-Language': language } : {}) },
    });
    expect(res.status).toBe(200);
    return res.body.result.timeline.map((e: Json) => e.title as string);
  };
  let spanish: string;
  let english: string;

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT_PER_15_MINUTES: '1000', RATE_LIMIT_PER_MINUTE: '100000' });
    spanish = await login('es-US');
    english = await login('en-US');
  });
  afterAll(() => t.close());

  it('writes every title in Spanish for a Spanish token (locale claim es-US), whatever Accept-Language says; amounts in the US form', async () => {
    expect(await titles(spanish, '1004582', 'en-US')).toEqual([
      'Reclamo presentado',
      'Ajustador asignado: Marcus Reed',
      'Inspección o estimado programado',
      expect.stringMatching(/^Estimado preparado(: \$[\d,]+\.\d\d)?$/),
      'Pago emitido: $2,346.15',
      'Reclamo cerrado',
    ]);
    const open = await titles(spanish, '1004977');
    expect(open.at(-1)).toBe('Su ajustador pidió documentos');
  });

  it('writes them in English for an English token, even with a Spanish Accept-Language (the claim decides)', async () => {
    const shown = await titles(english, '1004582', 'es-US,es;q=0.9');
    expect(shown[0]).toBe('Claim reported');
    expect(shown).toContain('Payment issued: $2,346.15');
    expect(shown.at(-1)).toBe('Claim closed');
    expect(shown.join(' ')).not.toMatch(/Reclamo|Pago|Ajustador/);
  });

  it("answers an upload with the timeline in the caller's language: the new event reads 'Documentos recibidos' for a Spanish token", async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), randomBytes(2048)]);
    const res = await request(t.app.getHttpServer())
      .post('/api/claim/1004977/documents')
      .set('X-Forwarded-For', from()['X-Forwarded-For'])
      .set('Authorization', `Bearer ${spanish}`)
      .set('Accept-Language', 'en-US')
      .field('command', JSON.stringify({}), { contentType: 'application/json' } as never)
      .attach('files', jpeg, 'fotos.jpg');
    expect(res.status).toBe(200);
    t.contract.check('POST', '/api/claim/1004977/documents', res);
    const last = res.body.result.timeline.at(-1);
    expect(last).toMatchObject({ kind: 'documentsReceived', title: 'Documentos recibidos', items: ['fotos.jpg'] });
    expect(res.body.result.timeline[0].title).toBe('Reclamo presentado');
  });
});
