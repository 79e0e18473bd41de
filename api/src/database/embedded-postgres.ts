import { mkdirSync, mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { secureDataDir } from '../config/data-dir';

/** A PostgreSQL (PGlite) server running inside this process, reachable at `url` (a Unix socket). */
export interface EmbeddedPostgres {
  url: string;
  /** The owner-only folder that holds the socket file. */
  socketDir: string;
  stop(): Promise<void>;
}

/**
 * The extensions the migrations create (CREATE EXTENSION works on PGlite only for the ones
 * loaded here): pg_trgm for the back office's member search indexes.
 */
const PGLITE_EXTENSIONS = { pg_trgm };

/** Connections the socket server accepts unless told otherwise. */
const DEFAULT_MAX_CONNECTIONS = 20;

/** The port in the socket's name: node-postgres connects to `<host>/.s.PGSQL.<port>`. */
const SOCKET_PORT = 5432;

/** Longest Unix socket path Linux and macOS accept (sun_path holds 104 to 108 bytes). */
const MAX_SOCKET_PATH = 100;

/** The connection URL of a socket folder: the folder goes in the host part, percent-encoded. */
export function socketUrl(socketDir: string): string {
  return `postgresql://postgres@${encodeURIComponent(socketDir)}:${SOCKET_PORT}/postgres`;
}

/**
 * Starts PGlite and a PostgreSQL wire-protocol server on a Unix socket in a folder only this
 * OS user can enter (0700): PGlite accepts any user name and password as superuser, so the
 * folder's permissions are what keeps other local users and processes out. There is no TCP
 * port. With a dataDir the database lives in `<dataDir>/pgdata` and the socket in
 * `<dataDir>/run` (DATA_DIR is made owner-only first, see secureDataDir); without one the
 * database lives in memory (tests) and the socket in a private temporary folder removed on
 * stop. `maxConnections` must cover every pool that connects (ORM, job queue, scripts).
 * `idleTimeoutMs` closes a connection that sent nothing for that long, rolling back its open
 * transaction: PGlite runs one statement at a time and an open transaction holds every other
 * connection back, and it does not enforce idle_in_transaction_session_timeout itself.
 */
export async function startEmbeddedPostgres(opts: { dataDir?: string; maxConnections?: number; idleTimeoutMs?: number }): Promise<EmbeddedPostgres> {
  let socketDir: string;
  let temporarySocketDir = false;
  if (opts.dataDir) {
    secureDataDir(opts.dataDir);
    socketDir = join(opts.dataDir, 'run');
    if (join(socketDir, `.s.PGSQL.${SOCKET_PORT}`).length > MAX_SOCKET_PATH) {
      // A deep DATA_DIR cannot hold a socket: use a private temporary folder instead.
      socketDir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
      temporarySocketDir = true;
    } else {
      mkdirSync(socketDir, { recursive: true, mode: 0o700 });
    }
  } else {
    // mkdtemp creates the folder with mode 0700.
    socketDir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
    temporarySocketDir = true;
  }
  const socketPath = join(socketDir, `.s.PGSQL.${SOCKET_PORT}`);
  const removeTemporary = () => temporarySocketDir && rmSync(socketDir, { recursive: true, force: true });

  let db: PGlite;
  try {
    // Before PGlite opens the data folder: a second process must never open it.
    await removeStaleSocket(socketPath);
    if (opts.dataDir) {
      const pgdata = join(opts.dataDir, 'pgdata');
      mkdirSync(pgdata, { recursive: true, mode: 0o700 });
      db = await PGlite.create(pgdata, { extensions: PGLITE_EXTENSIONS });
      // PGlite's file system sets modes of its own (0666) on the files it first creates: take
      // group and other permissions off again once the database is open.
      secureDataDir(opts.dataDir);
    } else {
      db = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    }
  } catch (error) {
    removeTemporary();
    throw error;
  }
  const server = new PGLiteSocketServer({
    db,
    path: socketPath,
    maxConnections: opts.maxConnections ?? DEFAULT_MAX_CONNECTIONS,
    idleTimeout: opts.idleTimeoutMs ?? 0,
  });
  keepExtendedQueriesWhole(server, db);
  try {
    await server.start();
  } catch (error) {
    await db.close();
    removeTemporary();
    throw error;
  }
  let stopped: Promise<void> | undefined;
  return {
    url: socketUrl(socketDir),
    socketDir,
    stop() {
      stopped ??= (async () => {
        await server.stop();
        await db.close();
        removeTemporary();
      })();
      return stopped;
    },
  };
}

/** Extended-protocol messages that leave the sequence open (Parse, Bind, Describe, Execute, Close, Flush); Sync ('S') ends it. */
const EXTENDED_OPEN = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((c) => c.charCodeAt(0)));
const SYNC = 'S'.charCodeAt(0);

/** The parts of pglite-socket 0.2's (internal) query queue this file relies on. */
interface SocketQueryQueue {
  db: Pick<PGlite, 'isInTransaction' | 'runExclusive' | 'execProtocolRawStream' | 'exec'>;
}

/**
 * pglite-socket's queue runs the connections' protocol messages one at a time, in arrival order,
 * and keeps to one connection only while an explicit transaction is open. A parameterised query
 * is several messages (Parse, Bind, Describe, Execute, Sync: node-postgres, pg-boss), so another
 * connection's statement could run between its Parse and its Bind: PGlite has one session, so
 * that statement replaced the unnamed prepared statement, the Bind failed, and PostgreSQL then
 * skipped every message until the Sync, answering nothing to the connections whose statements
 * it skipped: they waited forever (the API's payments tests stalled this way when the job
 * queue's polls met the requests' statements). Here the queue also keeps to one connection from
 * its Parse to its Sync, as PostgreSQL keeps a session's messages together.
 */
function keepExtendedQueriesWhole(server: PGLiteSocketServer, db: PGlite): void {
  const queue = (server as unknown as { queryQueue?: SocketQueryQueue }).queryQueue;
  if (!queue?.db || typeof queue.db.execProtocolRawStream !== 'function') {
    throw new Error('pglite-socket changed its query queue: check keepExtendedQueriesWhole (embedded-postgres.ts) against it');
  }
  let sequenceOpen = false;
  queue.db = {
    // The queue serves only the connection it served last while this is true.
    isInTransaction: () => sequenceOpen || db.isInTransaction(),
    runExclusive: (fn) => db.runExclusive(fn),
    execProtocolRawStream: async (message, options) => {
      const result = await db.execProtocolRawStream(message, options);
      if (EXTENDED_OPEN.has(message[0])) sequenceOpen = true;
      else if (message[0] === SYNC) sequenceOpen = false;
      return result;
    },
    // The queue's rollback for a connection that left: its sequence ended with it.
    exec: (query, options) => {
      sequenceOpen = false;
      return db.exec(query, options);
    },
  };
}

/**
 * A socket file left by a process that was killed is removed; one that still answers belongs
 * to a portal or seed script running on the same DATA_DIR, and two processes must never open
 * one PGlite data folder.
 */
async function removeStaleSocket(socketPath: string): Promise<void> {
  const answered = await new Promise<boolean>((resolveAnswer) => {
    const probe = createConnection(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolveAnswer(true);
    });
    probe.once('error', () => resolveAnswer(false));
  });
  if (answered) {
    throw new Error(
      `Another process is using the embedded database (its socket ${socketPath} answers). Stop it first: one process at a time may open DATA_DIR.`,
    );
  }
  try {
    unlinkSync(socketPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
