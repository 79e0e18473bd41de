#!/usr/bin/env node
/**
 * `npm test`: spec lint (Redocly + Spectral OWASP), bundle and client generation, type-check,
 * code lint (ESLint with types, zero warnings, and Prettier's check; turbo caches it while no file changed),
 * unit and API tests (jest + supertest; PGlite when DATABASE_URL is unset, otherwise that
 * server, each test file on a database of its own), then browser tests when a Chromium is found
 * (CHROMIUM_PATH or /usr/bin/chromium). With E2E_REQUIRED=1 a missing Chromium fails the run.
 * Everything runs on the pinned Node 24 (node_modules/.bin/node): the first line says which
 * Node is in use, and started by an older Node the script installs and runs again on it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { log, root, run, usePinnedNode } from './lib/workspace.mjs';

const { withVmModules } = createRequire(import.meta.url)('./lib/jest-vm-modules.cjs');

await usePinnedNode();
const started = Date.now();
const bin = (name) => join(root, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };
const resultsDir = join(root, 'test-artifacts', 'results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

log('1/6 Lint the spec (Redocly recommended + Spectral OWASP: zero errors) ...');
run(bin('turbo'), ['run', 'lint', '--output-logs=errors-only']);

log('2/6 Bundle the spec, generate the client, build and type-check ...');
run(bin('turbo'), ['run', 'build', 'typecheck', '--output-logs=errors-only']);

log('   Generated sources are never committed ...');
const tracked = spawnSync('git', ['ls-files', 'generated-client/src'], { cwd: root, encoding: 'utf8' });
if (tracked.status === 0 && tracked.stdout.trim()) {
  log(`generated-client/src is generated at build and gitignored, but git tracks:\n${tracked.stdout}Remove them with git rm --cached.`);
  process.exit(1);
}

log('3/6 Lint the code (ESLint with types: zero warnings; Prettier --check) ...');
const lintFailed = run(bin('turbo'), ['run', 'lint:code', '--output-logs=errors-only'], { allowFailure: true });
if (lintFailed) log('Lint failed (above): `npm run lint:code` shows it again; `npm run format` fixes formatting. The tests run anyway.');

log(`4/6 Unit and API tests on ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'} ...`);
const apiFailed = jest(['--config', 'api/jest.config.js'], 'api');
const webUnitFailed = jest(['--config', 'web/jest.unit.config.cjs'], 'web-unit');

log('5/6 Browser tests ...');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
let e2eFailed = 0;
if (existsSync(chromium)) {
  e2eFailed = jest(['--config', 'web/e2e/jest.config.cjs', '--runInBand'], 'e2e', { CHROMIUM_PATH: chromium });
} else if (process.env.E2E_REQUIRED === '1') {
  log(`No Chromium at ${chromium} and E2E_REQUIRED=1: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
} else {
  log(`Browser tests skipped: no Chromium at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH).`);
}

log(`6/6 Done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
if (lintFailed) log('Lint failed: see step 3/6.');
process.exit(lintFailed || apiFailed || webUnitFailed || e2eFailed || totals.failed ? 1 : 0);

function jest(args, name, env = {}) {
  const outputFile = join(resultsDir, `${name}.json`);
  // jest requires the ES-module-only NestJS 12 and MikroORM 7 through --experimental-vm-modules.
  const status = run(process.execPath, [bin('jest'), ...args, '--json', `--outputFile=${outputFile}`], {
    allowFailure: true,
    env: withVmModules({ ...process.env, ...env }),
  });
  if (existsSync(outputFile)) {
    const r = JSON.parse(readFileSync(outputFile, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    if (r.numTotalTests === 0) {
      log(`${name}: no test ran`);
      return 1;
    }
  }
  return status;
}
