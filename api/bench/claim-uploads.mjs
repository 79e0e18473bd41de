#!/usr/bin/env node
/**
 * Claim upload benchmark (issue 14): does a claim's attachments pass through the API as a
 * stream? Starts the built API (api/dist, or --app) in a child process run with --expose-gc on a
 * scratch database with the demo book, signs in as the demo customer, then:
 *   1. one 20 MB claim (two 10,000,000-byte photos, the combined limit): the API's RSS before
 *      (after a warm-up claim and a GC) and its peak while the upload is read, sampled every 5 ms;
 *   2. ten such claims in parallel while another thread polls GET /api/health?probe=live every
 *      50 ms: the probe's latency (p50, p95, p99, max), the peak RSS, the server's event-loop
 *      delay and its garbage-collector pauses (count, total, longest, mark-compacts).
 * Figures go in docs/performance.md ("Claim uploads"). Not a test: nothing here asserts a time.
 *
 *   npm run build -w @portal/api && node api/bench/claim-uploads.mjs [--app <api dist>] [--parallel 10]
 *
 * Database: DATABASE_URL (a scratch database is created on that server and dropped after), else
 * an embedded PGlite in a temporary folder. Rate limits are raised.
 */
import { fork } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { constants as perfConstants, performance, PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { listenApp, loopDelayMeter, nextMessage, percentile, round, withScratchDatabase } from '../../scripts/bench/lib.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: {
    app: { type: 'string', default: join(here, '..', 'dist') },
    parallel: { type: 'string', default: '10' },
    serve: { type: 'boolean', default: false },
  },
});
const appDist = resolve(args.app);
const MB = 1024 * 1024;
const FILE_BYTES = 10_000_000;

/** The server: the real app with the demo book, answering RSS questions over IPC. */
async function serve() {
  const { port, close } = await listenApp({ appDist, seedDemo: true, maxConnections: 30 });
  let peak = 0;
  let sampler;
  const delay = loopDelayMeter();
  // Garbage-collector pauses on the main thread (their total and longest, by kind), so the loop's delay can be told apart: GC or the request work.
  let gc = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gc.push({ ms: e.duration, kind: e.detail?.kind });
  }).observe({ entryTypes: ['gc'] });
  const gcSummary = () => {
    const major = gc.filter((g) => g.kind === perfConstants.NODE_PERFORMANCE_GC_MAJOR); // mark-compact
    const sum = (xs) => Math.round(xs.reduce((n, g) => n + g.ms, 0));
    return { count: gc.length, totalMs: sum(gc), maxMs: Math.round(Math.max(0, ...gc.map((g) => g.ms))), major: major.length, majorMs: sum(major) };
  };
  const stop = async () => {
    clearInterval(sampler);
    await close();
    process.exit(0);
  };
  process.on('disconnect', () => void stop());
  process.on('message', async (message) => {
    if (message === 'baseline' || message === 'baseline-no-gc') {
      if (message === 'baseline') {
        global.gc?.();
        await new Promise((r) => setTimeout(r, 200));
        global.gc?.();
      }
      peak = process.memoryUsage().rss;
      clearInterval(sampler);
      sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
      delay.reset();
      gc = [];
      process.send({ baseline: process.memoryUsage().rss });
    } else if (message === 'peak') {
      process.send({ peak, gc: gcSummary(), loop: delay.read() });
    } else if (message === 'stop') {
      await stop();
    }
  });
  process.send({ ready: true, port });
}

/** A JPEG by its magic bytes, `size` bytes of random content in all. */
function jpeg(size) {
  const head = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
  return Buffer.concat([head, randomBytes(size - head.length)]);
}

function request(port, method, path, { headers = {}, body } = {}) {
  return new Promise((done, fail) => {
    const started = performance.now();
    const req = http.request({ host: '127.0.0.1', port, method, path, agent: false, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode, text: Buffer.concat(chunks).toString(), ms: performance.now() - started }));
    });
    req.on('error', fail);
    if (Array.isArray(body)) {
      // Written part by part, as a browser streams a FormData.
      (async () => {
        for (const part of body) if (!req.write(part)) await new Promise((r) => req.once('drain', r));
        req.end();
      })();
    } else req.end(body);
  });
}

/** A claim of two photos as multipart/form-data (the command part first, then the files). */
function claimBody(token) {
  const boundary = `----bench${randomUUID()}`;
  const command = {
    submissionId: randomUUID(),
    claim: {
      policyNumber: 'PPA1000101',
      fnolTypeId: 1,
      insuredCellPhone: '3175550142',
      preferredEmailAddress: 'bench@example.test',
      differentThanInsured: false,
      lossTypeId: 190,
      lossDate: '2026-01-10',
      lossLocation: 'Parking lot',
      lossCity: 'Indianapolis',
      lossStateId: 16,
      severity: 'Minor Loss',
      medicalAttention: 0,
      whatHappened: 'Backed into a pole.',
      involvedDriverNum: 1,
      involvedVehicleNum: 1,
    },
  };
  const parts = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="command"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(command)}\r\n`),
  ];
  for (const name of ['front.jpg', 'rear.jpg']) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`),
      jpeg(FILE_BYTES),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const length = parts.reduce((n, p) => n + p.length, 0);
  return {
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(length) },
    body: parts,
  };
}

async function probeThread() {
  const { port, stop } = workerData;
  const latencies = [];
  while (Atomics.load(stop, 0) === 0) {
    latencies.push((await request(port, 'GET', '/api/health?probe=live')).ms);
    await new Promise((r) => setTimeout(r, 50));
  }
  parentPort.postMessage(latencies);
}

async function run() {
  const parallel = Number(args.parallel);
  await withScratchDatabase(process.env.DATABASE_URL, 'portal_bench_claims', async (url) => {
    const child = fork(fileURLToPath(import.meta.url), ['--serve', '--app', appDist], {
      env: { ...process.env, BENCH_DATABASE_URL: url ?? '' },
      execArgv: [
        '--expose-gc',
        ...(process.env.BENCH_TRACE_GC ? ['--trace-gc'] : []),
        ...(process.env.BENCH_NODE_FLAGS ? process.env.BENCH_NODE_FLAGS.split(' ') : []),
      ],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const next = (key) => nextMessage(child, key);
    try {
      const { port } = await next('ready');
      const login = await request(port, 'POST', '/api/account/login', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo@example.com', password: 'Harbor-Light-42', rememberMe: false }),
      });
      const token = JSON.parse(login.text).result.token;
      const submit = async () => {
        const { headers, body } = claimBody(token);
        const res = await request(port, 'POST', '/api/claim/v2', { headers, body });
        if (res.status !== 200) throw new Error(`claim: ${res.status} ${res.text.slice(0, 300)}`);
        return res;
      };
      await submit(); // warm-up: code paths, pools, the first claim
      child.send('baseline');
      const { baseline } = await next('baseline');
      const one = await submit();
      child.send('peak');
      const { peak, loop: loopOne } = await next('peak');
      console.log(
        `one 20 MB claim (2 x ${FILE_BYTES.toLocaleString()} bytes): ${round(one.ms)} ms; RSS before ${round(baseline / MB)} MB, peak ${round(peak / MB)} MB, added ${round((peak - baseline) / MB)} MB; server event-loop delay p99 ${loopOne.p99} ms, max ${loopOne.max} ms`,
      );

      // No forced GC before the parallel phase: a forced collection sets V8's next old-space limit
      // tight, which made the uploads' own collections come more often than in a running server.
      child.send('baseline-no-gc');
      const { baseline: before } = await next('baseline');
      const started = performance.now();
      // The probe runs on a thread of its own, so the load generator's work does not count; a shared flag stops it.
      const stop = new Int32Array(new SharedArrayBuffer(4));
      const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { port, stop }, argv: [] });
      const probed = new Promise((resolveProbe, reject) => {
        worker.once('message', resolveProbe);
        worker.once('error', reject);
      });
      const results = await Promise.all(Array.from({ length: parallel }, () => submit()));
      Atomics.store(stop, 0, 1);
      const probeLatencies = await probed;
      child.send('peak');
      const { peak: peakParallel, loop, gc } = await next('peak');
      const sorted = probeLatencies.sort((a, b) => a - b);
      console.log(
        `${parallel} claims of 20 MB in parallel: ${round(performance.now() - started)} ms (slowest claim ${round(Math.max(...results.map((r) => r.ms)))} ms); ` +
          `health probe ${sorted.length} calls p50 ${round(percentile(sorted, 50))} ms, p95 ${round(percentile(sorted, 95))} ms, p99 ${round(percentile(sorted, 99))} ms, max ${round(sorted.at(-1))} ms; ` +
          `RSS before ${round(before / MB)} MB, peak ${round(peakParallel / MB)} MB, added ${round((peakParallel - before) / MB)} MB; server event-loop delay p50 ${loop.p50} ms, p95 ${loop.p95} ms, p99 ${loop.p99} ms, max ${loop.max} ms; ` +
          `GC ${gc.count} pauses, ${gc.totalMs} ms in all, longest ${gc.maxMs} ms (${gc.major} mark-compact, ${gc.majorMs} ms)`,
      );
    } finally {
      if (child.connected) child.send('stop');
      await new Promise((r) => child.once('exit', r));
    }
  });
}

if (!isMainThread) await probeThread();
else if (args.serve) await serve();
else await run();
