import { MikroORM } from '@mikro-orm/postgresql';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

/**
 * Performance is designed in (no query per row): listing policies loads every relation of all
 * the user's policies in a fixed number of queries, however many policies, vehicles, drivers,
 * documents, cards and claims there are.
 */
describe('listPolicies query count', () => {
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
    return { tables: queries.map((sql) => /from "([a-z_]+)"/.exec(sql)?.[1] ?? sql), policies: res.body.result.length };
  };

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT_PER_15_MINUTES: '1000' });
    // Every query the ORM sends passes through the connection's logQuery (logged or not).
    const connection = t.app.get(MikroORM).em.getConnection() as unknown as { logQuery(query: string, context?: unknown): void };
    const logQuery = connection.logQuery.bind(connection);
    connection.logQuery = (query, context) => {
      queries.push(query);
      logQuery(query, context);
    };
  });
  afterAll(() => t.close());

  it('reads each table once, for one policy as for many (no query per row)', async () => {
    const many = await tablesRead(await login('demo@example.com', 'Harbor-Light-42'));
    const one = await tablesRead(await login('priya.raman@example.com', 'Harbor-Guest-42'));
    expect(many.policies).toBeGreaterThanOrEqual(5);
    expect(one.policies).toBe(1);
    for (const { tables } of [many, one]) expect(new Set(tables).size).toBe(tables.length);
    // The only difference allowed is a relation one user has and the other lacks (an account bill).
    expect(many.tables.filter((table) => !one.tables.includes(table))).toEqual(['billing_account']);
    expect(one.tables.every((table) => many.tables.includes(table))).toBe(true);
  });
});
