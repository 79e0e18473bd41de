#!/usr/bin/env node
/**
 * POST /api/admin/importusers (issue 15) with large users CSVs: does the portal's memory stay
 * flat while a 100,000-row file is uploaded, parsed and imported? Not a timed test (nothing
 * asserts); figures go in docs/performance.md ("User import").
 *
 * 1. BENCH_DATABASE_URL (else DATABASE_URL), a real PostgreSQL; loads the demo book (it has the
 *    admin) with the API's seed command unless it is loaded already.
 * 2. Starts the built portal (api/dist; `npm run build -w api` first) with
 *    scripts/bench/portal-server.mjs (production mode, role `all`: the same process receives the
 *    file and runs the batch jobs), signs in as admin@example.com (password and the demo admin's app code).
 * 3. For each --rows size (default 10000,100000) writes a CSV to a temporary file (rows with
 *    unique addresses and policy numbers that are not in the book: every row is stored, goes
 *    through a batch job and is refused there, set-based; no accounts are created, so the run can
 *    be repeated), uploads it streamed from disk (fs.openAsBlob), and reports the server's peak
 *    RSS and peak V8 heap in use (server-probe.mjs, sampled every 20 ms) during the upload and
 *    during the batch jobs, the heap in use after a full GC (the portal runs with --expose-gc)
 *    at the start, after the upload and after the jobs, the upload's time and the time until
 *    the run is done.
 * If memory is flat, the 100,000-row peaks are close to the 10,000-row ones and the heap after
 * GC comes back to where it started (RSS alone cannot tell: V8 returns pages lazily).
 *
 *   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/portal_bench node api/bench/admin-import.mjs --rows 10000,100000
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, openAsBlob, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { adminToken } from '../../scripts/bench/lib.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000,100000' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '4662' },
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

async function ensureDemoBook() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const found = await client.query(`select 1 from user_account where email = 'admin@example.com'`).catch(() => ({ rowCount: 0 }));
  await client.end();
  if (found.rowCount === 1) return;
  await new Promise((done, fail) => {
    const child = fork(join(appDist, 'cli', 'seed.js'), [], { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`seed exited with ${code}`))));
  });
}

/** The portal in a child process, with its probe (CPU, peak RSS) over IPC. */
function startPortal(secret) {
  return new Promise((ready, fail) => {
    const child = fork(join(repo, 'scripts', 'bench', 'portal-server.mjs'), [], {
      // A full GC on request (the probe's 'gc'): the heap after GC is what the run retains.
      execArgv: ['--expose-gc'],
      env: { ...process.env, PORT: args.port, JWT_SECRET: secret, BENCH_APP_DIST: appDist, BENCH_DATABASE_URL: databaseUrl, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const ask = (message, key) =>
      new Promise((answer) => {
        const listener = (m) => {
          if (m[key] !== undefined) {
            child.off('message', listener);
            answer(m);
          }
        };
        child.on('message', listener);
        child.send(message);
      });
    child.on('message', (m) => {
      if (m.ready)
        ready({
          reset: () => ask('reset', 'reset'),
          report: async () => (await ask('report', 'report')).report,
          gc: async () => (await ask('gc', 'gc')).gc,
          stop: () => new Promise((r) => (child.once('exit', r), child.send('stop'))),
        });
    });
    child.on('exit', (code) => fail(new Error(`portal exited with ${code} before it was ready`)));
  });
}

/** A users CSV of `rows` rows, written to disk line by line (the bench holds no file either). */
async function writeCsv(rows, tag) {
  const path = join(os.tmpdir(), `users-import-bench-${tag}-${rows}.csv`);
  const out = createWriteStream(path);
  const write = (line) => (out.write(line) ? undefined : new Promise((r) => out.once('drain', r)));
  await write('email,firstName,lastName,policyNumbers,phone\n');
  for (let i = 0; i < rows; i++) {
    // HOM9xxxxxx: not a policy of the book (the demo's and the scale book's are below 9).
    await write(
      `bench.${tag}.${i}@import-bench.example.com,Bench,Row ${i},HOM9${String(i).padStart(6, '0')},(317) 555-${String(i % 10000).padStart(4, '0')}\n`,
    );
  }
  await new Promise((r) => out.end(r));
  return path;
}

const mb = (bytes) => Math.round(bytes / 1048576);

await ensureDemoBook();
const portal = await startPortal(randomBytes(48).toString('base64url'));
const results = [];
try {
  let token = await adminToken(base, { appDist });
  if (!(await portal.gc()).exposed) throw new Error('the portal did not get --expose-gc: the after-GC figures would mean nothing');
  const tag = randomBytes(3).toString('hex');
  for (const rows of args.rows.split(',').map(Number)) {
    const path = await writeCsv(rows, tag);
    const bytes = statSync(path).size;
    const before = await portal.gc();
    const { rssMb: startRssMb } = await portal.reset();
    const body = new FormData();
    body.append('file', await openAsBlob(path, { type: 'text/csv' }), `bench-${rows}.csv`);
    const started = performance.now();
    const res = await fetch(`${base}/api/admin/importusers`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
    const reply = await res.json();
    const uploadMs = performance.now() - started;
    if (res.status !== 202) throw new Error(`upload of ${rows} rows answered ${res.status} ${JSON.stringify(reply)}`);
    const upload = await portal.report();
    const afterUpload = await portal.gc();
    await portal.reset();
    let run = reply.result;
    while (run.status !== 'done') {
      await new Promise((r) => setTimeout(r, 1000));
      const poll = await fetch(`${base}/api/admin/importusers/${run.id}`, { headers: { authorization: `Bearer ${token}` } });
      if (poll.status === 401) {
        // The access token lasts minutes; a long run signs in again (password and app code).
        token = await adminToken(base, { appDist });
        continue;
      }
      run = (await poll.json()).result;
    }
    const doneMs = performance.now() - started;
    const jobs = await portal.report();
    const afterJobs = await portal.gc();
    rmSync(path, { force: true });
    const row = {
      rows,
      fileMb: +(bytes / 1048576).toFixed(1),
      startRssMb,
      uploadPeakRssMb: upload.peakRssMb,
      jobsPeakRssMb: jobs.peakRssMb,
      heapBeforeMb: before.heapUsedMb,
      uploadPeakHeapMb: upload.peakHeapUsedMb,
      heapAfterUploadGcMb: afterUpload.heapUsedMb,
      jobsPeakHeapMb: jobs.peakHeapUsedMb,
      heapAfterJobsGcMb: afterJobs.heapUsedMb,
      rssAfterJobsGcMb: afterJobs.rssMb,
      uploadSeconds: +(uploadMs / 1000).toFixed(1),
      doneSeconds: +(doneMs / 1000).toFixed(1),
      failed: run.failed,
      succeeded: run.succeeded,
    };
    results.push(row);
    console.log(
      `${String(rows).padStart(7)} rows (${row.fileMb} MB): RSS at start ${startRssMb} MB, peak during upload ${row.uploadPeakRssMb} MB, during the batch jobs ${row.jobsPeakRssMb} MB, after GC ${row.rssAfterJobsGcMb} MB | ` +
        `heap used after GC at start ${row.heapBeforeMb} MB, peak during upload ${row.uploadPeakHeapMb} MB, after GC ${row.heapAfterUploadGcMb} MB, peak during the batch jobs ${row.jobsPeakHeapMb} MB, after GC ${row.heapAfterJobsGcMb} MB | ` +
        `upload ${row.uploadSeconds} s, done after ${row.doneSeconds} s (${run.failed} refused, ${run.succeeded} created)`,
    );
  }
  console.log(
    `node ${process.version}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${os.cpus().length} cores; bench process peak RSS ${mb(process.memoryUsage.rss())} MB`,
  );
  if (args.json) (await import('node:fs')).writeFileSync(args.json, JSON.stringify(results, null, 2));
} finally {
  await portal.stop();
}
