import { rmSync } from 'node:fs';
import type { E2eGlobals } from './global-setup';

const KILL_AFTER_MS = 10_000;

/** Stops the server global setup started: SIGTERM, then SIGKILL if it lingers 10 s. */
export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as E2eGlobals).__E2E_SERVER__;
  if (!server) return;
  const { child, info } = server;

  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS);
    await exited;
    clearTimeout(timer);
  }
  if (info.dataDir) rmSync(info.dataDir, { recursive: true, force: true });
}
