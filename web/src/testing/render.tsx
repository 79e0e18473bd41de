import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AppNavigationProvider } from '@/features/shell/appLink';
import { routerNavigation } from '@/features/shell/routerNavigation';
import { theme } from '@/theme';

/**
 * Renders a component as the app does: Mantine's theme, a query client, and a router (so
 * `Link` works) whose only route shows `ui`. Returns Testing Library's queries and a user to
 * type and click with. The router renders after a tick: find the first element with `findBy…`.
 */
export function renderUi(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <AppNavigationProvider value={routerNavigation(router)}>
          <RouterProvider router={router} />
        </AppNavigationProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, user, queryClient, router };
}
