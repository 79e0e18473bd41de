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
}

/** Base URL of the server under test, without a trailing slash. */
export function baseUrl(): string {
  const fromEnv = process.env.E2E_BASE_URL;
  if (fromEnv) return fromEnv.replace(/\/$/, '');
  if (existsSync(SERVER_INFO_FILE)) {
    return (JSON.parse(readFileSync(SERVER_INFO_FILE, 'utf8')) as ServerInfo).baseUrl;
  }
  throw new Error('No server under test: global setup did not run and E2E_BASE_URL is unset.');
}
