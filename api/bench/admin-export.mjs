#!/usr/bin/env node
/**
 * GET /api/admin/activeUsers?date= (issue 15): does the activeUsers.csv export stream from the
 * database in constant memory, 10,000 or 100,000 users alike? Not a timed test (nothing
 * asserts); figures go in docs/performance.md ("Active users export").
 *
 * 1. BENCH_DATABASE_URL (else DATABASE_URL), a real PostgreSQL used for benchmarks only; loads
 *    the demo book (it has the admin) and the 100k scale book with the API's seed command unless
 *    they are there (BENCH_POLICYHOLDERS=1000: a small book, to try the script).
 * 2. Gives the scale book's accounts a last sign-in (they have none): one in ten 1 hour ago, the
 *    others 20 days ago (this rewrites `last_login` of the *@scale.example.com accounts only), so
 *    a date 3 days back exports about a tenth of them and one 30 days back all of them.
 * 3. Starts the built portal (api/dist; `npm run build -w api` first) with --expose-gc, signs in
 *    as admin@example.com (password and the demo admin's app code) and, for each export, prints
 *    the server's RSS and V8 heap in use before (after a full GC), their peaks while the CSV
 *    streams (sampled every 20 ms), and after a full GC; plus the file's rows, size and time.
 *    The bench reads the reply as a stream and keeps none of it.
 * Constant memory: the peaks of the all-users export are close to the tenth's, and the heap
 * after GC returns to where it was.
 *
 *   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/portal_bench node api/bench/admin-export.mjs
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { adminToken, apiRequire, ensureBooks, requireDatabaseUrl, scaleBookSize, startServer } from '../../scripts/bench/lib.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.BENCH_PORT ?? '4663' },
    repeat: { type: 'string', default: '2' },
    json: { type: 'string' },
  },
});
const databaseUrl = requireDatabaseUrl();
const appDist = join(repo, 'api', 'dist');
const base = `http://127.0.0.1:${args.port}`;
const DAY = 86_400_000;
const dateBack = (days) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

await ensureBooks(databaseUrl, { appDist, demoEmail: 'admin@example.com' });
{
  const pg = apiRequire('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rowCount } = await client.query(
    `update user_account
        set last_login = case when substring(email from '^member([0-9]+)@')::int % 10 = 0 then now() - interval '1 hour' else now() - interval '20 days' end
      where email like 'member%@scale.example.com'`,
  );
  await client.end();
  console.log(`scale book: ${scaleBookSize()} policyholders, ${rowCount} accounts given a last sign-in`);
}

const portal = await startServer({ port: args.port, secret: randomBytes(48).toString('base64url'), appDist, databaseUrl, execArgv: ['--expose-gc'] });
const ask = (message, key) => portal.ask(message).then((m) => m[key]);
const results = [];
try {
  let token = await adminToken(base, { appDist });
  const gcBefore = await ask('gc', 'gc');
  if (!gcBefore.exposed) throw new Error('the portal did not get --expose-gc: the after-GC figures would mean nothing');
  const cases = [
    ['a tenth of the accounts', dateBack(3)],
    ['every account', dateBack(30)],
  ];
  for (let round = 1; round <= Number(args.repeat); round++) {
    for (const [name, date] of cases) {
      const before = await ask('gc', 'gc');
      await ask('reset', 'reset');
      const started = performance.now();
      let res = await fetch(`${base}/api/admin/activeUsers?date=${date}`, { headers: { authorization: `Bearer ${token}` } });
      if (res.status === 401) {
        token = await adminToken(base, { appDist });
        res = await fetch(`${base}/api/admin/activeUsers?date=${date}`, { headers: { authorization: `Bearer ${token}` } });
      }
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${await res.text()}`);
      let bytes = 0;
      let lines = 0;
      for await (const chunk of res.body) {
        bytes += chunk.length;
        for (const b of chunk) if (b === 10) lines++;
      }
      const seconds = (performance.now() - started) / 1000;
      const peak = await ask('report', 'report');
      const after = await ask('gc', 'gc');
      const row = {
        round,
        case: name,
        date,
        rows: lines - 1,
        fileMb: +(bytes / 1048576).toFixed(1),
        seconds: +seconds.toFixed(1),
        rssBeforeMb: before.rssMb,
        rssPeakMb: peak.peakRssMb,
        rssAfterGcMb: after.rssMb,
        heapBeforeMb: before.heapUsedMb,
        heapPeakMb: peak.peakHeapUsedMb,
        heapAfterGcMb: after.heapUsedMb,
      };
      results.push(row);
      console.log(
        `round ${round}, ${name.padEnd(23)} since ${date}: ${String(row.rows).padStart(7)} rows, ${String(row.fileMb).padStart(5)} MB in ${String(row.seconds).padStart(5)} s | ` +
          `RSS before ${row.rssBeforeMb} MB, peak ${row.rssPeakMb} MB, after GC ${row.rssAfterGcMb} MB | ` +
          `heap used before ${row.heapBeforeMb} MB, peak ${row.heapPeakMb} MB, after GC ${row.heapAfterGcMb} MB`,
      );
    }
  }
  console.log(
    `node ${process.version}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${os.cpus().length} cores`,
  );
  if (args.json) (await import('node:fs')).writeFileSync(args.json, JSON.stringify(results, null, 2));
} finally {
  await portal.stop();
}
