#!/usr/bin/env node
/**
 * Lookups benchmark (issue 13): what the first vehicle and zip lookups of a process cost, and
 * what the later ones cost. Each case runs in a fresh child process of the built API code
 * (api/dist, or --app): memory is the process's own (RSS and V8 heap after a GC, before and
 * after), time is wall-clock, and the event loop's longest stall during the first lookup is
 * measured as the longest gap between the ticks of a 5 ms interval timer. Figures go in api/src/lookups/README.md.
 *
 *   npm run build && npm run bench:lookups -w @portal/api
 *   node api/bench/lookups-first-use.mjs [--app <api dist folder>] [--repeat 200]
 *
 * Cases: vehicle-cold (an empty data folder: unpack and index the vPIC catalogue, then decode),
 * vehicle-warm (the folder prepared: a restart), zip (load the GeoNames file). Not a test:
 * nothing here asserts a time.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: {
    app: { type: 'string', default: join(here, '..', 'dist') },
    repeat: { type: 'string', default: '200' },
    case: { type: 'string' },
    folder: { type: 'string' },
  },
});
const appDist = resolve(args.app);
const repeat = Number(args.repeat);

/** Real VINs (check digits valid) of several makes; the first is a 2019 Honda Civic LX sedan. */
const VINS = [
  '2HGFC2F55KH542713',
  '2T3P1RFVXMC148372',
  '5FNRL6H74KB062914',
  '1FTFW1ET3CFA31875',
  '4S4BSAFC9H3215506',
  '1G1ZC5EB5AF118204',
  '3C6UR5CL7LG204716',
  'JF2SKAJC8NH417720',
  '5NMJB3AE1PH254109',
  '1C4RJFBG7KC719362',
];
const ZIPS = ['46250', '46206', '10001', '90210', '60601', '73301', '33101', '98101', '02108', '80202'];

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const ms = (n) => n.toFixed(n < 10 ? 2 : 0);

function memory() {
  global.gc();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed, external: m.external };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function timed(fn) {
  const start = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - start };
}

/** The longest time the event loop went without running a 5 ms interval timer, while watching. */
function watchEventLoop() {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  return () => {
    clearInterval(timer);
    return Math.max(longest, performance.now() - last);
  };
}

async function runCase(name, folder) {
  const require = createRequire(join(appDist, 'main.js'));
  const before = memory();
  const stopWatching = watchEventLoop();
  let first;
  let later;
  if (name.startsWith('vehicle')) {
    const { VpicVehicleData } = require(join(appDist, 'lookups/vpic/vpic-vehicle-data.js'));
    const vehicles = new VpicVehicleData(folder);
    first = await timed(() => vehicles.decodeVin(VINS[0], {}));
    first.stall = stopWatching();
    const decodes = [];
    for (let i = 0; i < repeat; i++) decodes.push((await timed(() => vehicles.decodeVin(VINS[i % VINS.length], {}))).ms);
    const lists = [];
    for (const year of [2015, 2019, 2023]) {
      lists.push((await timed(() => vehicles.makes(year, {}))).ms);
      lists.push((await timed(() => vehicles.models(year, 'Toyota', {}))).ms);
      lists.push((await timed(() => vehicles.styles(year, 'Toyota', 'Camry', {}))).ms);
    }
    later = { 'decode median ms': ms(median(decodes)), 'decode max ms': ms(Math.max(...decodes)), 'first makes/models/styles ms': lists.map(ms).join(' / ') };
    await vehicles.close();
  } else {
    const { GeoNamesZipData } = require(join(appDist, 'lookups/zip/geonames-zip-data.js'));
    const zips = new GeoNamesZipData();
    first = await timed(() => zips.lookup(ZIPS[0]));
    first.stall = stopWatching();
    const lookups = [];
    for (let i = 0; i < repeat; i++) lookups.push((await timed(() => zips.lookup(ZIPS[i % ZIPS.length]))).ms);
    later = { 'lookup median ms': ms(median(lookups)), 'lookup max ms': ms(Math.max(...lookups)) };
  }
  const after = memory();
  return {
    case: name,
    'first lookup ms': ms(first.ms),
    'longest event-loop stall ms': ms(first.stall),
    'RSS +MB': mb(after.rss - before.rss),
    'heap +MB': mb(after.heap - before.heap),
    'external +MB': mb(after.external - before.external),
    ...later,
  };
}

function child(name, folder) {
  return new Promise((resolvePromise, reject) => {
    const p = fork(fileURLToPath(import.meta.url), ['--app', appDist, '--repeat', String(repeat), '--case', name, '--folder', folder], {
      execArgv: ['--expose-gc', '--disable-warning=ExperimentalWarning'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    p.once('message', resolvePromise);
    p.once('exit', (code) => (code ? reject(new Error(`${name} exited with ${code}`)) : undefined));
  });
}

if (args.case) {
  process.send(await runCase(args.case, args.folder));
} else {
  console.log(`Lookups first use, Node ${process.version}, ${repeat} later lookups per case`);
  const folder = mkdtempSync(join(tmpdir(), 'portal-lookups-bench-'));
  try {
    const rows = [];
    for (const name of ['vehicle-cold', 'vehicle-warm', 'zip']) rows.push(await child(name, folder));
    for (const row of rows) {
      console.log(`\n${row.case}`);
      for (const [k, v] of Object.entries(row)) if (k !== 'case') console.log(`  ${k.padEnd(30)} ${v}`);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
