#!/usr/bin/env node
/**
 * POST /api/admin/search (issue 15) on the 100k-policyholder scale book: the latency staff see
 * when they search members. Target: p95 <= 30 ms per call. Not a timed test (nothing asserts a
 * time); figures go in docs/performance.md ("Member search").
 *
 * 1. BENCH_DATABASE_URL (else DATABASE_URL), a real PostgreSQL; loads the demo book (it has the
 *    admin) and the scale book with the API's seed command unless they are loaded already.
 * 2. Starts the built portal (api/dist; `npm run build -w api` first) with
 *    scripts/bench/portal-server.mjs (production mode), signs in as admin@example.com.
 * 3. For each kind of criteria (a common last name, a rare name part, part of an email, a full
 *    email, part of a policy number, a full policy number, two letters, a miss, a later page,
 *    admins only) sends --calls sequential searches (one at a time: latency, not throughput)
 *    after --warmup, and prints p50, p95, p99 and the matches' total.
 *
 *   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/portal_bench node api/bench/admin-search.mjs --calls 200
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const { values: args } = parseArgs({
  options: {
    calls: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '4661' },
    json: { type: 'string' },
  },
});
const require = createRequire(join(repo, 'api', 'package.json'));
const pg = require('pg');
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Set BENCH_DATABASE_URL (or DATABASE_URL) to a PostgreSQL database for the benchmark.');
  process.exit(2);
}
const appDist = join(repo, 'api', 'dist');
const base = `http://127.0.0.1:${args.port}`;

const CASES = [
  ['common last name', { criteria: 'smith' }],
  ['rare name part', { criteria: 'ennifer jo' }],
  ['part of an email', { criteria: 'member4242' }],
  ['whole email', { criteria: 'member77777@scale.example.com' }],
  ['part of a policy number', { criteria: '5012' }],
  ['whole policy number', { criteria: 'PPA5031415' }],
  ['two letters', { criteria: 'jo' }],
  ['no match', { criteria: 'zzyzx' }],
  ['page 50 of a common name', { criteria: 'smith', page: 50 }],
  ['admins only', { criteria: 'example.com', isAdmin: true }],
];

async function ensureBook() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const has = async (email) => (await client.query('select 1 from user_account where email = $1', [email]).catch(() => ({ rowCount: 0 }))).rowCount === 1;
  const [demo, scale] = [await has('admin@example.com'), await has('member99999@scale.example.com')];
  await client.end();
  const seed = (extra) =>
    new Promise((done, fail) => {
      const child = fork(join(appDist, 'cli', 'seed.js'), extra, { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'inherit' });
      child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`seed ${extra.join(' ')} exited with ${code}`))));
    });
  if (!demo) await seed([]);
  if (!scale) await seed(['--policyholders', '100000']);
}

function startPortal(secret) {
  return new Promise((ready, fail) => {
    const child = fork(join(repo, 'scripts', 'bench', 'portal-server.mjs'), [], {
      env: { ...process.env, PORT: args.port, JWT_SECRET: secret, BENCH_APP_DIST: appDist, BENCH_DATABASE_URL: databaseUrl, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.on('message', (m) => m.ready && ready({ stop: () => new Promise((r) => (child.once('exit', r), child.send('stop'))) }));
    child.on('exit', (code) => fail(new Error(`portal exited with ${code} before it was ready`)));
  });
}

async function call(path, { token, body }) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

await ensureBook();
const portal = await startPortal(randomBytes(48).toString('base64url'));
const results = [];
try {
  const login = await call('/api/account/login', { body: { username: 'admin@example.com', password: 'Harbor-Admin-42', rememberMe: false } });
  if (login.status !== 200) throw new Error(`admin sign-in answered ${login.status}`);
  const token = login.body.result.token;
  for (const [name, body] of CASES) {
    for (let i = 0; i < Number(args.warmup); i++) await call('/api/admin/search', { token, body });
    const times = [];
    let total = 0;
    for (let i = 0; i < Number(args.calls); i++) {
      const started = performance.now();
      const res = await call('/api/admin/search', { token, body });
      times.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(res.body)}`);
      total = res.body.result.total;
    }
    times.sort((a, b) => a - b);
    const row = { case: name, total, p50: +percentile(times, 50).toFixed(1), p95: +percentile(times, 95).toFixed(1), p99: +percentile(times, 99).toFixed(1) };
    results.push(row);
    console.log(
      `${name.padEnd(28)} matches ${String(total).padStart(6)}  p50 ${String(row.p50).padStart(6)} ms  p95 ${String(row.p95).padStart(6)} ms  p99 ${String(row.p99).padStart(6)} ms`,
    );
  }
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${os.cpus().length} cores`,
  );
  if (args.json) (await import('node:fs')).writeFileSync(args.json, JSON.stringify(results, null, 2));
} finally {
  await portal.stop();
}
