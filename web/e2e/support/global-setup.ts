import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, SERVER_INFO_FILE, type ServerInfo } from './paths';

// First start migrates, loads the demo book and creates the job queue schema (pg-boss), on a machine
// that may be busy with other work: give it time.
const HEALTH_TIMEOUT_MS = 180_000;
const OUTPUT_LINES_KEPT = 200;

/** Shared with global-teardown (jest runs both in the same context). */
export interface E2eGlobals {
  __E2E_SERVER__?: { child: ChildProcess; info: ServerInfo };
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts the built production server (API + web app on one port) on a free port with a fresh
 * embedded database (or E2E_DATABASE_URL), and waits until /api/health answers 200.
 */
export default async function globalSetup(): Promise<void> {
  mkdirSync(join(SERVER_INFO_FILE, '..'), { recursive: true });

  if (process.env.E2E_BASE_URL) {
    const info: ServerInfo = { baseUrl: process.env.E2E_BASE_URL.replace(/\/$/, '') };
    writeFileSync(SERVER_INFO_FILE, JSON.stringify(info, null, 2));
    return;
  }

  const main = join(REPO_ROOT, 'api', 'dist', 'main.js');
  const webIndex = join(REPO_ROOT, 'web', 'dist', 'index.html');
  for (const built of [main, webIndex]) {
    if (!existsSync(built)) {
      throw new Error(`${built} is missing: build first (npm run build).`);
    }
  }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    // Every journey signs in from 127.0.0.1: the per-address sign-in limit (20 per 15 minutes)
    // would refuse the later ones. The limit itself is tested by the API tests.
    AUTH_RATE_LIMIT_PER_15_MINUTES: process.env.AUTH_RATE_LIMIT_PER_15_MINUTES ?? '1000',
    // The journeys play several visitors from one machine: they stand behind a trusted local
    // proxy and name their address in X-Forwarded-For (production trusts no proxy by default).
    TRUST_PROXY: 'loopback',
    // Only this machine runs the journeys (and only it may read the development mailbox).
    HOST: '127.0.0.1',
  };
  let dataDir: string | undefined;
  if (process.env.E2E_DATABASE_URL) {
    env.DATABASE_URL = process.env.E2E_DATABASE_URL;
    // The journeys read confirmation and reset mail in the mailbox, which a real database
    // leaves off unless asked.
    env.DEV_MAILBOX = '1';
  } else {
    delete env.DATABASE_URL;
    dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
    env.DATA_DIR = dataDir;
  }

  const child = spawn(process.execPath, [main], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  // The banner's mailbox address (with this start's key) is how the journeys read mail; it is
  // read from whole lines of stdout, since a chunk may end in the middle of it.
  let mailboxPath: string | undefined;
  let bannerPrinted = false;
  let partialLine = '';
  const readBanner = (chunk: Buffer) => {
    const lines = (partialLine + chunk.toString()).split('\n');
    partialLine = lines.pop() ?? '';
    for (const line of lines) {
      const printed = line.match(/https?:\/\/\S+\/dev\/mailbox\?key=\S+/)?.[0];
      if (printed) {
        const url = new URL(printed);
        mailboxPath = `${url.pathname}${url.search}`;
      }
      if (line.includes('Demo accounts:')) bannerPrinted = true;
    }
  };
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n'));
    if (output.length > OUTPUT_LINES_KEPT) output.splice(0, output.length - OUTPUT_LINES_KEPT);
  };
  child.stdout?.on('data', keep);
  child.stdout?.on('data', readBanner);
  child.stderr?.on('data', keep);
  let exitCode: number | null | undefined;
  child.on('exit', (code, signal) => {
    exitCode = code ?? (signal ? -1 : null);
  });

  // Jest skips global teardown when setup fails, so a failed start cleans up after itself.
  const fail = (reason: string): never => {
    if (exitCode === undefined) child.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${reason}\n--- server output ---\n${output.join('\n')}`);
  };

  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  // Healthy, and the start-up banner (printed once the server listens) has been read.
  for (;;) {
    if (exitCode !== undefined) fail(`The server exited (code ${exitCode}) before it was healthy.`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.status === 200 && bannerPrinted) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      fail(`GET /api/health did not answer 200, or the start-up banner was not printed, within ${HEALTH_TIMEOUT_MS / 1000} s.`);
    }
    await sleep(500);
  }

  // Keep draining the pipes so a chatty server never blocks on a full buffer.
  child.stdout?.resume();
  child.stderr?.resume();

  const info: ServerInfo = { baseUrl, pid: child.pid, dataDir, mailboxPath };
  writeFileSync(SERVER_INFO_FILE, JSON.stringify(info, null, 2));
  process.env.E2E_BASE_URL = baseUrl;
  (globalThis as E2eGlobals).__E2E_SERVER__ = { child, info };
}
