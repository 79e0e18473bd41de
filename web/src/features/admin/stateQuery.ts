import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

/*
 * Apart from queries.ts: the /admin route's loader reads this, and the route file is in the
 * entry bundle, so it must not bring the back office's mutations with it (docs/performance.md,
 * 'Rule for route files').
 */

export const STATE_KEY = ['admin', 'state'] as const;

/** GET /api/admin: system info messages, chat schedule, toggles and the pending count (doc 4 §3 Admin state). */
export const adminStateQueryOptions = () =>
  queryOptions({
    queryKey: STATE_KEY,
    queryFn: () => unwrap(api.admin.getAdminState()),
  });
