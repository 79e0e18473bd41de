import { type QueryClient, onlineManager } from '@tanstack/react-query';
import { sessionReady, sessionStore } from '@/features/auth/runtime';
import { policiesQueryOptions } from '@/features/policies/queries';
import { offlineIdCards } from './offlineCards';
import { cardsOwner, keepOfflineCardsFresh, policiesLoadedIn } from './offlineCardsRefresh';

/** main.tsx: keeps the ID cards saved on this device fresh with the app's query cache, session and network state. */
export function connectOfflineCardsRefresh(queryClient: QueryClient): () => void {
  return keepOfflineCardsFresh({
    cards: offlineIdCards,
    username: () => cardsOwner(sessionStore.get()),
    isOnline: () => onlineManager.isOnline(),
    onOnline: (listener) => onlineManager.subscribe((online) => online && listener()),
    loadPolicies: () => queryClient.ensureQueryData(policiesQueryOptions()),
    onPoliciesLoaded: policiesLoadedIn(queryClient.getQueryCache(), policiesQueryOptions().queryKey),
    sessionReady,
  });
}
