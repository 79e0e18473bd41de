import type { MikroORM } from '@mikro-orm/core';

/** Applies every pending migration (all or nothing) and returns the names applied. */
export async function migrateUp(orm: MikroORM): Promise<string[]> {
  const applied = await orm.getMigrator().up();
  return applied.map((migration) => migration.name);
}
