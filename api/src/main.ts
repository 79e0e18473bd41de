import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from './config/app-config';
import { createApp } from './app.factory';
import { secureDataDir } from './config/data-dir';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './database/embedded-postgres';
import { listenForRole } from './jobs/portal-role';
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
  // PORTAL_ROLE=worker: no HTTP listener; the job workers and cron started with the application.
  const port = await listenForRole(app, config);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal} received: finishing requests in flight and closing.\n`);
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    try {
      await app.close();
      await embedded?.stop();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  process.stdout.write(startupBanner({ config, port, embedded: Boolean(embedded), seeded, startedInMs: Date.now() - startedAt }));
}

main().catch((err) => {
  process.stderr.write(`The portal could not start: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
