import type { Policy } from '@portal/generated-client';
import { type QueryClient, type QueryKey, onlineManager } from '@tanstack/react-query';
import { sessionReady, sessionStore } from '@/features/auth';
import { offlineIdCards } from './offlineCards';
import { cardsOwner, keepOfflineCardsFresh, policiesLoadedIn } from './offlineCardsRefresh';

/**
 * main.tsx: keeps the ID cards saved on this device fresh with the app's query cache, session and
 * network state. `policies`: the policies feature's query key and its read through the cache
 * (ensureQueryData of policiesQueryOptions()), given by main.tsx so this feature does not reach into that one.
 */
export function connectOfflineCardsRefresh(queryClient: QueryClient, policies: { queryKey: QueryKey; load: () => Promise<readonly Policy[]> }): () => void {
  return keepOfflineCardsFresh({
    cards: offlineIdCards,
    username: () => cardsOwner(sessionStore.get()),
    isOnline: () => onlineManager.isOnline(),
    onOnline: (listener) => onlineManager.subscribe((online) => online && listener()),
    loadPolicies: policies.load,
    onPoliciesLoaded: policiesLoadedIn(queryClient.getQueryCache(), policies.queryKey),
    sessionReady,
  });
}
