import type { MikroORM } from '@mikro-orm/postgresql';

/** Applies every pending migration (all or nothing) and returns the names applied. */
export async function migrateUp(orm: MikroORM): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((migration) => migration.name);
}
