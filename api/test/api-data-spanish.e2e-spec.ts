import { MikroORM } from '@mikro-orm/postgresql';
import { POLICY_LINES } from '../src/core/policy-lines';
import { DATA_TEXT_ENTRIES } from '../src/common/i18n/data-texts.es';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

type Json = Record<string, any>;

/*
 * Issue 17: the values the API sends from its own closed lists (policy line names, coverages and
 * their limits, document descriptions, billing items, claim types, loss types and sub-types) are in
 * the caller's language: the token's locale claim, else Accept-Language. The same calls answer the
 * demo book's English to an English caller, and stored data never changes.
 */
describe("closed-list values in the caller's language", () => {
  let t: TestApp;
  let ip = 0;
  const from = () => ({ 'X-Forwarded-For': `198.23.0.${++ip % 250}` });
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
  const call = async (token: string, method: 'GET' | 'POST', url: string, body?: unknown, language?: string): Promise<any> => {
    const res = await t.call(method, url, {
      ...(body === undefined ? {} : { body }),
      headers: { ...from(), Authorization: `Bearer ${token}`, ...(language ? { 'Accept-Language': language } : {}) },
    });
    expect(res.status).toBe(200);
    return res.body.result;
  };
  /** What the home page, the policy page, billing history and the claims list read (POST /api/policy). */
  const shown = (policies: Json[]) => ({
    lines: policies.map((p) => p.typeName as string),
    coverages: policies.flatMap((p) => p.vehicles.flatMap((v: Json) => v.coverages.map((c: Json) => `${c.description}: ${c.coverageLimitDescription}`))),
    documents: policies.flatMap((p) => [...p.declarations, ...p.documents].map((d: Json) => d.description as string)),
    billing: policies.flatMap((p) => p.billing.billingItems.map((b: Json) => b.description as string)),
    claimTypes: policies.flatMap((p) => p.claims.map((c: Json) => c.type as string)),
  });
  let english: string;
  let spanish: string;

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT_PER_15_MINUTES: '1000', RATE_LIMIT_PER_MINUTE: '100000' });
    spanish = await login('es-US');
    english = await login('en-US');
  });
  afterAll(() => t.close());

  it('answers the home and policy list in English to an English caller, even with a Spanish Accept-Language (the token decides)', async () => {
    const home = shown(await call(english, 'POST', '/api/policy', {}, 'es-US,es;q=0.9'));
    expect(home.lines).toContain(POLICY_LINES.PPA);
    expect(home.coverages).toContain('Collision: $500 Deductible');
    expect(home.documents).toContain('Personal Auto Policy');
    expect(home.billing.some((d) => /^Installment \d+ of \d+ billed$|thank you/i.test(d))).toBe(true);
    expect(home.claimTypes).toContain('Auto');
  });

  it('answers the same calls in Spanish to a token with locale es-US: lines, coverages and limits, documents, billing items and claim types', async () => {
    const inEnglish = shown(await call(english, 'POST', '/api/policy', {}));
    const inSpanish = shown(await call(spanish, 'POST', '/api/policy', {}, 'en-US'));
    expect(inSpanish.lines).toContain('Auto personal');
    expect(inSpanish.coverages).toContain('Colisión: Deducible de $500');
    expect(inSpanish.documents).toContain('Póliza de auto personal');
    expect(inSpanish.claimTypes).toContain('Vehículo');
    // Field for field, nothing of the English closed lists is left (bare amounts such as '$100,000' are numbers, not words).
    const englishValues = new Set(DATA_TEXT_ENTRIES.map(([en]) => en));
    for (const key of ['lines', 'documents', 'billing', 'claimTypes'] as const) {
      expect(inSpanish[key]).toHaveLength(inEnglish[key].length);
      expect(inSpanish[key].filter((value) => englishValues.has(value))).toEqual([]);
    }
    expect(inSpanish.coverages).toHaveLength(inEnglish.coverages.length);
    expect(inSpanish.coverages.join(' ')).not.toMatch(/Liability|Collision|Comprehensive|Deductible|per day/);
  });

  it('answers one policy (the policy page and its billing history) in Spanish and leaves the stored records English', async () => {
    const [policy] = await call(spanish, 'POST', '/api/policy', { policies: ['PPA1000101'] });
    expect(policy.typeName).toBe('Auto personal');
    expect(policy.type).toBe('PPA');
    expect(policy.billing.billingItems.length).toBeGreaterThan(0);
    for (const item of policy.billing.billingItems) expect(item.description).not.toMatch(/thank you|billed/i);
    const [stored] = await sql(`select type from policy where policy_number = 'PPA1000101' limit 1`);
    expect(stored.type).toBe('Personal Auto');
  });

  it('answers the claim form options in Spanish (loss types, sub-type names) and keeps the values the report sends back in English', async () => {
    const en = await call(english, 'GET', '/api/claim/options');
    const es = await call(spanish, 'GET', '/api/claim/options');
    expect(en.lossTypes.map((l: Json) => l.name)).toContain('Collision with another vehicle');
    expect(es.lossTypes.map((l: Json) => l.name)).toContain('Choque con otro vehículo');
    expect(es.lossTypes.map((l: Json) => l.lossTypeId)).toEqual(en.lossTypes.map((l: Json) => l.lossTypeId));
    expect(en.waterDamageTypeNames).toEqual(en.waterDamageTypes);
    expect(es.waterDamageTypes).toEqual(en.waterDamageTypes);
    expect(es.waterDamageTypeNames).toContain('Tubería rota o congelada');
    expect(es.otherDamageTypeNames).toContain('Derrumbe');
    expect(es.severities).toEqual(en.severities);
    expect(es.policies.map((p: Json) => p.typeName)).toContain('Auto personal');
    expect(en.policies.map((p: Json) => p.typeName)).toContain('Personal Auto');
  });

  it("answers a claim's detail with its type in the caller's language", async () => {
    expect((await call(english, 'GET', '/api/claim/1004582')).type).toBe('Auto');
    expect((await call(spanish, 'GET', '/api/claim/1004582')).type).toBe('Vehículo');
  });

  it('answers an anonymous one-time payment lookup in the language of Accept-Language (no token)', async () => {
    const find = async (language: string) => {
      const res = await t.call('POST', '/api/policy/onetime', {
        body: { policies: ['PPA1000101'], policyHolder: 'Emily Carter', zip: '46032' },
        headers: { ...from(), 'Accept-Language': language },
      });
      expect(res.status).toBe(200);
      return res.body.result.policies[0] as Json;
    };
    expect(await find('es-US,es;q=0.9')).toMatchObject({ type: 'Auto personal', displayName: 'Auto personal PPA1000101' });
    expect(await find('en-US')).toMatchObject({ type: 'Personal Auto', displayName: 'Personal Auto PPA1000101' });
  });
});
