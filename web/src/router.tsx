import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { ErrorPage } from './features/shell/components/ErrorPage';
import { PendingPage } from './features/shell/components/PendingPage';
import { LazyNotFoundPage } from './features/shell/lazyParts';
import { routeTree } from './routeTree.gen';

export { createAppQueryClient } from './queryClient';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders always run on preload; TanStack Query decides whether cached data is fresh.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PendingPage,
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: LazyNotFoundPage,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
