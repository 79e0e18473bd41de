import type { AuthSession, Profile } from '@portal/generated-client';
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { api, createRefreshClient, setAccessTokenProvider, setUnauthorizedHandler, unwrap } from '@/api/client';
import { ReturnPath, signedInTarget } from './navigation';
import { readProfile } from './calls';
import { profileQueryOptions } from './profileQuery';
import { type KeyValueStorage, REMEMBER_ME_KEY, SESSION_KEY, SessionStore, decodeClaims, isAdminToken } from './session';
import { SessionManager } from './sessionManager';
import { StaffSessionKeeper } from './impersonation';

/**
 * The browser wiring of sign-in: one session store over localStorage, the token provider of
 * the API client, the start-up restore, and what happens when a session ends. The rules live
 * in session.ts, sessionManager.ts and navigation.ts, which are tested without a browser.
 */

/** A storage that forgets, for when the browser refuses localStorage/sessionStorage. */
function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

function browserStorage(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage {
  try {
    const storage = globalThis[kind];
    if (storage) return storage;
  } catch {
    // Access denied (privacy settings).
  }
  return memoryStorage();
}

export const sessionStore = new SessionStore(browserStorage('localStorage'));
export const returnPath = new ReturnPath(browserStorage('sessionStorage'));
const staffSessions = new StaffSessionKeeper(browserStorage('sessionStorage'));

/** The refresh token of the renewal in progress (renewals run one at a time). */
let refreshTokenInUse: string | undefined;
const refreshApi = createRefreshClient(() => refreshTokenInUse);

export const sessionManager = new SessionManager({
  store: sessionStore,
  refresh: async (refreshToken) => {
    refreshTokenInUse = refreshToken;
    try {
      return await unwrap(refreshApi.authentication.refreshToken());
    } finally {
      refreshTokenInUse = undefined;
    }
  },
});

setAccessTokenProvider((call) => sessionManager.accessTokenFor(call));

let app: { router: AnyRouter; queryClient: QueryClient } | undefined;

/**
 * Whether the page shown, or the one being opened, needs a session (the signed-in layout or
 * /legacyuser). The page being opened counts because a 401 often comes from its loader.
 */
function onSignedInRoute(router: AnyRouter): boolean {
  const needsSession = (routeId: string) => routeId.startsWith('/_authenticated') || routeId === '/legacyuser';
  return router.state.matches.some((m) => needsSession(m.routeId)) || router.matchRoutes(router.latestLocation).some((m) => needsSession(m.routeId));
}

/**
 * The session ended without the user asking (refresh token expired or refused, a 401, or a
 * logout in another tab): forget everything cached and, on a signed-in screen, go to /login.
 */
function sessionLost(): void {
  sessionStore.clear();
  if (!app) return;
  app.queryClient.clear();
  if (onSignedInRoute(app.router)) {
    returnPath.rememberUnlessJustLoggedOut(app.router.latestLocation.href);
    void app.router.navigate({ to: '/login' });
  }
}

sessionManager.setOnSessionLost(sessionLost);

setUnauthorizedHandler((token) => {
  // Only the current session's 401 ends it; a late answer to a call of an older session does not.
  if (sessionStore.get()?.token === token) sessionLost();
});

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== SESSION_KEY && event.key !== REMEMBER_ME_KEY) return;
    sessionStore.notifyExternalChange();
    const endedElsewhere = event.key === SESSION_KEY && event.oldValue !== null && event.newValue === null;
    if (endedElsewhere) sessionLost(); // signed out in another tab
  });
}

/** Start-up restore of the stored session (doc 1 §4 "Login"); the route guard waits for it. */
export const sessionReady = sessionManager.restoreOnStart();

/** Called once by main.tsx: the router and cache a session change acts on. */
export function connectAuth(router: AnyRouter, queryClient: QueryClient): void {
  app = { router, queryClient };
}

/**
 * Starts the session of a login or remember-me reply and tells where to go next (doc 1 §4
 * "Login"): stores the session (and a new remember-me credential, or forgets the old one
 * when `forgetRememberedUser`), reads the profile, then picks the target. In the app the
 * profile goes through its query cache (connectAuth); the /login entry has none.
 */
export async function startSession(reply: AuthSession, forgetRememberedUser: boolean): Promise<string> {
  // Anything cached about a user belonged to whoever was here before; public data may stay.
  app?.queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'system' });
  sessionStore.saveReply(reply);
  if (reply.rememberMe) {
    sessionStore.saveRememberedUser({ credential: reply.rememberMe, username: reply.username });
  } else if (forgetRememberedUser) {
    sessionStore.clearRememberedUser();
  }
  let profile: Pick<Profile, 'email' | 'isAdmin'>;
  try {
    profile = app ? await app.queryClient.fetchQuery(profileQueryOptions()) : await readProfile();
  } catch {
    // The profile could not be read: decide from the token's claims instead.
    profile = { email: decodeClaims(reply.token).email_address ?? '', isAdmin: isAdminToken(reply.token) };
  }
  return signedInTarget(reply.username, profile, returnPath.take());
}

let signingOut: Promise<void> | null = null;

/** Logout (doc 1 §4 "Session"): server, then session, remember-me and every cached answer. */
export function signOut(queryClient: QueryClient): Promise<void> {
  signingOut ??= sessionManager
    .signOut((body) => unwrap(api.authentication.logout({ requestBody: body })))
    .finally(() => {
      queryClient.clear();
      returnPath.markLoggedOut();
      signingOut = null;
    });
  return signingOut;
}

/** Whether the signed-in user is an administrator (the admin policy value in the token). */
export function isAdminSession(): boolean {
  const session = sessionStore.get();
  return session !== null && isAdminToken(session.token);
}

/**
 * Log in as a member (the back office, issue 15): the staff member's own session is kept aside
 * in this tab's sessionStorage and the member's login-as session takes its place. Answers
 * where to go (the member's home).
 */
export async function startImpersonation(reply: AuthSession): Promise<string> {
  const own = sessionStore.get();
  if (own && isAdminToken(own.token)) staffSessions.keep(own);
  app?.queryClient.clear();
  sessionStore.saveReply(reply);
  return '/';
}

/**
 * "Back to admin": ends the login-as session on the server and puts the staff member's own
 * session back (kept by startImpersonation). Answers where to go: /admin, or /login when the
 * kept session is gone (another tab, or the browser was closed).
 */
export async function endImpersonation(): Promise<string> {
  const current = sessionStore.get();
  if (current) {
    try {
      await unwrap(api.authentication.logout({ requestBody: { refreshToken: current.refreshToken } }));
    } catch {
      // The login-as session ends by itself within 30 minutes; going back must work offline too.
    }
  }
  app?.queryClient.clear();
  const own = staffSessions.take();
  if (!own) {
    sessionStore.clear();
    return '/login';
  }
  sessionStore.save(own);
  return '/admin';
}
