import '@mantine/core/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { connectAuth } from './features/auth/runtime';
import { unregisterStaleWorkers } from './features/shell/unregisterStaleWorkers';
import { createAppQueryClient, createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

const queryClient = createAppQueryClient();
const router = createAppRouter(queryClient);
// A session that ends (expired, refused, signed out in another tab) clears the cache and goes to /login.
connectAuth(router, queryClient);

unregisterStaleWorkers();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
