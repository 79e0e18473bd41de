/**
 * What every benchmark script shares (scripts/bench/*.mjs, api/bench/*.mjs): the figures
 * (percentile, median, rounding), the database a run needs (the demo and scale books loaded once,
 * or a scratch database dropped after), the portal as a child process (portal-server.mjs, or the
 * app in a forked copy of the script itself), the server's event-loop delay, and the IPC between
 * the bench and its server. Nothing here asserts a time: the scripts print figures for
 * docs/performance.md.
 */
import { API_NODE_FLAGS } from '../lib/node-flags.mjs';
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

export const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const defaultAppDist = join(repo, 'api', 'dist');

/** A module from the API's dependencies (pg, autocannon ...), resolved as the API resolves it. */
export const apiRequire = createRequire(join(repo, 'api', 'package.json'));

/** The p-th percentile (0-100) of an ascending list; NaN for an empty one. */
export const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
export const median = (xs) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );
/** One decimal, or '-' for a figure that was not measured. */
export const round = (n) => (Number.isFinite(n) ? Math.round(n * 10) / 10 : '-');
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** BENCH_DATABASE_URL, else DATABASE_URL: the PostgreSQL the scale benchmarks need; exits 2 without one. */
export function requireDatabaseUrl() {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) {
    console.error('Set BENCH_DATABASE_URL (or DATABASE_URL) to a PostgreSQL database for the benchmark.');
    process.exit(2);
  }
  return url;
}

/**
 * The scale book's size: 100,000 policyholders (the issues' targets), or BENCH_POLICYHOLDERS to
 * try a bench quickly on a small book (its figures then say nothing about the targets).
 */
export function scaleBookSize() {
  const n = Number(process.env.BENCH_POLICYHOLDERS ?? 100_000);
  if (!Number.isInteger(n) || n < 1) throw new Error('BENCH_POLICYHOLDERS must be a whole number of at least 1');
  return n;
}

/**
 * Loads the demo book and the 100k-policyholder scale book with the API's own seed command
 * unless they are there (`demoEmail` and `scaleEmail` are the accounts that prove each is).
 * Answers the server's version for the report.
 */
export async function ensureBooks(
  databaseUrl,
  {
    appDist = defaultAppDist,
    demoEmail = 'demo@example.com',
    policyholders = scaleBookSize(),
    scaleEmail = `member${policyholders - 1}@scale.example.com`,
  } = {},
) {
  const pg = apiRequire('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const has = async (email) => {
    try {
      return (await client.query('select 1 from user_account where email = $1', [email])).rowCount === 1;
    } catch {
      return false; // no schema yet
    }
  };
  const [demo, scale] = [await has(demoEmail), await has(scaleEmail)];
  const version = (await client.query('show server_version')).rows[0].server_version;
  await client.end();
  const seed = (extra) =>
    new Promise((done, fail) => {
      const child = fork(join(appDist, 'cli', 'seed.js'), extra, { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'inherit' });
      child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`seed ${extra.join(' ')} exited with ${code}`))));
    });
  if (!demo) await seed([]);
  if (!scale) await seed(['--policyholders', String(policyholders)]);
  return version;
}

/**
 * Starts a benchmarked server (`script`: portal-server.mjs by default, or baseline-server.mjs)
 * as a child process on `port`. Resolves when it is listening with { name, port, child, ask,
 * stop }: `ask(message)` sends an IPC message and resolves with the server's answer
 * (server-probe.mjs: 'reset', 'report').
 */
export function startServer({
  name = 'portal',
  script = join(repo, 'scripts', 'bench', 'portal-server.mjs'),
  port,
  secret = randomBytes(48).toString('base64url'),
  appDist = defaultAppDist,
  databaseUrl,
  env = {},
  execArgv = [...API_NODE_FLAGS],
}) {
  return new Promise((ready, fail) => {
    const child = fork(script, [], {
      execArgv,
      env: { ...process.env, PORT: String(port), JWT_SECRET: secret, BENCH_APP_DIST: appDist, BENCH_DATABASE_URL: databaseUrl, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const waiting = [];
    child.on('message', (m) => {
      if (m.ready) ready(server);
      else waiting.shift()?.(m);
    });
    child.on('exit', (code) => fail(new Error(`${name} exited with ${code} before it was ready`)));
    const ask = (message) => new Promise((r) => (waiting.push(r), child.send(message)));
    const server = { name, port, child, ask, stop: () => new Promise((r) => (child.once('exit', r), child.send('stop'))) };
  });
}

/**
 * The demo administrator's access token: password, then the authenticator-app code (staff must
 * have a second factor for the back office; the demo admin's secret is the seed's
 * DEMO_ADMIN_TOTP_SECRET). A code works once per 30-second step, so a step another run just used
 * is waited out once.
 */
export async function adminToken(base, { appDist = defaultAppDist } = {}) {
  const load = (file) => createRequire(join(appDist, 'main.js'))(join(appDist, file));
  const { DEMO_ADMIN_EMAIL, DEMO_PASSWORDS, DEMO_ADMIN_TOTP_SECRET } = load('seed/demo-plan.js');
  const { totpCode } = load('auth/second-factor-rules.js');
  for (let attempt = 1; ; attempt++) {
    const login = await callJson(base, 'POST', '/api/account/login', {
      body: { username: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORDS.admin, rememberMe: false },
    });
    if (login.status !== 200) throw new Error(`admin sign-in answered ${login.status} ${JSON.stringify(login.body)}`);
    if (!login.body.result.secondFactorRequired) return login.body.result.token;
    const code = totpCode(DEMO_ADMIN_TOTP_SECRET, Date.now());
    const second = await callJson(base, 'POST', '/api/account/login/secondfactor', { body: { challengeToken: login.body.result.challengeToken, code } });
    if (second.status === 200) return second.body.result.token;
    if (attempt === 2) throw new Error(`admin second factor answered ${second.status} ${JSON.stringify(second.body)}`);
    await sleep(30_000 - (Date.now() % 30_000) + 500); // the code of this step was used already
  }
}

/** One JSON call; answers the status and the parsed body (null when it is not JSON). */
export async function callJson(base, method, path, { token, body, headers = {} } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/**
 * Runs `fn` with a scratch database created on the server of `adminUrl` and dropped after
 * (even when `fn` throws); without `adminUrl`, `fn(undefined)`: the app then uses an embedded
 * PGlite.
 */
export async function withScratchDatabase(adminUrl, prefix, fn) {
  if (!adminUrl) return fn(undefined);
  const { Client } = apiRequire('pg');
  const name = `${prefix}_${process.pid}`;
  const admin = async (sql) => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  try {
    return await fn(Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString());
  } finally {
    await admin(`drop database if exists "${name}" with (force)`);
  }
}

/**
 * The real app in this process, for a script that forks itself as its own server: on
 * BENCH_DATABASE_URL, else an embedded PGlite in a temporary folder; production mode, silent
 * logs, no web, rate limits raised. Answers { app, port, close }.
 */
/** The bench books' app-code key (a throwaway database's, not a secret). */
export const BENCH_TOTP_ENCRYPTION_KEY = '62656e63682d626f6f6b732d746f74702d6b65792d6e6f742d612d7365637265';

export async function listenApp({ appDist = defaultAppDist, seedDemo = false, maxConnections = 20, env = {} } = {}) {
  const require = createRequire(join(appDist, 'main.js'));
  const { loadConfig } = require(join(appDist, 'config/app-config.js'));
  const { createApp } = require(join(appDist, 'app.factory.js'));
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  let databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  let embedded;
  if (!databaseUrl) {
    const { startEmbeddedPostgres } = require(join(appDist, 'database/embedded-postgres.js'));
    embedded = await startEmbeddedPostgres({ dataDir, maxConnections });
    databaseUrl = embedded.url;
  }
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED_DEMO: String(seedDemo),
    SERVE_WEB: 'false',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    // One key for every run: DATA_DIR is new each run, and a reused book's app-code secrets are
    // encrypted with the key of the run that seeded it (a generated key would refuse to start).
    TOTP_ENCRYPTION_KEY: process.env.BENCH_TOTP_ENCRYPTION_KEY ?? BENCH_TOTP_ENCRYPTION_KEY,
    RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_15_MINUTES: '100000',
    ...env,
  });
  const { app } = await createApp(config, databaseUrl);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const close = async () => {
    await app.close();
    await embedded?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, port: app.getHttpServer().address().port, close };
}

/**
 * The server's own event-loop delay: what its work blocks, apart from the machine's load. The
 * histogram records each whole timer interval, so the delay is what exceeds the resolution.
 */
export function loopDelayMeter(resolution = 10) {
  const delay = monitorEventLoopDelay({ resolution });
  delay.enable();
  const ms = (ns) => Math.max(0, Math.round((ns / 1e6 - resolution) * 10) / 10);
  return {
    reset: () => delay.reset(),
    read: () => ({ p50: ms(delay.percentile(50)), p95: ms(delay.percentile(95)), p99: ms(delay.percentile(99)), max: ms(delay.max) }),
    disable: () => delay.disable(),
  };
}

/** The child's next IPC message that has `key`. */
export const nextMessage = (child, key) =>
  new Promise((resolve) =>
    child.on('message', function on(m) {
      if (key in m) {
        child.off('message', on);
        resolve(m);
      }
    }),
  );
