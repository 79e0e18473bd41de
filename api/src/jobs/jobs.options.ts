import type { PortalRole } from '../config/portal-role';

export const JOBS_OPTIONS = Symbol('JOBS_OPTIONS');

export interface JobsOptions {
  databaseUrl: string;
  role: PortalRole;
  /** True on the embedded PGlite (its socket server multiplexes a fixed number of connections). */
  embedded: boolean;
  /** Connections pg-boss may open (its own pool, besides the ORM's). */
  poolSize: number;
  /** Longest wait for running jobs at shutdown. */
  shutdownTimeoutMs: number;
  /** Overrides every definition's polling interval (tests). */
  pollingIntervalSeconds?: number;
  /** Overrides every definition's retry delay, and caps its backoff there (tests). */
  retryDelaySeconds?: number;
  /** How often the cron monitor looks for due schedules (seconds, 1 to 45). */
  cronMonitorIntervalSeconds?: number;
}

/** Connections of pg-boss's pool: see README (PGlite limits). */
export const JOBS_POOL_SIZE = { embedded: 3, postgres: 5 } as const;

/** Whether a connection URL names a Unix socket folder (the embedded PGlite's socket). */
export function isSocketUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return decodeURIComponent(host).startsWith('/');
}
