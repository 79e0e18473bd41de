#!/usr/bin/env node
/**
 * `npm run bench:web`: what the web app costs a phone, measured on the built production server.
 *
 * 1. Build output: the JS and CSS every page loads (the entry and its static imports), what a
 *    first load of /login loads (the login entry, src/loginMain.tsx, and its static imports) and, per
 *    route, what its own chunks add, in bytes, gzip and brotli (from web/dist/.vite/manifest.json).
 * 2. Headless Chromium (playwright-core, Debian's /usr/bin/chromium), a cold cache per route:
 *    requests and bytes on the wire per kind (JS, CSS, other), and the share of the CSS the page
 *    leaves unused (CSS coverage). Signed-out routes first, then signed-in routes with the demo
 *    customer's session (signed in once through the login form).
 * 3. Lighthouse (the pinned `lighthouse` package, its default mobile preset: Moto G Power
 *    screen, slow 4G and 4x CPU slowdown, simulated) on /login and on the signed-in home page:
 *    performance, accessibility and best-practices scores, FCP, LCP, TBT and CLS. The home page
 *    run keeps the session in localStorage (disableStorageReset) and clears the HTTP cache, the
 *    service worker and its Cache Storage first (a cold load, like the signed-out run).
 *
 * Needs `npm run build` first. Starts api/dist/main.js on BENCH_WEB_PORT (default: a free port)
 * with NODE_ENV=production and a fresh embedded database (or DATABASE_URL if set), or measures a
 * running server given as BENCH_WEB_URL. Options: --runs N (Lighthouse runs per page, median
 * reported; default 3), --json FILE (write every figure), --lhr-dir DIR (every Lighthouse report),
 * --skip-lighthouse, --build-only (the build output's bytes only), --keep-service-worker (the signed-in runs keep the installed worker).
 * Writes nothing to the repo unless --json names a file in it. Not part of `npm test`.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WEB_DIST = join(ROOT, 'web', 'dist');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'];
const DEMO = { email: 'demo@example.com', password: 'Harbor-Light-42' };

/** Routes measured in the browser: [path, signed in?, the heading that says it has rendered]. */
const ROUTES = [
  ['/login', false, 'Log In'],
  ['/forgot', false, null],
  ['/registration', false, null],
  ['/', true, null],
  ['/policies', true, null],
  ['/claims', true, null],
  ['/profile', true, null],
];

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const RUNS = Number(option('--runs') ?? 3);
const JSON_OUT = option('--json');
const SKIP_LIGHTHOUSE = args.includes('--skip-lighthouse');
// --build-only: the byte counts of web/dist and nothing else (no server, no browser).
const BUILD_ONLY = args.includes('--build-only');
// --keep-service-worker: the signed-in runs keep the worker the sign-in installed (a visit after
// sign-in, the shell answered from its precache) instead of a cold load.
const KEEP_SERVICE_WORKER = args.includes('--keep-service-worker');
// --lhr-dir DIR: every Lighthouse report as JSON (open in the Lighthouse viewer to see why a score is what it is).
const LHR_DIR = option('--lhr-dir');
// --cpu-slowdown N: Lighthouse's CPU slowdown instead of the mobile preset's 4x. The preset's 4x
// emulates a slower phone on a slower machine: to compare with figures taken on another machine,
// scale it by the ratio of the machines' benchmarkIndex (printed with each run).
const CPU_SLOWDOWN = option('--cpu-slowdown') === undefined ? undefined : Number(option('--cpu-slowdown'));
if (CPU_SLOWDOWN !== undefined && !(CPU_SLOWDOWN >= 1)) throw new Error('--cpu-slowdown takes a number of at least 1');

const kB = (bytes) => (bytes / 1000).toFixed(1);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// 1. Build output

function compressedSizes(file) {
  const data = readFileSync(join(WEB_DIST, file));
  return {
    raw: data.length,
    gzip: gzipSync(data, { level: 9 }).length,
    brotli: brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** The entry's static closure, and per route module what its chunks add on top of it. */
function buildOutput() {
  const manifestFile = join(WEB_DIST, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build the web app first (npm run build).`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const filesOf = (keys) => {
    const files = new Set();
    for (const key of keys) {
      files.add(manifest[key].file);
      for (const css of manifest[key].css ?? []) files.add(css);
    }
    return files;
  };
  const total = (files) => {
    const sum = { js: { raw: 0, gzip: 0, brotli: 0, count: 0 }, css: { raw: 0, gzip: 0, brotli: 0, count: 0 } };
    for (const file of files) {
      const kind = file.endsWith('.css') ? 'css' : 'js';
      const size = compressedSizes(file);
      sum[kind].raw += size.raw;
      sum[kind].gzip += size.gzip;
      sum[kind].brotli += size.brotli;
      sum[kind].count += 1;
    }
    return sum;
  };
  // The app's entry (index.html, every page) and the first load of /login (login.html starts
  // src/loginMain.tsx: the login page without the router; see web/scripts/prerender-login.mjs).
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
  const loginKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('loginMain.tsx'));
  const entryFiles = filesOf(closure(entryKey));
  const routes = {};
  for (const key of Object.keys(manifest).sort()) {
    const match = key.match(/^src\/routes\/(.+)\.tsx(\?.*)?$/);
    if (!match || key === entryKey) continue;
    const name = `${match[1]}${match[2] ? match[2].replace('?tsr-split=', ' ') : ''}`;
    const own = [...filesOf(closure(key))].filter((f) => !entryFiles.has(f));
    routes[name] = total(own);
  }
  return { entry: total(entryFiles), login: loginKey ? total(filesOf(closure(loginKey))) : null, routes, precache: precacheOutput() };
}

/**
 * What the service worker (dist/sw.js, issue 16) downloads when it installs: its precache list,
 * in bytes, gzip and brotli (the API sends the precompressed files).
 */
function precacheOutput() {
  const sw = join(WEB_DIST, 'sw.js');
  if (!existsSync(sw)) return null;
  const urls = [...readFileSync(sw, 'utf8').matchAll(/\burl:"([^"]+)"/g)].map((m) => m[1]);
  const sum = { files: urls.length, raw: 0, gzip: 0, brotli: 0, worker: compressedSizes('sw.js') };
  for (const url of urls) {
    const size = compressedSizes(url);
    sum.raw += size.raw;
    sum.gzip += size.gzip;
    sum.brotli += size.brotli;
  }
  return sum;
}

// ---------------------------------------------------------------------------------------------
// Server

async function startServer() {
  if (process.env.BENCH_WEB_URL) return { baseUrl: process.env.BENCH_WEB_URL.replace(/\/$/, ''), stop: async () => {} };
  const main = join(ROOT, 'api', 'dist', 'main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: build first (npm run build).`);
  const port = Number(process.env.BENCH_WEB_PORT || (await freePort()));
  // `localhost`, and PUBLIC_URL saying so, as in production the page is served at the portal's own
  // address: on 127.0.0.1 (an IP address cannot be a WebAuthn RP id) the passkey autofill on /login
  // fails and its alert becomes the page's largest paint, which a real visitor never sees.
  const baseUrl = `http://localhost:${port}`;
  const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn' };
  let dataDir;
  if (!process.env.DATABASE_URL) {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-web-'));
    env.DATA_DIR = dataDir;
  }
  const child = spawn(process.execPath, [main], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (c) => output.push(c.toString()));
  child.stderr.on('data', (c) => output.push(c.toString()));
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      for (let i = 0; i < 50 && !exited; i++) await sleep(100);
      if (!exited) child.kill('SIGKILL');
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exited) throw new Error(`The server exited before it was healthy:\n${output.join('')}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server was not healthy within 180 s:\n${output.join('')}`);
    }
    await sleep(500);
  }
  return { baseUrl, stop };
}

// ---------------------------------------------------------------------------------------------
// 2. Browser loads

/** Signs the demo customer in through the login form; returns the context's storage state. */
async function signIn(browser, baseUrl) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await submitLogin(page, baseUrl);
  const state = await context.storageState();
  await context.close();
  return state;
}

async function submitLogin(page, baseUrl) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email / Username').fill(DEMO.email);
  await page.getByLabel(/^Password/).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
}

function kindOf(request, contentType) {
  const type = request.resourceType();
  if (type === 'script' || /javascript/.test(contentType)) return 'js';
  if (type === 'stylesheet' || /text\/css/.test(contentType)) return 'css';
  if (type === 'document') return 'html';
  if (type === 'fetch' || type === 'xhr') return 'api';
  return 'other';
}

async function measureRoute(browser, baseUrl, path, storageState) {
  const context = await browser.newContext({ storageState, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const seen = [];
  page.on('requestfinished', (request) => seen.push(request));
  await page.coverage.startCSSCoverage();
  await page.goto(`${baseUrl}${path}`);
  // Rendered: the screen's heading is there (on a busy machine the network can rest while the
  // entry still parses, before the route's chunks are even asked for), then nothing more loads.
  await page.locator('main h1').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const coverage = await page.coverage.stopCSSCoverage();
  const finalPath = new URL(page.url()).pathname;
  const sums = {};
  for (const request of seen) {
    const response = await request.response();
    if (!response) continue;
    const sizes = await request.sizes();
    const kind = kindOf(request, response.headers()['content-type'] ?? '');
    const sum = (sums[kind] ??= { requests: 0, bytes: 0, encodings: new Set() });
    sum.requests += 1;
    sum.bytes += sizes.responseBodySize;
    sum.encodings.add(response.headers()['content-encoding'] ?? 'identity');
  }
  let cssTotal = 0;
  let cssUsed = 0;
  for (const entry of coverage) {
    cssTotal += entry.text?.length ?? 0;
    for (const range of entry.ranges) cssUsed += range.end - range.start;
  }
  await context.close();
  for (const sum of Object.values(sums)) sum.encodings = [...sum.encodings].join('/');
  return { path, finalPath, sums, cssUnusedShare: cssTotal ? 1 - cssUsed / cssTotal : 0 };
}

// ---------------------------------------------------------------------------------------------
// 3. Lighthouse

async function lighthouseRuns(baseUrl) {
  const { default: lighthouse } = await import('lighthouse');
  const port = await freePort();
  const userDataDir = mkdtempSync(join(tmpdir(), 'portal-bench-web-chrome-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  const results = {};
  try {
    const run = async (label, url, flags) => {
      const scores = [];
      for (let i = 0; i < RUNS; i++) {
        if (flags.disableStorageReset) {
          // Keep the session, but load the page cold like the signed-out run: no HTTP cache, and
          // no service worker or its precache (the sign-in and the /login runs installed it, and
          // it would answer the entry's files from Cache Storage).
          const page = context.pages()[0] ?? (await context.newPage());
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.clearBrowserCache');
          if (!KEEP_SERVICE_WORKER) {
            await cdp.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'service_workers,cache_storage' });
          }
          await cdp.detach();
        }
        const options = {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          ...(CPU_SLOWDOWN === undefined ? {} : { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } }),
          ...flags,
        };
        let lhr = (await lighthouse(url, options)).lhr;
        if (lhr.runtimeError) {
          // A trace Chrome failed to record (NO_NAVSTART and the like) on a busy machine: once more.
          process.stderr.write(`  lighthouse ${label}: ${lhr.runtimeError.code}, running again\n`);
          lhr = (await lighthouse(url, options)).lhr;
          if (lhr.runtimeError) throw new Error(`Lighthouse ${label}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        }
        if (LHR_DIR) {
          mkdirSync(LHR_DIR, { recursive: true });
          writeFileSync(join(LHR_DIR, `${label.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${i + 1}.json`), JSON.stringify(lhr));
        }
        const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
        scores.push({
          finalPath,
          performance: Math.round(lhr.categories.performance.score * 100),
          accessibility: Math.round(lhr.categories.accessibility.score * 100),
          bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
          fcpMs: lhr.audits['first-contentful-paint'].numericValue,
          lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
          tbtMs: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          // Lighthouse's measure of this machine's CPU at the time (a mid-range phone is ~1000,
          // the slow phone the mobile preset emulates ~260): load from other work lowers it.
          benchmarkIndex: lhr.environment.benchmarkIndex,
          failing: Object.values(lhr.audits)
            .filter(
              (a) =>
                a.score !== null &&
                a.score < 0.9 &&
                a.scoreDisplayMode !== 'informative' &&
                a.scoreDisplayMode !== 'manual' &&
                a.scoreDisplayMode !== 'notApplicable',
            )
            .map((a) => `${a.id} (${a.displayValue ?? a.score})`),
          // Accessibility findings name the elements (the score must be 100).
          accessibilityFindings: lhr.categories.accessibility.auditRefs
            .map((ref) => lhr.audits[ref.id])
            .filter((a) => a.score !== null && a.score < 1)
            .map((a) => `${a.id}: ${(a.details?.items ?? []).map((i) => i.node?.snippet ?? '').join(' | ')}`),
        });
        process.stderr.write(
          `  lighthouse ${label} run ${i + 1}: performance ${scores.at(-1).performance}, accessibility ${scores.at(-1).accessibility}, best practices ${scores.at(-1).bestPractices} (benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)})\n`,
        );
      }
      const byPerformance = [...scores].sort((a, b) => a.performance - b.performance);
      results[label] = {
        runs: scores,
        median: {
          finalPath: scores[0].finalPath,
          performance: median(scores.map((s) => s.performance)),
          accessibility: median(scores.map((s) => s.accessibility)),
          bestPractices: median(scores.map((s) => s.bestPractices)),
          fcpMs: median(scores.map((s) => s.fcpMs)),
          lcpMs: median(scores.map((s) => s.lcpMs)),
          tbtMs: median(scores.map((s) => s.tbtMs)),
          cls: median(scores.map((s) => s.cls)),
          benchmarkIndex: median(scores.map((s) => s.benchmarkIndex)),
          failing: byPerformance[Math.floor(byPerformance.length / 2)].failing,
          accessibilityFindings: [...new Set(scores.flatMap((s) => s.accessibilityFindings))],
        },
      };
    };

    await run('/login', `${baseUrl}/login`, {});
    // The signed-in home page: sign in through the login form in this browser, so the session
    // sits in localStorage as the app keeps it, then runs that keep storage (cache cleared).
    const page = context.pages()[0] ?? (await context.newPage());
    await submitLogin(page, baseUrl);
    await page.goto('about:blank');
    await run(KEEP_SERVICE_WORKER ? '/ (signed in, worker kept)' : '/ (signed in)', `${baseUrl}/`, { disableStorageReset: true });
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
  return results;
}

// ---------------------------------------------------------------------------------------------

function printBuild(build) {
  const line = (name, s) => `| ${name} | ${s.js.count} | ${kB(s.js.gzip)} | ${kB(s.js.brotli)} | ${s.css.count} | ${kB(s.css.gzip)} | ${kB(s.css.brotli)} |`;
  console.log('\n### Build output (web/dist): kB of JS and CSS, gzip -9 and brotli 11\n');
  console.log('| chunks of | JS files | JS gzip | JS br | CSS files | CSS gzip | CSS br |');
  console.log('|---|---|---|---|---|---|---|');
  console.log(line('entry (every page)', build.entry));
  if (build.login) console.log(line('login entry (first load of /login, login.html)', build.login));
  for (const [name, s] of Object.entries(build.routes)) {
    if (s.js.count + s.css.count > 0) console.log(line(`+ route ${name}`, s));
  }
  const p = build.precache;
  if (p) {
    console.log(
      `\nService worker precache (dist/sw.js): ${p.files} files, ${kB(p.raw)} kB (gzip ${kB(p.gzip)}, br ${kB(p.brotli)}); sw.js itself ${kB(p.worker.raw)} kB (br ${kB(p.worker.brotli)})`,
    );
  }
}

function printBrowser(loads) {
  console.log('\n### Headless Chromium, cold cache, 375 px: requests and kB on the wire\n');
  console.log('| route | JS requests | JS kB | CSS requests | CSS kB | CSS unused | HTML kB | API calls | other kB | encoding (JS) |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const l of loads) {
    const s = (k) => l.sums[k] ?? { requests: 0, bytes: 0, encodings: '-' };
    const name = l.finalPath === l.path ? l.path : `${l.path} (at ${l.finalPath})`;
    console.log(
      `| ${name}${l.signedIn ? ' (signed in)' : ''} | ${s('js').requests} | ${kB(s('js').bytes)} | ${s('css').requests} | ${kB(s('css').bytes)} | ${Math.round(l.cssUnusedShare * 100)}% | ${kB(s('html').bytes)} | ${s('api').requests} | ${kB(s('other').bytes)} | ${s('js').encodings} |`,
    );
  }
}

function printLighthouse(lh) {
  console.log(`\n### Lighthouse ${lighthouseVersion()} (mobile preset), median of ${RUNS} run(s)\n`);
  if (CPU_SLOWDOWN !== undefined) console.log(`CPU slowdown ${CPU_SLOWDOWN}x (--cpu-slowdown; the mobile preset's is 4x)\n`);
  console.log('| page | performance | accessibility | best practices | FCP | LCP | TBT | CLS | benchmarkIndex |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const [label, { median: m }] of Object.entries(lh)) {
    console.log(
      `| ${label}${m.finalPath !== label.split(' ')[0] ? ` (at ${m.finalPath})` : ''} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${(m.fcpMs / 1000).toFixed(1)} s | ${(m.lcpMs / 1000).toFixed(1)} s | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} | ${Math.round(m.benchmarkIndex)} |`,
    );
  }
  for (const [label, { median: m }] of Object.entries(lh)) {
    if (m.failing.length) console.log(`\n${label}: audits under 0.9: ${m.failing.join(', ')}`);
    if (m.accessibilityFindings.length) console.log(`\n${label}: accessibility findings: ${m.accessibilityFindings.join('; ')}`);
  }
}

function lighthouseVersion() {
  return JSON.parse(readFileSync(join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
}

function machine() {
  const cores = cpus();
  const browser = (() => {
    try {
      return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return CHROMIUM;
    }
  })();
  return {
    cpu: `${cores.length} x ${cores[0]?.model ?? 'unknown'}`,
    loadAverage: loadavg()
      .map((l) => l.toFixed(1))
      .join(' '),
    browser,
    node: process.version,
  };
}

async function main() {
  const host = machine();
  console.log(`Machine: ${host.cpu}; load average ${host.loadAverage}; ${host.browser}; Node ${host.node}`);
  const build = buildOutput();
  printBuild(build);
  if (BUILD_ONLY) {
    if (JSON_OUT) writeFileSync(resolve(JSON_OUT), `${JSON.stringify({ machine: host, build }, null, 2)}\n`);
    return;
  }

  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const report = { machine: host, build, loads: [], lighthouse: undefined };
  try {
    const storageState = await signIn(browser, server.baseUrl);
    for (const [path, signedIn] of ROUTES) {
      const load = await measureRoute(browser, server.baseUrl, path, signedIn ? storageState : undefined);
      report.loads.push({ ...load, signedIn });
    }
    await browser.close();
    printBrowser(report.loads);
    if (!SKIP_LIGHTHOUSE) {
      report.lighthouse = await lighthouseRuns(server.baseUrl);
      printLighthouse(report.lighthouse);
      console.log(
        `\nLoad average after: ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
      );
    }
  } finally {
    await browser.close().catch(() => {});
    await server.stop();
  }
  if (JSON_OUT) writeFileSync(resolve(JSON_OUT), `${JSON.stringify(report, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
