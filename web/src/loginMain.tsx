// The same global styles as main.tsx, in the same order.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { LoginPage } from './features/auth/components/LoginPage';
import { sessionReady } from './features/auth/runtime';
import { LOGIN_TITLE } from './features/auth/titles';
import { AppHeaderBar } from './features/shell/components/AppHeaderBar';
import { ShellFrame } from './features/shell/components/ShellFrame';
import { pageHead } from './features/shell/pageHead';
import { unregisterStaleWorkers } from './features/shell/unregisterStaleWorkers';
import { systemInfoQueryOptions } from './features/system/queries';
import { createAppQueryClient } from './queryClient';
import { cssVariablesResolver, theme } from './theme';

/*
 * The entry of a first load of /login (login.html, written by web/scripts/prerender-login.mjs):
 * the login page in the app's shell with React, Mantine and TanStack Query, but without the
 * router, the route tree or any other screen, so a phone downloads and runs about a third
 * less before it can sign in. Its links and its navigation after sign-in load the address
 * from the server (appLink.tsx: no AppNavigationProvider here), where main.tsx starts the
 * whole app with the session just stored. Within the app, /login is the route in
 * routes/login.tsx, which renders the same LoginPage.
 */

const queryClient = createAppQueryClient();
unregisterStaleWorkers();
// The route's `head` in the app (login.html already carries it; this is for the prerender).
document.title = pageHead(LOGIN_TITLE).meta[0]?.title ?? document.title;

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('login.html has no #root element');

/**
 * login.html arrives prerendered: a picture of the page, inert and hidden from assistive
 * technology, painted before the JS runs. What the route's loader waits for in the app (the
 * start-up session restore, the system-info notice) is awaited before the first render, so
 * React's first commit replaces the picture with the same page; then the page becomes operable.
 */
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
      <Operable />
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <QueryClientProvider client={queryClient}>
          <ShellFrame header={<AppHeaderBar variant="plain" />}>
            <LoginPage title={LOGIN_TITLE} />
          </ShellFrame>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );

// The picture must not outstay a slow system-info call: after 3 s React renders anyway (the
// notice then appears when it arrives), as the app's route does with its pending screen.
const PRERENDER_WAIT_MS = 3000;
const ready = Promise.all([
  sessionReady,
  // A courtesy notice: if it cannot be read, the page still opens (the route's loader does the same).
  queryClient.ensureQueryData(systemInfoQueryOptions()).catch(() => undefined),
]);
void Promise.race([ready, new Promise((resolve) => setTimeout(resolve, PRERENDER_WAIT_MS))]).finally(render);
