import { resolve } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../database/embedded-postgres';
import { loadConfig } from '../config/app-config';
import { buildOrmOptions, type DbSessionLimits } from '../database/orm.config';

export interface CliDatabase {
  orm: MikroORM;
  /** Where the data lives, for messages. */
  description: string;
  close(): Promise<void>;
}

/** The data folder the API uses by default: <repo root>/.data, or DATA_DIR (relative to cwd). */
export function defaultDataDir(): string {
  return process.env.DATA_DIR ? resolve(process.cwd(), process.env.DATA_DIR) : resolve(__dirname, '../../../.data');
}

/** DB_STATEMENT_TIMEOUT_MS and DB_IDLE_IN_TRANSACTION_TIMEOUT_MS, validated as the API does. */
function cliSessionLimits(): DbSessionLimits {
  const config = loadConfig({
    DB_STATEMENT_TIMEOUT_MS: process.env.DB_STATEMENT_TIMEOUT_MS,
    DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: process.env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  });
  return { statementTimeoutMs: config.dbStatementTimeoutMs, idleInTransactionTimeoutMs: config.dbIdleInTransactionTimeoutMs };
}

/**
 * Connects to DATABASE_URL, or starts embedded PostgreSQL: in `dataDir`, or in memory when
 * dataDir is null. close() closes the ORM and stops the embedded server.
 */
export async function openCliDatabase(dataDir: string | null): Promise<CliDatabase> {
  const limits = cliSessionLimits();
  let embedded: EmbeddedPostgres | undefined;
  let url = process.env.DATABASE_URL;
  let description = 'PostgreSQL from DATABASE_URL';
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: dataDir ?? undefined, maxConnections: 10, idleTimeoutMs: limits.idleInTransactionTimeoutMs });
    url = embedded.url;
    description = dataDir ? `embedded PostgreSQL (PGlite) in ${dataDir}` : 'in-memory embedded PostgreSQL (PGlite)';
  }
  try {
    const orm = await MikroORM.init(buildOrmOptions(url, {}, limits));
    return {
      orm,
      description,
      async close() {
        await orm.close(true);
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
