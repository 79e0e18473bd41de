import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from './config/app-config';
import { createApp } from './app.factory';
import { secureDataDir } from './config/data-dir';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './database/embedded-postgres';
import { drainAndClose } from './health/shutdown';
import { startupBanner } from './startup-banner';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\nFix the variables above (see README.md, Configuration) and start again.\n`);
      process.exit(78);
    }
    throw err;
  }

  const startedAt = Date.now();
  // DATA_DIR holds the database, its socket and the signing secret: owner-only, and so is
  // everything this process writes from now on (umask 077). A deployment with its own
  // PostgreSQL and JWT_SECRET may have no data folder at all.
  process.umask(0o077);
  if (!config.databaseUrl || !config.jwtSecret || existsSync(config.dataDir)) secureDataDir(config.dataDir);
  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, maxConnections: 20, idleTimeoutMs: config.dbIdleInTransactionTimeoutMs });
    databaseUrl = embedded.url;
  }

  const { app, seeded } = await createApp(config, databaseUrl);
  await app.listen({ port: config.port, host: config.host });

  // SIGTERM (a deployment stopping or replacing this instance): readiness turns 503, no new
  // connections, requests in flight (and, in the same Nest hooks, running jobs) finish, then
  // exit 0; all within SHUTDOWN_TIMEOUT_MS, after which what is left is cut and the exit is 1.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal} received: finishing requests in flight (at most ${config.shutdownTimeoutMs} ms) and closing.\n`);
    const force = setTimeout(() => {
      process.stderr.write(`Shutdown took longer than ${config.shutdownTimeoutMs} ms: exiting anyway.\n`);
      process.exit(1);
    }, config.shutdownTimeoutMs + 2000).unref();
    let code = 0;
    try {
      const outcome = await drainAndClose(app, config.shutdownTimeoutMs);
      if (outcome === 'timed-out') {
        process.stderr.write(`Requests were still running after ${config.shutdownTimeoutMs} ms (SHUTDOWN_TIMEOUT_MS): their connections were closed.\n`);
        code = 1;
      }
      await embedded?.stop();
    } catch (err) {
      process.stderr.write(`Shutdown failed: ${err instanceof Error ? err.stack : String(err)}\n`);
      code = 1;
    } finally {
      clearTimeout(force);
      process.exit(code);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  process.stdout.write(startupBanner({ config, port, embedded: Boolean(embedded), seeded, startedInMs: Date.now() - startedAt }));
}

main().catch((err) => {
  process.stderr.write(`The portal could not start: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
