import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The monorepo root (this file is web/e2e/support/paths.ts). */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

export const ARTIFACTS_DIR = join(REPO_ROOT, 'test-artifacts');

/** Where global setup records the server it started, for test files and teardown. */
export const SERVER_INFO_FILE = join(ARTIFACTS_DIR, 'e2e', 'server.json');

export interface ServerInfo {
  baseUrl: string;
  pid?: number;
  dataDir?: string;
  /** Path and query of the development mailbox (with its per-start key), from the start-up banner. */
  mailboxPath?: string;
}

function serverInfo(): ServerInfo | undefined {
  return existsSync(SERVER_INFO_FILE) ? (JSON.parse(readFileSync(SERVER_INFO_FILE, 'utf8')) as ServerInfo) : undefined;
}

/** Base URL of the server under test, without a trailing slash. */
export function baseUrl(): string {
  const fromEnv = process.env.E2E_BASE_URL;
  if (fromEnv) return fromEnv.replace(/\/$/, '');
  const info = serverInfo();
  if (info) return info.baseUrl;
  throw new Error('No server under test: global setup did not run and E2E_BASE_URL is unset.');
}

/**
 * The development mailbox of the server under test: the address its start-up banner printed
 * (the mailbox wants that start's key), or E2E_MAILBOX_URL for a server started elsewhere.
 */
export function mailboxUrl(): string {
  if (process.env.E2E_MAILBOX_URL) return process.env.E2E_MAILBOX_URL;
  const path = serverInfo()?.mailboxPath;
  if (!path) throw new Error('The server under test printed no /dev/mailbox address (is DEV_MAILBOX on?); set E2E_MAILBOX_URL for a server started elsewhere.');
  return `${baseUrl()}${path}`;
}
