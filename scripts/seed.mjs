#!/usr/bin/env node
/**
 * `npm run seed`: loads the demo book (idempotent), or with `--policyholders N` adds a large
 * synthetic book for benchmarks. Uses DATABASE_URL, or the embedded PGlite in DATA_DIR.
 * Stop `npm start` first when using the embedded database (one process owns its data folder).
 */
import { build, spawnInherit, usePinnedNode } from './lib/workspace.mjs';

await usePinnedNode();
build();
const child = spawnInherit(process.execPath, ['api/dist/cli/seed.js', ...process.argv.slice(2)]);
child.on('exit', (code) => process.exit(code ?? 1));
