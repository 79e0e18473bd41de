import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** A PostgreSQL (PGlite) server running inside this process, reachable over TCP at `url`. */
export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/** Connections the socket server accepts unless told otherwise. */
const DEFAULT_MAX_CONNECTIONS = 20;

/**
 * Starts PGlite and a PostgreSQL wire-protocol server on 127.0.0.1 (a free port).
 * Without a dataDir the database lives in memory (tests); with one it lives in
 * `<dataDir>/pgdata` and survives restarts. `maxConnections` must cover every pool that
 * connects (ORM, job queue, scripts). PGlite runs one statement at a time and an open
 * transaction holds the others back, so never wait on a second connection inside a
 * transaction.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir?: string;
  maxConnections?: number;
}): Promise<EmbeddedPostgres> {
  let db: PGlite;
  if (opts.dataDir) {
    const pgdata = join(opts.dataDir, 'pgdata');
    mkdirSync(pgdata, { recursive: true });
    db = await PGlite.create(pgdata);
  } else {
    db = await PGlite.create();
  }
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: 0,
    maxConnections: opts.maxConnections ?? DEFAULT_MAX_CONNECTIONS,
  });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    throw error;
  }
  const url = `postgresql://postgres:postgres@${server.getServerConn()}/postgres`;
  let stopped: Promise<void> | undefined;
  return {
    url,
    stop() {
      stopped ??= (async () => {
        await server.stop();
        await db.close();
      })();
      return stopped;
    },
  };
}
