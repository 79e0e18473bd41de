#!/usr/bin/env node
/**
 * POST /api/admin/search (issue 15) on the 100k-policyholder scale book: the latency staff see
 * when they search members. Target: p95 <= 30 ms per call. Not a timed test (nothing asserts a
 * time); figures go in docs/performance.md ("Member search").
 *
 * 1. BENCH_DATABASE_URL (else DATABASE_URL), a real PostgreSQL; loads the demo book (it has the
 *    admin) and the scale book with the API's seed command unless they are loaded already.
 *    BENCH_POLICYHOLDERS=1000 loads (and expects) a small scale book instead, to try the script.
 * 2. Starts the built portal (api/dist; `npm run build -w api` first) with
 *    scripts/bench/portal-server.mjs (production mode), signs in as admin@example.com (password
 *    and the demo admin's authenticator-app code).
 * 3. For each kind of criteria (a common last name, a rare name part, part of an email, a full
 *    email, part of a policy number, a full policy number, two letters, a miss, a later page,
 *    admins only) sends --calls sequential searches (one at a time: latency, not throughput)
 *    after --warmup, and prints p50, p95, p99 and the matches' total.
 *
 *   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/portal_bench node api/bench/admin-search.mjs --calls 200
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { adminToken, callJson, ensureBooks, percentile, requireDatabaseUrl, scaleBookSize, startServer } from '../../scripts/bench/lib.mjs';

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
const databaseUrl = requireDatabaseUrl();
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

const ensureBook = () => ensureBooks(databaseUrl, { appDist, demoEmail: 'admin@example.com' });
const startPortal = (secret) => startServer({ port: args.port, secret, appDist, databaseUrl });
const call = (path, { token, body }) => callJson(base, 'POST', path, { token, body });

await ensureBook();
const portal = await startPortal(randomBytes(48).toString('base64url'));
const results = [];
try {
  let token = await adminToken(base, { appDist });
  console.log(
    `scale book: ${scaleBookSize()} policyholders${scaleBookSize() < 100_000 ? ' (a small book: the figures say nothing about the 30 ms target)' : ''}; ${args.calls} calls per kind after ${args.warmup} warm-up calls`,
  );
  for (const [name, body] of CASES) {
    for (let i = 0; i < Number(args.warmup); i++) {
      if ((await call('/api/admin/search', { token, body })).status === 401) token = await adminToken(base, { appDist });
    }
    const times = [];
    let total = 0;
    for (let i = 0; i < Number(args.calls); i++) {
      const started = performance.now();
      const res = await call('/api/admin/search', { token, body });
      const ms = performance.now() - started;
      if (res.status === 401) {
        // The access token lasts minutes: sign in again and repeat the call (not timed).
        token = await adminToken(base, { appDist });
        i--;
        continue;
      }
      times.push(ms);
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
