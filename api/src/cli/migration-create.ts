/**
 * Generates a migration from the difference between the entities and the schema that the
 * committed migrations build. Usage (from api/, after a build):
 *   node dist/cli/migration-create.js <name>
 * Connects to DATABASE_URL or an in-memory PGlite, applies the existing migrations, then
 * writes src/migrations/Migration<timestamp>_<name>.ts. Review the SQL before committing.
 */
import 'reflect-metadata';
import { migrateUp } from '../database/migrate';
import { openCliDatabase } from './database';

async function main(): Promise<void> {
  const name = process.argv[2];
  if (name !== undefined && !/^[a-z0-9_]+$/.test(name)) {
    throw new Error('The migration name must be snake_case letters and digits, e.g. core_records');
  }
  const db = await openCliDatabase(null);
  try {
    const applied = await migrateUp(db.orm);
    process.stdout.write(`Applied ${applied.length} existing migration(s) on ${db.description}.\n`);
    const result = await db.orm.migrator.create(undefined, false, false, name);
    if (!result.fileName) {
      process.stdout.write('No schema changes: nothing to generate.\n');
    } else {
      process.stdout.write(`Wrote src/migrations/${result.fileName} (${result.diff.up.length} statements).\n`);
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
