import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgresInChild, type ChildEmbeddedPostgres } from '../../test/support/embedded-postgres-child';
import { startEmbeddedPostgres } from './embedded-postgres';

jest.setTimeout(60_000);

/** Every path under dir (itself included) whose mode lets group or others in. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) found.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
  return found;
}

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The server runs in a child process, as the portal's does in its own: PGlite cannot start inside jest's sandbox. */
describe(startEmbeddedPostgres.name, () => {
  const dirs: string[] = [];
  const servers: ChildEmbeddedPostgres[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-embedded-test-'));
    dirs.push(dir);
    return dir;
  };
  const start = async (opts: Parameters<typeof startEmbeddedPostgresInChild>[0]) => {
    const server = await startEmbeddedPostgresInChild(opts);
    servers.push(server);
    return server;
  };

  afterAll(async () => {
    for (const server of servers) await server.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  describe('with a DATA_DIR an earlier version left open to others, and a socket file a killed process left', () => {
    let dataDir: string;
    let db: ChildEmbeddedPostgres;

    beforeAll(async () => {
      dataDir = join(tempDir(), 'old-data');
      mkdirSync(join(dataDir, 'pgdata', 'base'), { recursive: true });
      mkdirSync(join(dataDir, 'run'));
      chmodSync(dataDir, 0o777);
      chmodSync(join(dataDir, 'pgdata'), 0o777);
      writeFileSync(join(dataDir, 'jwt-secret'), 'x'.repeat(48));
      chmodSync(join(dataDir, 'jwt-secret'), 0o666);
      writeFileSync(join(dataDir, 'pgdata', 'base', 'left-over'), 'data');
      chmodSync(join(dataDir, 'pgdata', 'base', 'left-over'), 0o666);
      writeFileSync(join(dataDir, 'run', '.s.PGSQL.5432'), '');
      expect(openToOthers(dataDir).length).toBeGreaterThanOrEqual(4);
      db = await start({ dataDir });
    });

    it('serves the database only on a Unix socket in an owner-only folder of DATA_DIR, with no TCP port', async () => {
      expect(db.socketDir).toBe(join(dataDir, 'run'));
      expect(statSync(db.socketDir).mode & 0o777).toBe(0o700);
      expect(statSync(join(db.socketDir, '.s.PGSQL.5432')).isSocket()).toBe(true);
      // The URL names the socket folder as its host: node-postgres never opens a TCP connection.
      expect(decodeURIComponent(new URL(db.url).hostname)).toBe(db.socketDir);
      expect(await query<{ ok: number }>(db.url, 'select 1 as ok')).toEqual([{ ok: 1 }]);
    });

    it('makes DATA_DIR owner-only and takes group and other permissions off what was there and what PGlite writes', async () => {
      await query(db.url, "create table t (id int primary key, v text); insert into t select g, repeat('x', 100) from generate_series(1, 5000) g; checkpoint");
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
      expect(readdirSync(join(dataDir, 'pgdata')).length).toBeGreaterThan(5);
      expect(openToOthers(dataDir)).toEqual([]);
    });

    it('refuses to open the same DATA_DIR in a second process while the first serves it', async () => {
      await expect(startEmbeddedPostgresInChild({ dataDir })).rejects.toThrow(/Another process is using the embedded database/);
      expect(await query<{ n: number }>(db.url, 'select count(*)::int as n from t')).toEqual([{ n: 5000 }]);
    });
  });

  describe('several connections at once', () => {
    let db: ChildEmbeddedPostgres;

    beforeAll(async () => {
      db = await start({});
    });

    it("keeps a parameterised query's messages together while other connections send theirs: every connection gets its answer", async () => {
      // node-postgres sends a query with parameters as Parse, Bind, Describe, Execute, Sync (the
      // job queue does), one without as one message. Statements queue up behind an open
      // transaction; when it commits, before the fix another connection's statement ran between
      // a Parse and its Bind (PGlite has one session: it dropped the unnamed statement), the Bind
      // failed, and PostgreSQL skipped the other connections' messages until the Sync: the
      // parameterised query failed and the skipped connections never got an answer.
      const connect = async () => {
        const client = new Client({ connectionString: db.url });
        client.on('error', () => undefined);
        await client.connect();
        return client;
      };
      const holder = await connect();
      const clients = await Promise.all([connect(), connect(), connect(), connect()]);
      let timer: NodeJS.Timeout | undefined;
      const stalled = new Promise<'stalled'>((resolve) => (timer = setTimeout(() => resolve('stalled'), 20_000)));
      try {
        for (let round = 0; round < 5; round++) {
          await holder.query('begin');
          await holder.query('select 1');
          const answers = clients.map((client, k) =>
            (k % 2 === 0 ? client.query('select $1::int as n', [round * 10 + k]) : client.query(`select ${round * 10 + k} as n`)).then(
              (r) => r.rows,
              (err: Error) => err.message,
            ),
          );
          // Let every message reach the queue behind the open transaction, then end it.
          await new Promise((r) => setTimeout(r, 100));
          await holder.query('commit');
          expect(await Promise.race([Promise.all(answers), stalled])).toEqual(clients.map((_, k) => [{ n: round * 10 + k }]));
        }
      } finally {
        clearTimeout(timer);
        // A stalled client never answers end(): close its socket instead.
        for (const client of [holder, ...clients]) (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      }
    });
  });

  describe('in memory (tests), with an idle timeout', () => {
    let db: ChildEmbeddedPostgres;

    beforeAll(async () => {
      db = await start({ idleTimeoutMs: 1000 });
    });

    it('ends a connection left idle inside a transaction, so the other connections are not held back', async () => {
      await query(db.url, 'create table t (id int primary key)');
      const abandoned = new Client({ connectionString: db.url });
      abandoned.on('error', () => undefined);
      await abandoned.connect();
      await abandoned.query('begin');
      await abandoned.query('insert into t values (1)');
      // PGlite runs one transaction at a time: this waits until the abandoned one is rolled back.
      // The waiting connection is itself idle while it waits, so it asks late in the abandoned
      // one's idle window: it is served ~800 ms before its own window would close it.
      await new Promise((r) => setTimeout(r, 800));
      expect(await query<{ n: number }>(db.url, 'select count(*)::int as n from t')).toEqual([{ n: 0 }]);
      await expect(abandoned.query('select 1')).rejects.toThrow();
    });

    it('keeps the socket in a private temporary folder, removed on stop', async () => {
      expect(statSync(db.socketDir).mode & 0o777).toBe(0o700);
      await db.stop();
      expect(existsSync(db.socketDir)).toBe(false);
    });
  });
});
