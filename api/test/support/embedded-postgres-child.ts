import { spawn } from 'node:child_process';
import { join } from 'node:path';

export interface ChildEmbeddedPostgres {
  url: string;
  socketDir: string;
  /** Stops the server (closing the child's stdin) and waits for the child to exit. */
  stop(): Promise<void>;
}

/**
 * Starts the embedded PostgreSQL in a child process (PGlite cannot start inside jest's module
 * sandbox) and resolves once it serves, or rejects with what the child printed on failure.
 */
export function startEmbeddedPostgresInChild(opts: { dataDir?: string; idleTimeoutMs?: number } = {}): Promise<ChildEmbeddedPostgres> {
  const child = spawn(process.execPath, [join(__dirname, 'embedded-postgres-runner.cjs'), JSON.stringify(opts)], { stdio: ['pipe', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  return new Promise((resolveStart, reject) => {
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      const { url, socketDir } = JSON.parse(line) as { url: string; socketDir: string };
      resolveStart({
        url,
        socketDir,
        async stop() {
          child.stdin.end();
          await exited;
        },
      });
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('exit', (code) => reject(new Error(err.trim() || `the embedded database process exited with code ${code}`)));
  });
}
