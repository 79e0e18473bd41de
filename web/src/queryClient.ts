import { QueryClient } from '@tanstack/react-query';

/** The app's query cache (its own module: the /login entry has one but no router). */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
