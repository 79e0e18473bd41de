import { MikroORM, type PostgreSqlConnection } from '@mikro-orm/postgresql';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * One stuck statement or abandoned transaction must not hold the portal: every connection of
 * the pool starts with statement_timeout and idle_in_transaction_session_timeout. PostgreSQL
 * enforces them; PGlite (the embedded database) accepts but cannot enforce them (see README,
 * Configuration), so the cancelling is proven on PostgreSQL only.
 */
describe('database: every connection has a statement and an idle-in-transaction timeout', () => {
  let t: TestApp;
  let orm: MikroORM;
  const sql = <T>(query: string) => orm.em.fork().getConnection().execute(query) as Promise<T>;

  beforeAll(async () => {
    // The app migrates its database at start under these limits too: on a loaded CI machine a
    // pause of over 1.5 s between two statements of the migration transaction happened, and the
    // server ended that session. 5 s leaves room; the tests below wait for effects, not for time.
    t = await startTestApp({ DB_STATEMENT_TIMEOUT_MS: '2000', DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '5000' });
    orm = t.app.get(MikroORM);
  });
  afterAll(() => t.close());

  (onPostgres ? it : it.skip)('starts every pooled connection with the configured limits', async () => {
    const [row] = await sql<Array<{ statement_timeout: string; idle: string }>>(
      "select current_setting('statement_timeout') as statement_timeout, current_setting('idle_in_transaction_session_timeout') as idle",
    );
    expect(row).toEqual({ statement_timeout: '2s', idle: '5s' });
  });

  (onPostgres ? it : it.skip)('cancels a statement that runs longer than DB_STATEMENT_TIMEOUT_MS while the API keeps answering', async () => {
    const sleeping = sql('select pg_sleep(30)').then(
      () => ({ cancelled: false, code: undefined as string | undefined }),
      (err: { code?: string }) => ({ cancelled: true, code: err.code }),
    );
    // While that statement holds one connection, the readiness probe (a database query) answers.
    const health = await t.call('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body.result.checks.database.status).toBe('up');
    // 57014: query_canceled ("canceling statement due to statement timeout").
    expect(await sleeping).toEqual({ cancelled: true, code: '57014' });
    expect((await t.call('GET', '/api/health')).status).toBe(200);
  });

  (onPostgres ? it : it.skip)('ends a session left idle inside a transaction, releasing what it held', async () => {
    // A connection of the ORM's own pool (MikroORM 7: the node-postgres Pool behind kysely).
    const pool = await (orm.em.getConnection() as PostgreSqlConnection).getNativeClient();
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('select 1');
      // Left idle: the server ends the session once the timeout passes (nothing is timed here:
      // the next statement waits for that to have happened).
      const ended = await new Promise<boolean>((resolveEnded) => {
        client.once('error', () => resolveEnded(true));
        client.once('end', () => resolveEnded(true));
      });
      expect(ended).toBe(true);
      await expect(client.query('select 1')).rejects.toThrow();
    } finally {
      // The session is gone: release it as broken so the pool drops it.
      client.release(true);
    }
    expect((await t.call('GET', '/api/health')).status).toBe(200);
  });
});
