/**
 * Seeds the database (`npm run seed`). Without options: applies migrations and loads the demo
 * book if the database has none. With `--policyholders N`: adds N synthetic policyholders
 * for benchmarks and prints the time taken. Uses DATABASE_URL, else the embedded PostgreSQL
 * in DATA_DIR (default <repo root>/.data).
 */
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { migrateUp } from '../database/migrate';
import { seedDemoIfEmpty, seedScale } from '../seed';
import { defaultDataDir, openCliDatabase } from './database';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { policyholders: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    process.stdout.write('Usage: seed [--policyholders N]\n');
    return;
  }
  let policyholders: number | undefined;
  if (values.policyholders !== undefined) {
    policyholders = Number(values.policyholders);
    if (!Number.isInteger(policyholders) || policyholders < 1) {
      throw new Error('--policyholders must be a whole number of at least 1');
    }
  }

  const db = await openCliDatabase(defaultDataDir());
  try {
    const applied = await migrateUp(db.orm);
    process.stdout.write(`Database: ${db.description}; ${applied.length} migration(s) applied.\n`);
    if (policyholders === undefined) {
      const started = Date.now();
      const seeded = await seedDemoIfEmpty(db.orm);
      process.stdout.write(
        seeded
          ? `Demo book loaded in ${((Date.now() - started) / 1000).toFixed(1)} s (see api/src/seed/README.md for the accounts).\n`
          : 'The database already holds a book: nothing seeded.\n',
      );
    } else {
      const result = await seedScale(db.orm, policyholders, (msg) => process.stdout.write(`${msg}\n`));
      process.stdout.write(`Added ${result.policyholders} policyholders and ${result.policies} policies in ${(result.ms / 1000).toFixed(1)} s.\n`);
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
