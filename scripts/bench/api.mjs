#!/usr/bin/env node
/**
 * `npm run bench` (issue 10): the portal's dashboard calls against a hand-written baseline.
 *
 * 1. Uses BENCH_DATABASE_URL (else DATABASE_URL), a real PostgreSQL; loads the demo book and the
 *    100k-policyholder scale book there unless they are loaded already (`npm run bench:seed` is
 *    the same load on its own).
 * 2. Starts the built portal (api/dist, or --app) and the baseline (baseline-server.mjs: plain
 *    Fastify + pg, same JWT check, same SQL results) as two child processes sharing one signing
 *    secret, signs in once as the demo customer and checks that both answer every call with
 *    byte-identical JSON (the PDF: same bytes but for its dates and ID) before timing anything.
 * 3. Alternates them over --rounds rounds (portal first in odd rounds, baseline first in even
 *    ones) with autocannon, --connections connections for --seconds seconds per call, and prints
 *    per call the medians of req/s, p50, p99 and server CPU per request, and portal/baseline.
 * 4. Login, after the read calls (each hash is CPU and memory heavy; interleaved, a backlog of
 *    hashes would slow the read calls that follow): --login-requests (100) sign-ins of one
 *    scale-book account from --login-connections (50) parallel clients, once per server, with
 *    the server's peak RSS and the liveness probe (GET /api/health?probe=live) every 100 ms.
 * The read calls are made as --user: `scale` (default: member1 of the scale book, one household
 * as most customers have) or `demo` (demo@example.com, ten policies: a 28 kB policy list).
 *
 * Not part of `npm test`: nothing here asserts a time. Figures go in docs/performance.md.
 *   npm run bench -- --rounds 3 --seconds 8
 *   node scripts/bench/api.mjs --app api/.bench-before/dist   (another build of the API)
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build, usePinnedNode } from '../lib/workspace.mjs';
import { apiRequire, ensureBooks, median, requireDatabaseUrl, sleep, startServer as startLibServer } from './lib.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const { values: args } = parseArgs({
  options: {
    app: { type: 'string', default: join(repo, 'api', 'dist') },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '10' },
    'login-requests': { type: 'string', default: '100' },
    user: { type: 'string', default: 'scale' },
    'login-connections': { type: 'string', default: '50' },
    calls: { type: 'string', default: 'list,profile,home,document,login' },
    'port-base': { type: 'string', default: process.env.BENCH_PORT_BASE ?? '4601' },
    'no-build': { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});

await usePinnedNode();
if (!args['no-build'] && resolve(args.app) === join(repo, 'api', 'dist')) build();

const autocannon = apiRequire(join(repo, 'node_modules', 'autocannon'));
const databaseUrl = requireDatabaseUrl();
const appDist = resolve(args.app);
const rounds = Number(args.rounds);
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const calls = new Set(args.calls.split(','));
const portBase = Number(args['port-base']);
const DEMO = { username: 'demo@example.com', password: 'Harbor-Light-42' };
const SCALE = { username: 'member1@scale.example.com', password: 'Harbor-Scale-42' };
const LOGIN = { username: 'member2@scale.example.com', password: 'Harbor-Scale-42' };
const READER = args.user === 'demo' ? DEMO : SCALE;

/** Loads the demo and scale books with the API's own seed command unless they are there. */
const ensureBook = () => ensureBooks(databaseUrl, { appDist, demoEmail: DEMO.username });

/** Starts one server as a child process; resolves with its port and an IPC helper. */
const startServer = (name, script, port, secret) => startLibServer({ name, script: join(here, script), port, secret, appDist, databaseUrl });

async function request(port, method, path, { token, body } = {}) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

/** pdfkit stamps the creation date and a random file ID: the rest of the file must match. */
const pdfWithoutDates = (bytes) =>
  bytes
    .toString('latin1')
    .replace(/\/CreationDate \(D:[^)]*\)/, '')
    .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/, '');

function runLoad(port, call, token, duration, conns, amount) {
  return new Promise((done, fail) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}${call.path}`,
        method: call.method,
        connections: conns,
        ...(amount ? { amount, timeout: 120 } : { duration, timeout: 30 }),
        headers: {
          ...(token && call.path !== '/api/account/login' ? { authorization: `Bearer ${token}` } : {}),
          ...(call.body ? { 'content-type': 'application/json' } : {}),
        },
        body: call.body ? JSON.stringify(call.body) : undefined,
      },
      (err, result) => (err ? fail(err) : done(result)),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false, outputStream: { write() {} } });
  });
}

async function measure(server, call, token, duration, conns, probe, amount) {
  const { rssMb: startRssMb } = await server.ask('reset');
  const started = performance.now();
  const probes = [];
  let probing = probe;
  const prober = (async () => {
    while (probing) {
      const t = performance.now();
      const r = await request(server.port, 'GET', '/api/health?probe=live').catch(() => ({ status: 0 }));
      probes.push(r.status === 200 ? performance.now() - t : Infinity);
      await sleep(100);
    }
  })();
  const result = await runLoad(server.port, call, token, duration, conns, amount);
  const elapsed = amount ? (performance.now() - started) / 1000 : duration;
  probing = false;
  await prober;
  const { report } = await server.ask('report');
  const ok = result['2xx'];
  const sorted = probes.sort((a, b) => a - b);
  return {
    reqPerSec: ok / elapsed,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerReq: ok ? report.cpuMs / ok : NaN,
    errors: result.non2xx + result.errors + result.timeouts,
    peakRssMb: report.peakRssMb,
    startRssMb,
    probeP50: sorted.length ? sorted[Math.floor(sorted.length / 2)] : undefined,
    probeMax: sorted.length ? sorted[sorted.length - 1] : undefined,
    probeFailures: sorted.filter((x) => x === Infinity).length,
  };
}

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

async function main() {
  const pgVersion = await ensureBook();
  const loadBefore = os.loadavg();
  const secret = randomBytes(32).toString('hex');
  const portal = await startServer('portal', 'portal-server.mjs', portBase, secret);
  const baseline = await startServer('baseline', 'baseline-server.mjs', portBase + 1, secret);
  try {
    // One sign-in on the portal; the baseline checks the same token against the same session row.
    const signIn = await request(portal.port, 'POST', '/api/account/login', { body: { ...READER, rememberMe: false } });
    if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${signIn.bytes}`);
    const token = JSON.parse(signIn.bytes).result.token;
    const list = JSON.parse((await request(portal.port, 'POST', '/api/policy', { token, body: {} })).bytes).result;
    const declaration = list.flatMap((p) => p.declarations)[0];
    const all = [
      { id: 'list', label: 'POST /api/policy (list)', method: 'POST', path: '/api/policy', body: {} },
      { id: 'profile', label: 'GET /api/profile', method: 'GET', path: '/api/profile' },
      { id: 'home', label: 'GET /api/profile/home', method: 'GET', path: '/api/profile/home' },
      { id: 'document', label: 'GET /api/document (declarations PDF)', method: 'GET', path: `/api/document?q=${encodeURIComponent(declaration.printUrl)}` },
      { id: 'login', label: 'POST /api/account/login', method: 'POST', path: '/api/account/login', body: { ...LOGIN, rememberMe: false } },
    ].filter((c) => calls.has(c.id));

    // Same answers before any timing.
    for (const call of all) {
      let [a, b] = [
        await request(portal.port, call.method, call.path, { token, body: call.body }),
        await request(baseline.port, call.method, call.path, { token, body: call.body }),
      ];
      // The two PDFs may be stamped in different seconds; ask again once before comparing.
      if (call.id === 'document' && pdfWithoutDates(a.bytes) !== pdfWithoutDates(b.bytes)) {
        [a, b] = await Promise.all([
          request(portal.port, call.method, call.path, { token, body: call.body }),
          request(baseline.port, call.method, call.path, { token, body: call.body }),
        ]);
      }
      if (a.status !== 200 || b.status !== 200)
        throw new Error(`${call.label}: portal ${a.status}, baseline ${b.status}: ${a.bytes.toString().slice(0, 300)} / ${b.bytes.toString().slice(0, 300)}`);
      if (call.id === 'document') {
        const [pa, pb] = [pdfWithoutDates(a.bytes), pdfWithoutDates(b.bytes)];
        if (pa !== pb) {
          let i = 0;
          while (pa[i] === pb[i]) i++;
          throw new Error(
            `${call.label}: the PDFs differ at byte ${i}:\n portal:   ${JSON.stringify(pa.slice(Math.max(0, i - 60), i + 60))}\n baseline: ${JSON.stringify(pb.slice(Math.max(0, i - 60), i + 60))}`,
          );
        }
      } else if (call.id === 'login') {
        const [ra, rb] = [JSON.parse(a.bytes).result, JSON.parse(b.bytes).result];
        if (Object.keys(ra).join() !== Object.keys(rb).join() || ra.username !== rb.username) throw new Error('login: the replies differ in shape');
      } else if (!a.bytes.equals(b.bytes)) {
        const [sa, sb] = [a.bytes.toString(), b.bytes.toString()];
        let i = 0;
        while (sa[i] === sb[i]) i++;
        const paths = jsonDifferences(JSON.parse(sa), JSON.parse(sb));
        throw new Error(
          `${call.label}: replies differ at byte ${i}:\n portal:   ${sa.slice(Math.max(0, i - 80), i + 80)}\n baseline: ${sb.slice(Math.max(0, i - 80), i + 80)}\n` +
            `where (portal / baseline; the first 40): \n${paths.slice(0, 40).join('\n')}${paths.length > 40 ? `\n... ${paths.length - 40} more` : ''}`,
        );
      }
      console.log(`same reply: ${call.label} (${a.bytes.length} bytes)`);
    }

    // Warm-up: JIT, connection pools, statement caches.
    for (const call of all.filter((c) => c.id !== 'login')) for (const s of [portal, baseline]) await runLoad(s.port, call, token, 2, connections);

    const results = Object.fromEntries(all.map((c) => [c.id, { portal: [], baseline: [] }]));
    const plan = [];
    for (let round = 1; round <= rounds; round++) {
      for (const call of all.filter((c) => c.id !== 'login')) plan.push({ round, call, order: round % 2 ? [portal, baseline] : [baseline, portal] });
    }
    const loginCall = all.find((c) => c.id === 'login');
    if (loginCall) plan.push({ round: 1, call: loginCall, order: [portal, baseline] });
    for (const { round, call, order } of plan) {
      {
        for (const server of order) {
          const isLogin = call.id === 'login';
          if (isLogin) await sleep(3000); // let the machine settle
          const r = await measure(
            server,
            call,
            token,
            seconds,
            isLogin ? Number(args['login-connections']) : connections,
            isLogin,
            isLogin ? Number(args['login-requests']) : undefined,
          );
          results[call.id][server.name].push(r);
          console.log(
            `round ${round} ${server.name.padEnd(8)} ${call.label}: ${fmt(r.reqPerSec)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, CPU ${fmt(r.cpuPerReq, 2)} ms/req${r.errors ? `, ${r.errors} errors` : ''}${isLogin ? `, peak RSS ${r.peakRssMb} MB (${r.startRssMb} MB at the start), probe p50 ${fmt(r.probeP50)} / max ${fmt(r.probeMax)} ms, ${r.probeFailures} probe failures` : ''}`,
          );
        }
      }
    }
    const loadAfter = os.loadavg();

    const cpu = os.cpus();
    console.log(
      `\nMachine: ${cpu.length} x ${cpu[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}; Node ${process.version}; PostgreSQL ${pgVersion}`,
    );
    console.log(
      `Load average before ${loadBefore.map((x) => x.toFixed(1)).join(' ')}, after ${loadAfter.map((x) => x.toFixed(1)).join(' ')}; ${rounds} rounds, ${seconds} s per call and server, ${connections} connections (login: ${args['login-requests']} sign-ins from ${args['login-connections']} clients, once per server); reads as ${READER.username}; app ${appDist}\n`,
    );
    console.log('| call | portal req/s | baseline req/s | ratio | p50 portal / baseline | p99 portal / baseline | CPU per request portal / baseline |');
    console.log('|---|---|---|---|---|---|---|');
    const summary = {};
    for (const call of all) {
      const m = (who, key) => median(results[call.id][who].map((r) => r[key]));
      const row = {
        portal: {
          reqPerSec: m('portal', 'reqPerSec'),
          p50: m('portal', 'p50'),
          p99: m('portal', 'p99'),
          cpuPerReq: m('portal', 'cpuPerReq'),
          peakRssMb: Math.max(...results[call.id].portal.map((r) => r.peakRssMb)),
          startRssMb: Math.max(...results[call.id].portal.map((r) => r.startRssMb)),
        },
        baseline: {
          reqPerSec: m('baseline', 'reqPerSec'),
          p50: m('baseline', 'p50'),
          p99: m('baseline', 'p99'),
          cpuPerReq: m('baseline', 'cpuPerReq'),
          peakRssMb: Math.max(...results[call.id].baseline.map((r) => r.peakRssMb)),
          startRssMb: Math.max(...results[call.id].baseline.map((r) => r.startRssMb)),
        },
      };
      summary[call.id] = row;
      console.log(
        `| ${call.label} | ${fmt(row.portal.reqPerSec)} | ${fmt(row.baseline.reqPerSec)} | ${fmt(row.portal.reqPerSec / row.baseline.reqPerSec, 2)} | ${row.portal.p50} / ${row.baseline.p50} ms | ${row.portal.p99} / ${row.baseline.p99} ms | ${fmt(row.portal.cpuPerReq, 2)} / ${fmt(row.baseline.cpuPerReq, 2)} ms |`,
      );
    }
    if (summary.login) {
      const l = results.login.portal;
      console.log(
        `\nLogin, ${args['login-connections']} in parallel: portal peak RSS ${summary.login.portal.peakRssMb} MB, ${summary.login.portal.startRssMb} MB when the sign-ins began (baseline ${summary.login.baseline.peakRssMb} MB, from ${summary.login.baseline.startRssMb} MB); liveness probe during the portal's runs: p50 ${fmt(median(l.map((r) => r.probeP50)))} ms, worst ${fmt(Math.max(...l.map((r) => r.probeMax)))} ms, ${l.reduce((n, r) => n + r.probeFailures, 0)} failures`,
      );
    }
    if (args.json) {
      const { writeFileSync } = await import('node:fs');
      writeFileSync(args.json, JSON.stringify({ loadBefore, loadAfter, appDist, results, summary }, null, 2));
    }
  } finally {
    await Promise.all([portal.stop(), baseline.stop()]);
  }
}

await main();

/** Where two JSON values differ (key order included, as the replies must be byte-identical): one line a place, with both sides. */
function jsonDifferences(a, b, path = '$') {
  const show = (v) => (v === undefined ? '(missing)' : JSON.stringify(v)?.slice(0, 60));
  if (a === b) return [];
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) {
    return [`${path}: ${show(a)} / ${show(b)}`];
  }
  if (Array.isArray(a)) {
    const out = a.length === b.length ? [] : [`${path}.length: ${a.length} / ${b.length}`];
    for (let i = 0; i < Math.min(a.length, b.length); i++) out.push(...jsonDifferences(a[i], b[i], `${path}[${i}]`));
    return out;
  }
  const [ka, kb] = [Object.keys(a), Object.keys(b)];
  const out = [...new Set([...ka, ...kb])].flatMap((k) => jsonDifferences(a[k], b[k], `${path}.${k}`));
  if (!out.length && ka.join() !== kb.join()) out.push(`${path}: keys in another order: ${ka.join()} / ${kb.join()}`);
  return out;
}
