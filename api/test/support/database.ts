import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface TestDatabase {
  url: string;
  release(): Promise<void>;
}

/**
 * A database of this test file's own. On PostgreSQL (DATABASE_URL set) it creates a fresh
 * database and drops it afterwards; on the embedded PGlite it empties the worker's server.
 */
export async function provisionDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `portal_test_${process.env.JEST_WORKER_ID ?? '0'}_${randomBytes(5).toString('hex')}`;
    await withClient(adminUrl, (c) => c.query(`create database "${name}"`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      release: () =>
        withClient(adminUrl, async (c) => {
          await c.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [name]);
          await c.query(`drop database if exists "${name}"`);
        }),
    };
  }
  const urls = (process.env.PORTAL_TEST_PGLITE_URLS ?? '').split(',').filter(Boolean);
  if (!urls.length) throw new Error('No test database: set DATABASE_URL or run through jest (global setup starts PGlite).');
  const url = urls[(Number(process.env.JEST_WORKER_ID ?? '1') - 1) % urls.length];
  // The job queue's schema too: jobs of the previous test file must not reach this one.
  await withClient(url, (c) => c.query('drop schema if exists pgboss cascade; drop schema if exists public cascade; create schema public;'));
  return { url, release: async () => undefined };
}

async function withClient<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
