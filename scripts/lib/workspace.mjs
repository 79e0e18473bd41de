/** Helpers shared by the README's commands (start, test, seed, reset): Node built-ins only, since they run before any install. */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function log(message) {
  process.stdout.write(`\x1b[36m[portal]\x1b[0m ${message}\n`);
}

/** Runs a command in the repo root, inheriting output; exits the process when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', ...options.env } });
  if (result.status !== 0) {
    if (options.allowFailure) return result.status ?? 1;
    log(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  return 0;
}

export function runNpm(args, options) {
  return run(npm, args, options);
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs - 1000) return;
  log('Installing dependencies (npm ci) ...');
  runNpm(['ci', '--no-audit', '--no-fund']);
}

/** Bundles the spec, generates the client and builds api and web (turbo caches what did not change). */
export function build() {
  log('Building (spec bundle -> generated client -> api and web) ...');
  run(join(root, 'node_modules', '.bin', 'turbo'), ['run', 'build', '--output-logs=errors-only']);
}

export function spawnInherit(command, args, env) {
  return spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
}
