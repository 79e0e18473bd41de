import type { AuthSession, Profile } from '@portal/generated-client';
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { LOCALE_OF, type Language, applyAccountLanguage } from '@/i18n';
import { api, createRefreshClient, setAccessTokenProvider, setUnauthorizedHandler, unwrap } from '@/api/client';
import { ReturnPath, signedInTarget } from './navigation';
import { readProfile } from './calls';
import { forgetFirstName } from './rememberedName';
import { profileQueryOptions } from './profileQuery';
import { type KeyValueStorage, REMEMBER_ME_KEY, SESSION_KEY, SessionStore, decodeClaims, isAdminToken, refreshTokenExpired, systemClock } from './session';
import { SessionManager } from './sessionManager';
import { nextTask } from '@/boot';
import { staffReturnTarget } from './impersonation';

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

function openStorage(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage {
  try {
    const storage = globalThis[kind];
    if (storage) return storage;
  } catch {
    // Access denied (privacy settings).
  }
  return memoryStorage();
}

/**
 * The browser's storage, opened at its first use rather than when this module is evaluated: a
 * page's first touch of localStorage or sessionStorage waits for the browser to hand the storage
 * over, several milliseconds of a phone's main thread that belong in the session restore's task,
 * not in the one that evaluates the app's modules (issue 10).
 */
function browserStorage(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage {
  let storage: KeyValueStorage | undefined;
  const open = () => (storage ??= openStorage(kind));
  return {
    getItem: (key) => open().getItem(key),
    setItem: (key, value) => open().setItem(key, value),
    removeItem: (key) => open().removeItem(key),
  };
}

/** The shared session in localStorage; a login-as session in this tab's sessionStorage. */
export const sessionStore = new SessionStore(browserStorage('localStorage'), systemClock, browserStorage('sessionStorage'));
export const returnPath = new ReturnPath(browserStorage('sessionStorage'));

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
 * What this device keeps for the signed-in user beyond the session (issue 16: the ID cards kept
 * offline). Each entry (main.tsx, loginMain.tsx) connects it; auth only says when it must go.
 */
export interface UserDeviceData {
  /** Every user's data: the session ended. Never fails. */
  forgetAll(): Promise<void>;
  /** A session of `username` starts: anyone else's data goes. Never fails. */
  keepOnly(username: string): Promise<void>;
}

let deviceData: UserDeviceData = { forgetAll: async () => undefined, keepOnly: async () => undefined };

/** Called once by each entry, before any session can end. */
export function connectUserDeviceData(data: UserDeviceData): void {
  deviceData = data;
}

/** The session ended or changed hands: what the device kept for its user goes (ID cards, the remembered first name). */
const forgetSavedIdCards = () => {
  forgetFirstName();
  return deviceData.forgetAll();
};

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
  // A login-as ended (its 30 minutes are up, or the server refused it): back to the staff
  // member's own session, which the other tabs kept.
  if (sessionStore.isTabSession() || sessionStore.takeTabSessionCleared()) {
    void leaveLoginAs(false);
    return;
  }
  sessionStore.clear();
  // The ID cards kept on this device go with the session (issue 16).
  void forgetSavedIdCards();
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
    // Signed out in another tab. A tab in a login-as has a session of its own and keeps it.
    if (endedElsewhere && !sessionStore.isTabSession()) sessionLost();
  });
}

/**
 * Start-up restore of the stored session (doc 1 §4 "Login"); the route guard waits for it. A
 * session found expired or refused at start-up takes the ID cards kept on this device with it;
 * one that could not be renewed for lack of network ('unreachable') keeps them. It starts in a
 * task after the modules' evaluation (boot.ts nextTask): a page's first read of the browser's
 * storage costs a phone 10-15 ms of main thread, which made the evaluation's task a long one
 * (issue 10); nothing reads the session before this has run but what awaits it.
 */
export const sessionReady = nextTask()
  .then(() => sessionManager.restoreOnStart())
  .then(async (outcome) => {
    if (outcome === 'signed-out') await forgetSavedIdCards();
    return outcome;
  });

/**
 * A language chosen while signed in is stored on the account (PUT /api/profile/locale) and the
 * session renewed at once, so the API's messages follow and the next sign-in elsewhere starts in
 * it (issue 17). Staff signed in as a customer leave the customer's choice alone (the API refuses
 * it too). Signed out, the choice stays on this device only. Connected by main.tsx
 * (`onLanguageChosen`); a failure leaves the page in the chosen language.
 */
export async function saveAccountLanguage(language: Language): Promise<void> {
  const session = sessionStore.get();
  if (!session || decodeClaims(session.token).act) return;
  try {
    await unwrap(api.profile.saveLocale({ requestBody: { locale: LOCALE_OF[language] } }));
    await sessionManager.renewNow();
  } catch {
    // Offline or refused: the device still remembers the choice; the account keeps its own.
  }
}

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
  // So do the ID cards another user kept on this device.
  await deviceData.keepOnly(reply.username);
  // A sign-in replaces whatever this tab had, a login-as included: the new session is the shared one.
  sessionStore.endTabSession();
  sessionStore.saveReply(reply);
  // The page follows the language stored on the account (the token's locale claim, doc 1 §3).
  await applyAccountLanguage(decodeClaims(reply.token).locale);
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
  // Log Out in a login-as tab ends the login-as only (the staff member's session is not this
  // tab's to end); /logout then goes to /, which sends the staff member on to /admin.
  if (sessionStore.isTabSession()) return endImpersonation().then(() => undefined);
  signingOut ??= sessionManager
    .signOut((body) => unwrap(api.authentication.logout({ requestBody: body })))
    .finally(() => forgetSavedIdCards())
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
 * Log in as a member (the back office, issue 15): the member's login-as session becomes this
 * tab's own session (sessionStorage); the staff member's session stays the shared one, so their
 * other tabs stay signed in as themselves. Answers where to go (the member's home).
 */
export async function startImpersonation(reply: AuthSession): Promise<string> {
  app?.queryClient.clear();
  await forgetSavedIdCards();
  sessionStore.startTabSession(reply);
  return '/';
}

/**
 * Ends this tab's login-as ("Back to admin", Log Out, or its end): logs it out on the server
 * (`logout`: not when it already ended), drops it, and answers where to go: /admin with the
 * staff member's own session, or /login when that is gone too (`staffReturnTarget`).
 */
async function leaveLoginAs(logout: boolean): Promise<'/admin' | '/login'> {
  const current = sessionStore.isTabSession() ? sessionStore.get() : null;
  if (current && logout) {
    try {
      await unwrap(api.authentication.logout({ requestBody: { refreshToken: current.refreshToken } }));
    } catch {
      // The login-as session ends by itself within 30 minutes; going back must work offline too.
    }
  }
  const staff = sessionStore.endTabSession();
  app?.queryClient.clear();
  await forgetSavedIdCards();
  const target = staffReturnTarget(staff, systemClock);
  if (staff && refreshTokenExpired(staff, systemClock)) sessionStore.clear();
  if (!logout && app) void app.router.navigate({ to: target });
  return target;
}

/** "Back to admin" of the login-as banner: answers where to go (see `leaveLoginAs`). */
export function endImpersonation(): Promise<'/admin' | '/login'> {
  return leaveLoginAs(true);
}
