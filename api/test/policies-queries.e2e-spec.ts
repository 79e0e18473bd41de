import { MikroORM } from '@mikro-orm/postgresql';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

/**
 * Performance is designed in (no query per row, api/README.md "Read models"): listing policies
 * is two SQL statements (the user's links, then the read model of every term with its
 * relations aggregated as JSON), however many policies, vehicles, drivers, documents, cards and
 * claims there are; a document is two as well. A regression to select-in or N+1 loading fails
 * here. The profile, read by every signed-in page, is one statement.
 */
describe('read models: SQL statements per call', () => {
  let t: TestApp;
  let ip = 0;
  const queries: string[] = [];
  const headers = (token?: string) => ({ 'X-Forwarded-For': `198.20.0.${++ip}`, ...(token ? { Authorization: `Bearer ${token}` } : {}) });
  const login = async (username: string, password: string): Promise<string> => {
    const res = await t.call('POST', '/api/account/login', { body: { username, password, rememberMe: false }, headers: headers() });
    return res.body.result.token as string;
  };
  /** The tables each query of one listPolicies call reads, in order. */
  const tablesRead = async (token: string): Promise<{ tables: string[]; policies: number }> => {
    queries.length = 0;
    const res = await t.call('POST', '/api/policy', { body: {}, headers: headers(token) });
    expect(res.status).toBe(200);
    return {
      tables: queries.map((sql) => /^\/\* read model: ([a-z ]+) \*\//.exec(sql)?.[1] ?? /from "([a-z_]+)"/.exec(sql)?.[1] ?? sql),
      policies: res.body.result.length,
    };
  };

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT_PER_15_MINUTES: '1000' });
    // Every query the ORM sends passes through the connection's logQuery (logged or not).
    const connection = t.app.get(MikroORM).em.getConnection() as unknown as { logQuery(query: string, context?: unknown): void };
    const logQuery = connection.logQuery.bind(connection);
    connection.logQuery = (query, context) => {
      // The guard's session check (auth's, once per request) is not the call's own.
      if (!/from "session_family"/.test(query)) queries.push(query);
      logQuery(query, context);
    };
  });
  afterAll(() => t.close());

  it('lists policies in two statements, for one policy as for many: the links, then the read model', async () => {
    const many = await tablesRead(await login('demo@example.com', 'Harbor-Light-42'));
    const one = await tablesRead(await login('priya.raman@example.com', 'Harbor-Guest-42'));
    expect(many.policies).toBeGreaterThanOrEqual(5);
    expect(one.policies).toBe(1);
    for (const { tables } of [many, one]) expect(tables).toEqual(['user_policy', 'policy terms']);
  });

  it('serves a document in two statements: the links, then the document with its term', async () => {
    const token = await login('demo@example.com', 'Harbor-Light-42');
    const listed = await t.call('POST', '/api/policy', { body: {}, headers: headers(token) });
    const policy = (listed.body.result as { declarations: { printUrl: string }[]; cards: { printUrl: string }[] }[]).find(
      (p) => p.declarations.length && p.cards.length,
    )!;
    for (const printUrl of [policy.declarations[0]!.printUrl, policy.cards[0]!.printUrl]) {
      queries.length = 0;
      const res = await t.call('GET', `/api/document?q=${encodeURIComponent(printUrl)}`, { headers: headers(token) });
      expect(res.status).toBe(200);
      expect(queries).toHaveLength(2);
    }
  });

  it('answers the profile in one statement: its read model, the linked policy numbers aggregated in link order', async () => {
    const token = await login('demo@example.com', 'Harbor-Light-42');
    queries.length = 0;
    const res = await t.call('GET', '/api/profile', { headers: headers(token) });
    expect(res.status).toBe(200);
    expect(queries.map((sql) => /^\/\* read model: ([a-z ]+) \*\//.exec(sql)?.[1] ?? sql)).toEqual(['profile']);
    // Every policy of the account, as the entity's collection lists them (oldest link first).
    const listed = await t.call('POST', '/api/policy', { body: {}, headers: headers(token) });
    const linked = new Set((listed.body.result as { policyNumber: string }[]).map((p) => p.policyNumber));
    const numbers = (res.body.result.policies as { policyNumber: string }[]).map((p) => p.policyNumber);
    expect(new Set(numbers)).toEqual(linked);
    expect(numbers.length).toBeGreaterThanOrEqual(5);
  });

  it("answers the home content without loading the account's entity: its three flags, then the advertisement and the toggles", async () => {
    const token = await login('demo@example.com', 'Harbor-Light-42');
    queries.length = 0;
    const res = await t.call('GET', '/api/profile/home', { headers: headers(token) });
    expect(res.status).toBe(200);
    const read = queries.map((sql) => /^\/\* read model: ([a-z ]+) \*\//.exec(sql)?.[1] ?? /from "([a-z_]+)"/.exec(sql)?.[1] ?? sql);
    expect(read[0]).toBe('home flags');
    expect(read).not.toContain('user_account');
    expect(read).toHaveLength(3);
  });
});
