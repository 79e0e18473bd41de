import { useSyncExternalStore } from 'react';
import { sessionStore } from '../runtime';
import { type RememberedUser, type StoredSession, isAdminToken, isStaffActingToken } from '../session';

export interface SessionView {
  session: StoredSession | null;
  signedIn: boolean;
  /** The token carries the admin policy value (doc 1 §6). */
  isAdmin: boolean;
  /** A staff member is signed in as this customer (token claim act.sub). */
  isStaffActing: boolean;
}

/** The current session; re-renders when it starts, renews or ends (in this tab or another). */
export function useSession(): SessionView {
  const session = useSyncExternalStore(sessionStore.subscribe, () => sessionStore.get());
  return {
    session,
    signedIn: session !== null,
    isAdmin: session !== null && isAdminToken(session.token),
    isStaffActing: session !== null && isStaffActingToken(session.token),
  };
}

/** The remember-me credential and its username, or null. */
export function useRememberedUser(): RememberedUser | null {
  return useSyncExternalStore(sessionStore.subscribe, () => sessionStore.getRememberedUser());
}
