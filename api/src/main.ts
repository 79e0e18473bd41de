import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/app-config';
import { createApp } from './app.factory';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './database/embedded-postgres';
import { mailerDescription } from './mail/mailer.service';

const DEMO_ACCOUNTS = [
  ['demo@example.com', 'Harbor-Light-42', 'policyholder with the richest book'],
  ['admin@example.com', 'Harbor-Admin-42', 'staff administrator'],
];

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
  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, maxConnections: 20 });
    databaseUrl = embedded.url;
  }

  const { app, seeded } = await createApp(config, databaseUrl);
  await app.listen({ port: config.port, host: config.host });

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

  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [
    '',
    `Harbor Mutual portal is ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
    `  Portal:        http://localhost:${port}/`,
    `  API reference: http://localhost:${port}/api/docs`,
    `  Runtime:       Node.js ${process.version}`,
    `  Database:      ${embedded ? `embedded PostgreSQL (PGlite) in ${config.dataDir}` : 'PostgreSQL from DATABASE_URL'}${seeded ? ' (demo book loaded)' : ''}`,
    `  Mail:          ${config.smtpUrl ? mailerDescription(config).replace(/^Mailer: /, '') : config.devMailbox ? `kept in the outbox, shown at http://localhost:${port}/dev/mailbox` : 'kept in the outbox (the /dev/mailbox page is off)'}`,
    '  Demo accounts:',
    ...DEMO_ACCOUNTS.map(([email, password, what]) => `    ${email.padEnd(20)} ${password.padEnd(16)} ${what}`),
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

main().catch((err) => {
  process.stderr.write(`The portal could not start: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
