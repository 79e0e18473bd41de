// Mantine's global styles; each component's own styles come with the chunk that uses it (see
// mantineStylesPerComponent in vite.config.ts). In Mantine's order, inside `@layer mantine`.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useLayoutEffect } from 'react';
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

/**
 * /login arrives prerendered (web/scripts/prerender-login.mjs): a picture of the page, inert and
 * hidden from assistive technology, painted before the JS runs. The route (loader and component
 * chunk) is loaded before the first render, so React's first commit replaces the picture with the
 * same page at once (no pending screen in between); then the page becomes operable.
 */
const prerendered = rootElement.hasAttribute('data-prerendered');

function Operable() {
  useLayoutEffect(() => {
    rootElement?.removeAttribute('inert');
    rootElement?.removeAttribute('aria-hidden');
    rootElement?.removeAttribute('data-prerendered');
  }, []);
  return null;
}

const render = () =>
  createRoot(rootElement).render(
    <StrictMode>
      {prerendered && <Operable />}
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );

// The picture must not outstay a slow loader (the system-info call): after 3 s React renders
// anyway, with the route's pending screen, as it would without the picture.
const PRERENDER_WAIT_MS = 3000;

if (prerendered) void Promise.race([router.load(), new Promise((resolve) => setTimeout(resolve, PRERENDER_WAIT_MS))]).finally(render);
else render();
