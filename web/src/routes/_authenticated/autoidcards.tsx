import { type QueryClient, onlineManager } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ApiReplyError } from '@/api/client';
import { sessionStore } from '@/features/auth';
import { AutoIdCardsPage } from '@/features/id-cards/components/AutoIdCardsPage';
import { type SavedIdCards, offlineIdCards } from '@/features/id-cards/offlineCards';
import { PolicyLoadError } from '@/features/policies/components/PolicyLoadError';
import { policiesQueryOptions } from '@/features/policies/queries';
import { pageHead } from '@/features/shell/pageHead';
import { idCardsText } from '@/features/id-cards/i18n';

/** The signed-in customer's copy kept on this device (issue 16), or null. */
async function savedCopy(): Promise<SavedIdCards | null> {
  const username = sessionStore.get()?.username;
  if (!username) return null;
  return offlineIdCards.read(username).catch(() => null);
}

/** The server answered that the session is over (as opposed to the network failing). */
const isRefusal = (error: unknown) => error instanceof ApiReplyError && (error.status === 401 || error.status === 403);

/**
 * Online: the policies, as before. With no network (the browser says it is offline, or the call
 * fails to reach the server): the ID cards the customer kept on this device. A refusal (the
 * session is over) is never answered with the copy: that path signs out and removes it.
 */
async function loadIdCards(queryClient: QueryClient): Promise<{ offline: SavedIdCards | null }> {
  if (!onlineManager.isOnline()) {
    const saved = await savedCopy();
    if (saved) return { offline: saved };
    throw new Error('No network, and no ID cards kept on this device.');
  }
  try {
    await queryClient.ensureQueryData(policiesQueryOptions());
    return { offline: null };
  } catch (error) {
    const saved = isRefusal(error) ? null : await savedCopy();
    if (saved) return { offline: saved };
    throw error;
  }
}

export const Route = createFileRoute('/_authenticated/autoidcards')({
  head: () => pageHead(idCardsText()('page.title')),
  loader: ({ context: { queryClient } }) => loadIdCards(queryClient),
  errorComponent: ({ reset }) => <PolicyLoadError reset={reset} />,
  component: AutoIdCardsRoute,
});

function AutoIdCardsRoute() {
  const { offline } = Route.useLoaderData();
  return <AutoIdCardsPage offline={offline} />;
}
