import type { EmbeddedPostgres } from '../../src/database/embedded-postgres';

export default async function globalTeardown(): Promise<void> {
  const servers = (globalThis as { __PGLITE__?: EmbeddedPostgres[] }).__PGLITE__ ?? [];
  await Promise.all(servers.map((s) => s.stop()));
}
