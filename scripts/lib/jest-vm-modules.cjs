/**
 * NestJS 12 and MikroORM 7 ship as ES modules only. The compiled API (CommonJS) loads them
 * with Node's require(esm); under jest, whose module runtime runs every file in a vm context,
 * require(esm) works only when Node runs with --experimental-vm-modules (Node 24.9+ exposes
 * the synchronous vm.SourceTextModule evaluation jest needs). A jest config that requires this
 * file gets that flag whatever started jest: without it, the same jest command runs again with
 * the flag in NODE_OPTIONS (inherited by jest's workers) and this process exits with its status.
 * So `npx jest --config api/jest.config.js <file>` works as before.
 */
const vm = require('node:vm');

const FLAGS = ['--experimental-vm-modules', '--disable-warning=ExperimentalWarning'];

function hasVmModules() {
  return typeof vm.SourceTextModule?.prototype?.hasAsyncGraph === 'function';
}

function withVmModules(env = process.env) {
  const current = (env.NODE_OPTIONS ?? '').split(/\s+/).filter(Boolean);
  return { ...env, NODE_OPTIONS: [...current, ...FLAGS.filter((f) => !current.includes(f))].join(' ') };
}

function ensureVmModules() {
  if (hasVmModules()) return;
  if (process.env.PORTAL_JEST_VM_MODULES_RERUN) {
    throw new Error(
      `Node ${process.version} has no vm.SourceTextModule even with --experimental-vm-modules: run jest on the pinned Node 24 (node_modules/.bin/node).`,
    );
  }
  const { spawnSync } = require('node:child_process');
  const result = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...withVmModules(), PORTAL_JEST_VM_MODULES_RERUN: '1' },
  });
  process.exit(result.status ?? 1);
}

module.exports = { FLAGS, hasVmModules, withVmModules, ensureVmModules };
