#!/usr/bin/env node
/**
 * `npm run import:routing -- FILE`: loads a FedACH directory file into the routing directory
 * (bank names by routing number). Uses DATABASE_URL, or the embedded PGlite in DATA_DIR.
 */
import { resolve } from 'node:path';
import { build, spawnInherit, usePinnedNode } from './lib/workspace.mjs';

await usePinnedNode();
build();
// npm runs scripts from the repository root: the file is relative to where the command was typed.
const [file, ...rest] = process.argv.slice(2);
const args = file ? [resolve(process.env.INIT_CWD ?? process.cwd(), file), ...rest] : [];
const child = spawnInherit(process.execPath, ['api/dist/cli/import-routing.js', ...args]);
child.on('exit', (code) => process.exit(code ?? 1));
