/** Helpers shared by the README's commands (start, test, seed, reset): Node built-ins only, since they run before any install. */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { delimiter, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const binDir = join(root, 'node_modules', '.bin');

/** The project's runtime: the `node` package pinned in the root package.json (exact version), installed as node_modules/.bin/node. */
export const pinnedNode = {
  version: JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).devDependencies.node,
  path: join(binDir, process.platform === 'win32' ? 'node.cmd' : 'node'),
};

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

/** Installs dependencies when node_modules is missing, older than the lock file, or lacks the pinned Node. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const fresh = existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs - 1000 && installedNodeVersion() === pinnedNode.version;
  if (fresh) return;
  log('Installing dependencies (npm ci) ...');
  if (!onPinnedNode()) {
    log(
      `npm runs on Node.js ${process.version} this once: its EBADENGINE warnings (packages that need Node 22+) are expected, and everything after the install runs on Node.js ${pinnedNode.version}.`,
    );
  }
  runNpm(['ci', '--no-audit', '--no-fund']);
  if (installedNodeVersion() !== pinnedNode.version) {
    log(
      `npm ci did not install Node.js ${pinnedNode.version} at ${relative(root, pinnedNode.path)} (the "node" package's preinstall script fetches it from the npm registry).`,
    );
    process.exit(1);
  }
}

function installedNodeVersion() {
  try {
    if (!existsSync(pinnedNode.path)) return undefined;
    return JSON.parse(readFileSync(join(root, 'node_modules', 'node', 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}

/** True when this process runs on the pinned Node (node_modules/.bin/node), whatever started it. */
export function onPinnedNode() {
  try {
    return realpathSync(process.execPath) === realpathSync(pinnedNode.path);
  } catch {
    return false;
  }
}

/**
 * Makes the rest of the calling script run on the pinned Node: started by another Node (an
 * older system Node, say), it installs (npm ci) when needed and runs the same script again on
 * node_modules/.bin/node, passing signals on and exiting with its status, so it never returns.
 * On the pinned Node it prints the version in use (the first line of the command's output) and
 * installs when the lock file changed.
 */
export async function usePinnedNode() {
  if (onPinnedNode()) {
    log(`Node.js ${process.version} (${relative(root, process.execPath)})`);
    ensureInstalled();
  } else {
    log(`Node.js ${process.version} (${process.execPath}) started this; the portal runs on Node.js ${pinnedNode.version} from node_modules/.bin/node.`);
    ensureInstalled();
  }
  await runOnPinnedNode();
}

/**
 * Puts node_modules/.bin first on PATH, so every `node` a child process starts (turbo's tasks,
 * npm scripts, jest and its workers) is the pinned one; off the pinned Node, runs this script
 * again on it and never returns.
 */
export async function runOnPinnedNode() {
  process.env.PATH = [binDir, ...(process.env.PATH ?? '').split(delimiter).filter((p) => p && p !== binDir)].join(delimiter);
  if (onPinnedNode()) return;
  const child = spawn(pinnedNode.path, [...process.execArgv, process.argv[1], ...process.argv.slice(2)], { stdio: 'inherit', env: process.env });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('error', (err) => {
    log(`Could not run ${pinnedNode.path}: ${err.message}`);
    process.exit(1);
  });
  await new Promise(() => child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0))));
}

/** Bundles the spec, generates the client and builds api and web (turbo caches what did not change). */
export function build() {
  log('Building (spec bundle -> generated client -> api and web) ...');
  run(join(binDir, 'turbo'), ['run', 'build', '--output-logs=errors-only']);
}

export function spawnInherit(command, args, env) {
  return spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
}
