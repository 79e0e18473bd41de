#!/usr/bin/env node
/**
 * `npm start`: installs what is missing, builds, then runs the API in production mode; the API
 * migrates the database, loads the demo book on first run and serves the portal and its API
 * on one port (PORT, default 3000). Without DATABASE_URL it uses the embedded PGlite in DATA_DIR.
 * Started by an older Node, it installs first and runs again on the pinned Node 24
 * (node_modules/.bin/node), so the API always runs on the project's runtime.
 */
import { API_NODE_FLAGS } from './lib/node-flags.mjs';
import { build, log, spawnInherit, usePinnedNode } from './lib/workspace.mjs';

await usePinnedNode();
build();
log('Starting the portal ...');
const child = spawnInherit(process.execPath, [...API_NODE_FLAGS, 'api/dist/main.js'], { NODE_ENV: process.env.NODE_ENV ?? 'production' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
