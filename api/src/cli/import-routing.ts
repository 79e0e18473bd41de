/**
 * `npm run import:routing -- FILE`: loads a Federal Reserve FedACH participant directory file
 * (FedACHdir.txt, fixed-width) into the routing directory table that GET
 * /api/payment/bankname/{routingNumber} reads. Inserts or updates by routing number; lines whose
 * routing number fails the ABA checksum are skipped and counted. Uses DATABASE_URL, or the
 * embedded PGlite in DATA_DIR (stop `npm start` first: one process owns its data folder).
 */
import 'reflect-metadata';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { migrateUp } from '../database/migrate';
import { parseFedAchDirectory, RoutingDirectory } from '../payments';
import { defaultDataDir, openCliDatabase } from './database';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run import:routing -- FILE (a FedACH directory file, FedACHdir.txt format)');
  const { entries, skipped } = parseFedAchDirectory(await readFile(resolve(process.cwd(), file), 'latin1'));
  if (!entries.length) throw new Error(`${file}: no routing number found (is it a FedACH directory file?)`);
  const db = await openCliDatabase(defaultDataDir());
  try {
    await migrateUp(db.orm);
    const loaded = await new RoutingDirectory(db.orm.em.fork()).load(entries);
    process.stdout.write(`Loaded ${loaded} routing number(s) into ${db.description}; skipped ${skipped} line(s) that are not a valid directory record.\n`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
