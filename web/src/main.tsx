// Mantine's global styles; each component's own styles come with the chunk that uses it (see
// mantineStylesPerComponent in vite.config.ts). In Mantine's order, inside `@layer mantine`.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { connectAuth } from './features/auth/runtime';
import { AppNavigationProvider } from './features/shell/appLink';
import { routerNavigation } from './features/shell/routerNavigation';
import { unregisterStaleWorkers } from './features/shell/unregisterStaleWorkers';
import { createAppQueryClient, createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

/*
 * The app's entry: every page but a first load of /login, which has its own, smaller entry
 * (loginMain.tsx, served prerendered as login.html).
 */

const queryClient = createAppQueryClient();
const router = createAppRouter(queryClient);
// A session that ends (expired, refused, signed out in another tab) clears the cache and goes to /login.
connectAuth(router, queryClient);

unregisterStaleWorkers();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <AppNavigationProvider value={routerNavigation(router)}>
          <RouterProvider router={router} />
        </AppNavigationProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
