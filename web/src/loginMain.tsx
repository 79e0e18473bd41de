// The same global styles as main.tsx, in the same order.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import type { SystemInfoMessage } from '@portal/generated-client';
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { LoginPage } from './features/auth/components/LoginPage';
import { connectUserDeviceData, sessionReady } from './features/auth/runtime';
import { LOGIN_TITLE, loginTitle } from './features/auth/titles';
import { AppHeaderBar } from './features/shell/components/AppHeaderBar';
import { ShellFrame } from './features/shell/components/ShellFrame';
import { pageHead } from './features/shell/pageHead';
import { SystemInfoNotices, readSystemInfo, savedIdCardsOfUser, startServiceWorker } from './loginDeferred';
import { cssVariablesResolver, mantineVariablesInPage, theme } from './theme';
import { onLanguageChosen, showLanguage, startLanguage } from './i18n';
import { nextTask } from './boot';

/*
 * The entry of a first load of /login (login.html, written by web/scripts/prerender-login.mjs):
 * the login page in the app's shell with React and Mantine, but without TanStack Router and
 * Query, the route tree or any other screen, so a phone downloads and runs about a third less
 * before it can sign in (Query arrives with the Contact Us dialog if it is opened). Its links
 * and its navigation after sign-in load the address from the server (appLink.tsx: no
 * AppNavigationProvider here), where main.tsx starts the whole app with the session just
 * stored. Within the app, /login is the route in routes/login.tsx, which renders the same
 * LoginPage with the notice read through the query cache.
 */

// The ID cards kept on this device go when the session does (issue 16).
connectUserDeviceData(savedIdCardsOfUser);
// The route's `head` in the app (login.html already carries it; this is for the prerender), in
// the page's language once its texts are loaded, and again when the header's switch changes it.
const showTitle = () => {
  document.title = pageHead(loginTitle()).meta[0]?.title ?? document.title;
};
showTitle();
onLanguageChosen(showTitle);

// The prerendered page's head has Mantine's CSS variables: not rendered twice (theme.ts).
const withCssVariables = !mantineVariablesInPage();

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

const root = createRoot(rootElement);
/** The system info messages once read (none until then, or if they cannot be read). */
let systemInfo: readonly SystemInfoMessage[] = [];

// In a transition: React renders the page in slices of a few milliseconds, the browser's other
// work between them, instead of one task of several hundred milliseconds on a phone (the
// prerendered picture shows meanwhile); the commit that replaces the picture stays one step.
const render = () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <Operable />
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" withCssVariables={withCssVariables}>
          <ShellFrame header={<AppHeaderBar variant="plain" outsideRouter />}>
            <LoginPage title={LOGIN_TITLE} systemInfo={<SystemInfoNotices messages={systemInfo} />} />
          </ShellFrame>
        </MantineProvider>
      </StrictMode>,
    ),
  );

/**
 * The start, in tasks of its own after the modules' evaluation (boot.ts nextTask): the first
 * reads of this device's storage (the language; the session's restore is runtime.ts's), the
 * system-info call and the service worker's module each cost a phone several milliseconds of
 * main thread, and a task holding all of them with the evaluation passed 50 ms (issue 10).
 */
async function start(): Promise<void> {
  await nextTask();
  // The language this device last chose (English by default): its texts are fetched before the first render.
  const languageReady = showLanguage(startLanguage()).catch(() => undefined);
  void languageReady.then(showTitle);
  await nextTask();
  // A courtesy notice: if it cannot be read, the page still opens (the route's loader does the same).
  const systemInfoRead = readSystemInfo().then(
    (messages) => {
      systemInfo = messages;
    },
    () => undefined,
  );
  // The picture must not outstay a slow system-info call: after 3 s React renders anyway, and
  // again with the notice when it arrives (the app's route shows its pending screen instead).
  let rendered = false;
  void Promise.race([Promise.all([sessionReady, systemInfoRead, languageReady]), new Promise((resolve) => setTimeout(resolve, PRERENDER_WAIT_MS))]).finally(
    () => {
      rendered = true;
      render();
    },
  );
  void systemInfoRead.then(() => {
    if (rendered) render();
  });
  await nextTask();
  startServiceWorker();
}

const PRERENDER_WAIT_MS = 3000;
void start();
