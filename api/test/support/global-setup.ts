import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/database/embedded-postgres';

/**
 * Without DATABASE_URL the API tests run on embedded PGlite: one in-memory server per jest
 * worker (a test file resets its worker's schema before it starts). With DATABASE_URL every
 * test file creates a database of its own on that server (see database.ts).
 */
export default async function globalSetup(globalConfig: { maxWorkers?: number }): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const workers = Math.max(1, globalConfig.maxWorkers ?? 1);
  const servers: EmbeddedPostgres[] = [];
  for (let i = 0; i < workers; i++) servers.push(await startEmbeddedPostgres({ maxConnections: 20 }));
  (globalThis as { __PGLITE__?: EmbeddedPostgres[] }).__PGLITE__ = servers;
  process.env.PORTAL_TEST_PGLITE_URLS = servers.map((s) => s.url).join(',');
}
