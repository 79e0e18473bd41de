import { request as httpRequest } from 'node:http';
import { Client } from 'pg';
import { startInstance, startInstances, type Cluster } from './support/instances';

jest.setTimeout(240_000);

/** A GET on a connection of its own; resolves with the status, headers and body, rejects on a network error. */
function get(port: number, path: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('graceful shutdown (SIGTERM)', () => {
  let cluster: Cluster;
  let db: Client;
  beforeAll(async () => {
    cluster = await startInstances(1, { env: { SHUTDOWN_TIMEOUT_MS: '60000' } });
    db = new Client({ connectionString: cluster.database.url });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await cluster?.close();
  });

  it('finishes the request in flight with 200, refuses new connections, and exits 0', async () => {
    const [instance] = cluster.instances;
    // Hold the request in flight: it waits on a lock this test holds on the table it reads.
    await db.query('begin');
    await db.query('lock table system_info_message in access exclusive mode');
    const inFlight = get(instance.port, '/api/systeminfo');
    await until('the request waits on the lock', async () => {
      const { rows } = await db.query(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
      );
      return rows[0].n > 0;
    });

    instance.process.kill('SIGTERM');
    // A new connection after SIGTERM is refused: the instance no longer listens.
    await until('the port is closed', async () => {
      try {
        await get(instance.port, '/api/health?probe=live');
        return false;
      } catch (err) {
        return (err as NodeJS.ErrnoException).code === 'ECONNREFUSED';
      }
    });
    await expect(get(instance.port, '/api/health?probe=live')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(instance.process.exitCode).toBeNull(); // still draining: the request has not finished

    await db.query('commit');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ success: true });
    expect(res.headers.connection).toBe('close');
    expect(await instance.exited).toBe(0);
    expect(instance.output()).toMatch(/SIGTERM received: finishing requests in flight/);
  });

  it('cuts what is still running after SHUTDOWN_TIMEOUT_MS and exits 1', async () => {
    const instance = await startInstance('short-timeout', cluster.database.url, { JWT_SECRET: cluster.jwtSecret, SHUTDOWN_TIMEOUT_MS: '500' });
    await db.query('begin');
    await db.query('lock table system_info_message in access exclusive mode');
    try {
      const inFlight = get(instance.port, '/api/systeminfo');
      await until('the request waits on the lock', async () => {
        const { rows } = await db.query(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        );
        return rows[0].n > 0;
      });
      instance.process.kill('SIGTERM');
      await expect(inFlight).rejects.toMatchObject({ code: 'ECONNRESET' });
      expect(await instance.exited).toBe(1);
      expect(instance.output()).toMatch(/still running after 500 ms \(SHUTDOWN_TIMEOUT_MS\)/);
    } finally {
      await db.query('commit');
    }
  });
});
