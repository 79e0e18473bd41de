import type { SystemInfoMessage } from '@portal/generated-client';
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

/** The system info messages staff publish, shown on the sign-in page (doc 1 §2). */
export const systemInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'info'],
    queryFn: async (): Promise<SystemInfoMessage[]> => (await unwrap(api.system.getSystemInfo())) ?? [],
    staleTime: 60_000,
  });
