#!/usr/bin/env node
/**
 * Hostile-input benchmark (issue 7, part 2): can one anonymous request stall the server?
 *
 * Starts the built API (api/dist, or the one named by --app) in a child process that watches
 * its own event loop with perf_hooks.monitorEventLoopDelay, then, for each scenario, posts a
 * hostile JSON body from 4 parallel clients over and over while polling the liveness probe
 * (GET /api/health?probe=live) every 50 ms. Prints the event-loop delay (p50/p99/max) the server
 * saw and the probe's latency for each scenario. Figures go in README ("Hostile input").
 *
 *   npm run build && npm run bench:hostile -w @portal/api
 *   node api/bench/hostile-bodies.mjs [--app <api dist folder>] [--seconds 8] [--parallel 4]
 *
 * Database: DATABASE_URL (a scratch database is created on that server and dropped after),
 * else an embedded PGlite in a temporary folder. Throttling is raised so the rate limiter
 * does not hide the cost of the request pipeline. Not a test: nothing here asserts a time.
 */
import { fork } from 'node:child_process';

import http from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { listenApp, loopDelayMeter, nextMessage, percentile, round, sleep, withScratchDatabase } from '../../scripts/bench/lib.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: {
    app: { type: 'string', default: join(here, '..', 'dist') },
    seconds: { type: 'string', default: '8' },
    parallel: { type: 'string', default: '4' },
    serve: { type: 'boolean', default: false },
  },
});
const appDist = resolve(args.app);

/** The server side: the real app, listening on a free loopback port, reporting its loop delay over IPC. */
async function serve() {
  const { port, close } = await listenApp({ appDist, env: process.env.BODY_LIMIT_BYTES ? { BODY_LIMIT_BYTES: process.env.BODY_LIMIT_BYTES } : {} });
  const delay = loopDelayMeter();
  let cpu = process.cpuUsage();
  const stop = async () => {
    delay.disable();
    await close();
    process.exit(0);
  };
  // The bench process went away (crashed or interrupted): do not outlive it.
  process.on('disconnect', () => void stop());
  process.on('message', async (message) => {
    if (message === 'reset') {
      delay.reset();
      cpu = process.cpuUsage();
      process.send({ reset: true });
    } else if (message === 'report') {
      const used = process.cpuUsage(cpu);
      process.send({ report: { ...delay.read(), cpuMs: (used.user + used.system) / 1000 } });
    } else if (message === 'stop') {
      await stop();
    }
  });
  process.send({ ready: true, port });
}

/** One request on a fresh connection; resolves with the status (or the socket error's code) and the time taken. */
function send(port, method, path, body) {
  return new Promise((done) => {
    const started = performance.now();
    let bytes = 0;
    const finish = (status) => done({ status, bytes, ms: performance.now() - started });
    const req = http.request(
      { host: '127.0.0.1', port, method, path, agent: false, headers: body ? { 'content-type': 'application/json', 'content-length': body.length } : {} },
      (res) => {
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => finish(res.statusCode));
        res.on('error', (e) => finish(e.code ?? 'error'));
      },
    );
    // The server may answer 413 and close before the whole body is sent.
    req.on('error', (e) => finish(e.code ?? 'error'));
    req.end(body);
  });
}

function scenarios() {
  const keys = (n) => JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 1])));
  const nested = (n) => `{"policies":${'['.repeat(n)}${']'.repeat(n)}}`;
  const login = '/api/account/login';
  const oneMiB = 1024 * 1024;
  return [
    { name: 'idle (no hostile traffic)', path: null },
    { name: '60,000 unknown keys (650 kB) to login', path: login, body: keys(60_000) },
    { name: '5,000-deep nesting to login', path: login, body: `{"username":${'['.repeat(5000)}${']'.repeat(5000)}}` },
    { name: '1 MiB of one string to login', path: login, body: JSON.stringify({ username: 'a'.repeat(oneMiB - 64), password: 'x', rememberMe: false }) },
    // Bodies that fit the new per-route limits, so the parser's and the pipe's guards do the work.
    { name: '600 unknown keys (6 kB) to login', path: login, body: keys(600) },
    { name: '4,000-deep nesting (8 kB) to the policy list', path: '/api/policy', body: nested(4000) },
    { name: '30 kB of one string to the policy list', path: '/api/policy', body: JSON.stringify({ policies: ['a'.repeat(30_000)] }) },
  ].map((s) => ({ ...s, body: s.body && Buffer.from(s.body) }));
}

/** Polls the liveness probe every 50 ms until `until`, on a thread of its own so the load generator's own work does not count. */
async function probeThread() {
  const { port, seconds } = workerData;
  const until = performance.now() + seconds * 1000;
  const latencies = [];
  while (performance.now() < until) {
    latencies.push((await send(port, 'GET', '/api/health?probe=live')).ms);
    await sleep(50);
  }
  parentPort.postMessage(latencies);
}

function probeFor(port, seconds) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { port, seconds }, argv: [] });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

async function run() {
  const seconds = Number(args.seconds);
  const parallel = Number(args.parallel);
  await withScratchDatabase(process.env.DATABASE_URL, 'portal_bench', async (url) => {
    const child = fork(fileURLToPath(import.meta.url), ['--serve', '--app', appDist], {
      env: { ...process.env, BENCH_DATABASE_URL: url ?? '' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const exited = new Promise((r) => child.once('exit', r));
    try {
      await bench(child, exited, seconds, parallel);
    } finally {
      if (child.connected) child.send('stop');
      await exited;
    }
  });
}

async function bench(child, exited, seconds, parallel) {
  const next = async (key) => (await nextMessage(child, key))[key];
  const port = await Promise.race([next('port'), exited.then((code) => Promise.reject(new Error(`the server exited with ${code}`)))]);
  console.log(`API from ${appDist} on port ${port}; ${parallel} parallel clients, ${seconds} s per scenario, Node ${process.version}.\n`);

  await sleep(2000); // let start-up work (migrations, the embedded database) settle
  const rows = [];
  let cpuIdle = 0; // server CPU spent in a scenario without hostile traffic (probes, timers)
  for (const s of scenarios()) {
    child.send('reset');
    await next('reset');
    const until = performance.now() + seconds * 1000;
    const statuses = new Map();
    let largestReply = 0;
    const hostile = s.path
      ? Array.from({ length: parallel }, async () => {
          while (performance.now() < until) {
            const r = await send(port, 'POST', s.path, s.body);
            statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
            largestReply = Math.max(largestReply, r.bytes);
          }
        })
      : [];
    const probes = (await probeFor(port, seconds)).sort((a, b) => a - b);
    child.send('report');
    const loop = await next('report');
    await Promise.all(hostile);
    const replies = [...statuses].map(([k, v]) => `${v}× ${k}`).join(', ') || '-';
    const requests = [...statuses.values()].reduce((a, b) => a + b, 0);
    const probe = [percentile(probes, 50), percentile(probes, 99), probes.at(-1)].map(round);
    const cpuPerRequest = requests ? round(Math.max(0, loop.cpuMs - cpuIdle) / requests) : '-';
    if (!s.path) cpuIdle = loop.cpuMs;
    const reply = !s.path
      ? '-'
      : largestReply >= 1e6
        ? `${round(largestReply / 1e6)} MB`
        : largestReply >= 1e4
          ? `${round(largestReply / 1e3)} kB`
          : `${largestReply} B`;
    rows.push([s.name, s.body ? `${Math.round(s.body.length / 1024)} kB` : '-', replies, reply, cpuPerRequest, loop.p50, loop.p99, loop.max, ...probe]);
    console.log(`${s.name}: ${replies}; loop delay p99 ${loop.p99} ms, liveness p99 ${probe[1]} ms`);
  }

  console.log(
    '\n| Scenario | Body | Replies | Largest reply | Server CPU per request (ms) | Loop delay p50 (ms) | p99 | max | Liveness probe p50 (ms) | p99 | max |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
}

if (!isMainThread) await probeThread();
else if (args.serve) await serve();
else await run();
