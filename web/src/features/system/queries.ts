import { queryOptions } from '@tanstack/react-query';
import { readSystemInfo } from './systemInfo';

/** The system info messages staff publish, shown on the sign-in page (doc 1 §2). */
export const systemInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'info'],
    queryFn: readSystemInfo,
    staleTime: 60_000,
  });
