/**
 * What one process runs (PORTAL_ROLE): `all` serves HTTP and runs the job workers and cron
 * (one process, what `npm start` runs); `api` serves HTTP and only sends jobs; `worker` runs
 * the workers and cron and does not listen for HTTP. Every role migrates the database and can
 * send jobs.
 */
export const PORTAL_ROLES = ['all', 'api', 'worker'] as const;
export type PortalRole = (typeof PORTAL_ROLES)[number];

export function servesHttp(role: PortalRole): boolean {
  return role !== 'worker';
}

export function runsWorkers(role: PortalRole): boolean {
  return role !== 'api';
}

export function describeRole(role: PortalRole): string {
  switch (role) {
    case 'all':
      return 'all (HTTP API and job workers with cron in this process)';
    case 'api':
      return 'api (HTTP only: jobs are sent, workers run elsewhere)';
    case 'worker':
      return 'worker (job workers and cron, no HTTP listener)';
  }
}

/** The parts of a Nest HTTP application listenForRole uses. */
interface Listenable {
  listen(options: { port: number; host: string }): Promise<unknown>;
  getHttpServer(): { address(): unknown };
}

/**
 * Starts the HTTP listener when the role serves HTTP and returns the port it listens on; in the
 * `worker` role nothing listens and it returns undefined (the application is initialised all
 * the same, so its workers and cron run).
 */
export async function listenForRole(app: Listenable, config: { portalRole: PortalRole; port: number; host: string }): Promise<number | undefined> {
  if (!servesHttp(config.portalRole)) return undefined;
  await app.listen({ port: config.port, host: config.host });
  const address = app.getHttpServer().address();
  return typeof address === 'object' && address && 'port' in address ? Number((address as { port: number }).port) : config.port;
}
