// Mantine's global styles; each component's own styles come with the chunk that uses it (see
// mantineStylesPerComponent in vite.config.ts). In Mantine's order, inside `@layer mantine`.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { connectAuth, connectUserDeviceData, saveAccountLanguage } from './features/auth/runtime';
import { AppNavigationProvider } from './features/shell/appLink';
import { routerNavigation } from './features/shell/routerNavigation';
import { savedIdCardsOfUser } from './features/id-cards/offlineCards';
import { connectOfflineCardsRefresh } from './features/id-cards/offlineCardsRefreshConnect';
import { policiesQueryOptions } from './features/policies/queries';
import { startServiceWorker } from './features/shell/serviceWorker';
import { PICTURE_MAX_MS, dropHomePicture, homePictureShown } from './features/shell/homePicture';
import { nextTask, readyToRender, whenIdle } from './boot';
import { createAppQueryClient, createAppRouter } from './router';
import { cssVariablesResolver, mantineVariablesInPage, theme } from './theme';
import { onLanguageChosen, onLanguageShown, showLanguage, startLanguage } from './i18n';

/*
 * The app's entry: every page but a first load of /login, which has its own, smaller entry
 * (loginMain.tsx, served prerendered as login.html).
 */

// The prerendered page's head has Mantine's CSS variables: not rendered twice (theme.ts).
const withCssVariables = !mantineVariablesInPage();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

/**
 * The app's start, each step in a task of its own (boot.ts, nextTask): the modules' evaluation,
 * the router's creation, its load of the first page and the first render would otherwise run as
 * one or two long tasks on a phone, which then cannot answer a tap.
 */
async function start(rootElement: HTMLElement): Promise<void> {
  await nextTask();
  const queryClient = createAppQueryClient();
  const router = createAppRouter(queryClient);
  // A session that ends (expired, refused, signed out in another tab) clears the cache and goes to /login.
  connectAuth(router, queryClient);
  // A language chosen while signed in is stored on the account (issue 17), and the session renewed
  // with it: the API's data (line names, coverages, claim types...) follows the token's locale claim
  // first, so the cached replies are read again once the new token is there.
  onLanguageChosen(async (language) => {
    await saveAccountLanguage(language);
    await queryClient.invalidateQueries();
  });
  // The tab's title is the routes' `head`, read when a route loads: a new language reads it again,
  // and so are the cached replies, whose closed-list values the API writes in the caller's language
  // (Accept-Language is the page's language).
  onLanguageShown(() => {
    void router.invalidate();
    void queryClient.invalidateQueries();
  });

  // The ID cards kept on this device go when the session does (issue 16).
  connectUserDeviceData(savedIdCardsOfUser);
  /**
   * Once the first page is out of the way (boot.ts, whenIdle): a kept copy of the ID cards is
   * refreshed whenever the app is online (at start, back online, each policies load), and the
   * service worker registered (itself after the load event).
   */
  const startBackgroundWork = () => {
    connectOfflineCardsRefresh(queryClient, {
      queryKey: policiesQueryOptions().queryKey,
      load: () => queryClient.ensureQueryData(policiesQueryOptions()),
    });
    startServiceWorker();
  };

  // index.html's picture of the home page (features/shell/homePicture.ts), when it kept it, goes
  // once a route has rendered: the home page removes it itself in the frame it appears; any other
  // outcome (a redirect to /login, an error screen) shows instead of it.
  router.subscribe('onRendered', dropHomePicture);
  setTimeout(dropHomePicture, PICTURE_MAX_MS);

  // The first render in a transition: React yields to the browser every few milliseconds
  // instead of one long task (the page is behind the prerendered picture or not painted yet).
  // Behind the picture, the router has loaded the page first (boot.ts, readyToRender), so that
  // render is the whole page.
  const render = () =>
    startTransition(() =>
      createRoot(rootElement).render(
        <StrictMode>
          <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" withCssVariables={withCssVariables}>
            <QueryClientProvider client={queryClient}>
              <AppNavigationProvider value={routerNavigation(router)}>
                <RouterProvider router={router} />
              </AppNavigationProvider>
            </QueryClientProvider>
          </MantineProvider>
        </StrictMode>,
      ),
    );

  // The page starts in the language this device last chose (the account's, after a sign-in): a
  // Spanish page waits for the Spanish of the namespaces loaded so far, an English one for nothing.
  const pictureShown = homePictureShown();
  await showLanguage(startLanguage()).catch(() => undefined);
  await nextTask();
  await readyToRender(router, pictureShown, PICTURE_MAX_MS);
  await nextTask();
  render();
  whenIdle(startBackgroundWork);
}

void start(rootElement);
