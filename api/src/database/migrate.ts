import type { MikroORM } from '@mikro-orm/postgresql';

/** Applies every pending migration (all or nothing) and returns the names applied. */
export async function migrateUp(orm: MikroORM): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((migration) => migration.name);
}

/**
 * Runs `work` (migrations, the first seed) while holding a PostgreSQL advisory lock on a
 * connection of its own, so instances started together on one database take turns: the first
 * migrates, the others then find nothing pending. The lock goes with the connection if the
 * process dies.
 */
export async function whileHoldingStartupLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('portal:startup'))`);
    return await work();
  } finally {
    await client.query(`select pg_advisory_unlock(hashtext('portal:startup'))`).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
