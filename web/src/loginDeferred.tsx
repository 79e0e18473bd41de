import type { SystemInfoMessage } from '@portal/generated-client';
import { lazyComponent } from './features/shell/lazy';
import { readSystemInfo as readMessages } from './features/system/systemInfo';

/*
 * What the /login entry (loginMain.tsx) starts at once but whose code need not be in its first
 * load (issue 10: at most 130 kB gzip of JS): each module is fetched when first used.
 */

const offlineCards = () => import('./features/id-cards/offlineCards').then((module) => module.savedIdCardsOfUser);

/**
 * The ID cards kept on this device (issue 16), as auth's connectUserDeviceData takes them: the
 * module (with IndexedDB's idb-keyval) comes when a sign-in or a sign-out needs it. Never fails,
 * as the module's own functions.
 */
export const savedIdCardsOfUser = {
  forgetAll: () =>
    offlineCards().then(
      (cards) => cards.forgetAll(),
      () => undefined,
    ),
  keepOnly: (username: string) =>
    offlineCards().then(
      (cards) => cards.keepOnly(username),
      () => undefined,
    ),
};

/** The service worker (registered after the page's load event anyway): its module comes then too. */
export function startServiceWorker(): void {
  void import('./features/shell/serviceWorker').then(
    (module) => module.startServiceWorker(),
    () => undefined, // no worker this time: the page works online as before
  );
}

const LazyNotices = lazyComponent(() => import('./features/system/components/SystemInfoNotices'), 'SystemInfoNotices');

/** The system info notices: their code is fetched only when there is one to show (most loads have none). */
export function SystemInfoNotices({ messages }: { messages: readonly SystemInfoMessage[] }) {
  return messages.some((m) => m.isActive) ? <LazyNotices messages={messages} /> : null;
}

/**
 * The system info messages (features/system/systemInfo.ts), with the notices' code already here
 * when one is active: the first render shows it at once, no notice popping in over the form.
 */
export async function readSystemInfo(): Promise<SystemInfoMessage[]> {
  const messages = await readMessages();
  if (messages.some((m) => m.isActive)) await LazyNotices.preload().catch(() => undefined);
  return messages;
}
