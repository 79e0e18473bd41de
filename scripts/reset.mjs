#!/usr/bin/env node
/** `npm run reset`: wipes the embedded database's data folder (DATA_DIR, default ./.data). The next start loads the demo book again. */
import { existsSync, rmSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { log, root } from './lib/workspace.mjs';

const dir = process.env.DATA_DIR
  ? isAbsolute(process.env.DATA_DIR)
    ? process.env.DATA_DIR
    : resolve(process.cwd(), process.env.DATA_DIR)
  : join(root, '.data');
if (process.env.DATABASE_URL) log('DATABASE_URL is set: reset only wipes the embedded database folder, not that server.');
if (!existsSync(dir)) {
  log(`Nothing to reset: ${dir} does not exist.`);
} else {
  rmSync(dir, { recursive: true, force: true });
  log(`Removed ${dir}. The next npm start migrates and loads the demo book again.`);
}
