import type { Policy } from '@portal/generated-client';
import type { QueryCache, QueryKey } from '@tanstack/react-query';
import { isStaffActingToken } from '@/features/auth';
import type { OfflineIdCards } from './offlineCards';

/**
 * What keeps a saved copy of the ID cards fresh (issue 16: "refreshed whenever the app is
 * online"), given as functions so unit tests drive it without a browser (main.tsx connects the
 * real ones: offlineCardsRefreshConnect.ts).
 */
export interface OfflineCardsRefreshDeps {
  cards: Pick<OfflineIdCards, 'read' | 'refresh'>;
  /** The signed-in customer's username; null signed out or while staff act as the customer (their copy is never kept). */
  username: () => string | null;
  isOnline: () => boolean;
  /** Calls `listener` each time the browser comes back online; answers the unsubscribe. */
  onOnline: (listener: () => void) => () => void;
  /** The policies as the app reads them (the query cache's copy, or one request when it has none). */
  loadPolicies: () => Promise<readonly Policy[]>;
  /** Calls `listener` with the policies each time the app's policies query succeeds; answers the unsubscribe. */
  onPoliciesLoaded: (listener: (policies: readonly Policy[]) => void) => () => void;
  /** Settles when the stored session has been restored at start-up (renewed, or found gone). */
  sessionReady: Promise<unknown>;
}

/** onPoliciesLoaded over a query cache: each success (fetched or set) of the query under exactly `key`. */
export function policiesLoadedIn(cache: QueryCache, key: QueryKey): OfflineCardsRefreshDeps['onPoliciesLoaded'] {
  const same = (k: QueryKey) => k.length === key.length && k.every((part, i) => part === key[i]);
  return (listener) =>
    cache.subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success' || !same(event.query.queryKey)) return;
      const data = event.query.state.data as Policy[] | undefined;
      if (data) listener(data);
    });
}

/** Whose cards this session may keep: the customer's own; none signed out or while staff act as the customer. */
export function cardsOwner(session: { token: string; username: string } | null): string | null {
  return session && !isStaffActingToken(session.token) ? session.username : null;
}

/**
 * Refreshes the kept copy wherever the app is, not only on /autoidcards:
 * - each time the policies query succeeds (home page, policy pages, a reload after a change):
 *   the copy is rewritten with those policies, no request of its own;
 * - at app start once the session is restored, and each time the browser comes back online:
 *   when a copy is kept, the policies are read (from the cache, or one request) and the copy
 *   rewritten. With no copy kept, offline, signed out or staff acting: no request at all.
 * Failures are swallowed (an unreachable server keeps the copy as it was). Answers the stop.
 */
export function keepOfflineCardsFresh(deps: OfflineCardsRefreshDeps): () => void {
  let stopped = false;
  const fail = () => undefined;

  const refreshWith = async (policies: readonly Policy[]) => {
    const username = deps.username();
    if (stopped || !username) return;
    await deps.cards.refresh(username, policies);
  };

  const syncNow = async () => {
    const username = deps.username();
    if (stopped || !username || !deps.isOnline()) return;
    if (!(await deps.cards.read(username))) return; // nothing kept: no request
    const policies = await deps.loadPolicies();
    if (deps.username() === username) await refreshWith(policies);
  };

  const stopLoaded = deps.onPoliciesLoaded((policies) => void refreshWith(policies).catch(fail));
  const stopOnline = deps.onOnline(() => void syncNow().catch(fail));
  void deps.sessionReady.then(syncNow, syncNow).catch(fail);

  return () => {
    stopped = true;
    stopLoaded();
    stopOnline();
  };
}
