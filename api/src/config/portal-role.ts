/**
 * What one process runs (PORTAL_ROLE): `all` serves HTTP and runs the job workers and cron
 * (one process, what `npm start` runs); `api` serves HTTP and only sends jobs; `worker` runs
 * the workers and cron and does not listen for HTTP. Every role migrates the database and can
 * send jobs. The role is configuration (app-config.ts reads it), so its definition lives here;
 * jobs/portal-role.ts decides what each role starts.
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
