#!/usr/bin/env node
/**
 * Request-logging micro-benchmark (issue 10: under 0.2 ms per request at the default level).
 *
 * Builds the request logger exactly as the app does (pino-http with `loggerParams` from the
 * built API, the nestjs-pino step that binds the request's logger to an AsyncLocalStorage), and
 * pushes fake API requests through it: middleware, the handler's one response, the
 * 'request completed' line written to /dev/null. Prints the CPU time per request (median of
 * --rounds rounds of --requests requests) with logging at `info` and with it `silent` (what
 * the pipeline costs when nothing is written), so the difference is the logging's own cost.
 *
 *   npm run build -w @portal/api && node api/bench/request-logging.mjs [--app api/dist]
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: {
    app: { type: 'string', default: join(here, '..', 'dist') },
    requests: { type: 'string', default: '20000' },
    rounds: { type: 'string', default: '7' },
  },
});
const appDist = resolve(args.app);
const require = createRequire(join(appDist, 'main.js'));
const pino = require('pino');
const pinoHttp = require('pino-http');
const { loggerParams } = require(join(appDist, 'common/logging/logging.js'));
const storage = new AsyncLocalStorage();

function middlewareFor(level) {
  const destination = pino.destination({ dest: '/dev/null', sync: true });
  const params = loggerParams({ logLevel: level, logPretty: false }, destination);
  const [options, stream] = Array.isArray(params.pinoHttp) ? params.pinoHttp : [params.pinoHttp, undefined];
  const http = pinoHttp(options, stream);
  // nestjs-pino's second middleware: the request's logger in an AsyncLocalStorage for the handler.
  return (req, res, next) =>
    http(req, res, () => {
      const log = req.allLogs ? req.allLogs[req.allLogs.length - 1] : req.log;
      storage.run({ logger: log }, next);
    });
}

let n = 0;
function fakeRequest() {
  const req = new EventEmitter();
  Object.assign(req, {
    id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    method: 'GET',
    url: '/api/profile',
    originalUrl: '/api/profile',
    headers: { host: '127.0.0.1:3000', authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.sig', 'user-agent': 'bench', accept: 'application/json' },
    socket: { remoteAddress: '127.0.0.1', remotePort: 5000 },
  });
  const res = new EventEmitter();
  Object.assign(res, { statusCode: 200, getHeaders: () => ({ 'content-type': 'application/json' }) });
  return { req, res };
}

/** CPU time (not wall time: the development machine is shared) per request, in microseconds. */
function round(middleware, requests) {
  const started = process.cpuUsage();
  for (let i = 0; i < requests; i++) {
    const { req, res } = fakeRequest();
    middleware(req, res, () => {});
    res.emit('finish');
  }
  const used = process.cpuUsage(started);
  return (used.user + used.system) / requests;
}

const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const requests = Number(args.requests);
const rounds = Number(args.rounds);
const results = {};
for (const level of ['info', 'silent']) {
  const middleware = middlewareFor(level);
  round(middleware, 2000); // warm-up
  results[level] = median(Array.from({ length: rounds }, () => round(middleware, requests)));
}
console.log(`app: ${appDist}`);
console.log(
  `request logging at info: ${results.info.toFixed(1)} us of CPU per request; silent: ${results.silent.toFixed(1)} us; logging's own cost ${(results.info - results.silent).toFixed(1)} us`,
);
