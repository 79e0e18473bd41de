/**
 * The portal as the benchmark runs it: the built API (BENCH_APP_DIST, default api/dist) in
 * production mode at the default log level (info; lines go to stdout, which the bench sends to
 * /dev/null), on PORT, against BENCH_DATABASE_URL, with rate limits raised so the limiter does
 * not answer 429 during the run. Reports CPU and peak RSS over IPC (server-probe.mjs).
 */
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_TOTP_ENCRYPTION_KEY } from './lib.mjs';
import { serveProbe } from './server-probe.mjs';

const appDist = process.env.BENCH_APP_DIST;
const require = createRequire(join(appDist, 'main.js'));
require('reflect-metadata');
const { loadConfig } = require(join(appDist, 'config/app-config.js'));
const { createApp } = require(join(appDist, 'app.factory.js'));
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  SEED_DEMO: 'false',
  SERVE_WEB: 'false',
  DATA_DIR: dataDir,
  JWT_SECRET: process.env.JWT_SECRET,
  // The same key every run (lib.mjs): the reused book's app-code secrets were encrypted with it.
  TOTP_ENCRYPTION_KEY: process.env.BENCH_TOTP_ENCRYPTION_KEY ?? BENCH_TOTP_ENCRYPTION_KEY,
  RATE_LIMIT_PER_MINUTE: '1000000',
  AUTH_RATE_LIMIT_PER_15_MINUTES: '100000',
  AUTH_ACCOUNT_RATE_LIMIT_PER_HOUR: '100000',
});
const { app } = await createApp(config, process.env.BENCH_DATABASE_URL);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
serveProbe(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});
