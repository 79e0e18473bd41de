import { redirect } from '@tanstack/react-router';
import { isAdminSession, returnPath, sessionReady, sessionStore } from './runtime';
import { isAdminToken, isEmailAddress } from './session';

/*
 * The route guards, apart from runtime.ts: they throw the router's redirects, and runtime.ts is
 * also part of the /login entry (loginMain.tsx), which has no router.
 */

/**
 * Route guard of the signed-in screens (doc 1 §4 "Route guard"): a signed-out visitor goes to
 * /login (the page they wanted is kept unless they just logged out); an old-style username
 * goes to /legacyuser first; an admin at / goes to /admin.
 */
export async function guardSignedIn(location: { pathname: string; href: string }): Promise<void> {
  await sessionReady;
  const session = sessionStore.get();
  if (!session) {
    returnPath.rememberUnlessJustLoggedOut(location.href);
    throw redirect({ to: '/login' });
  }
  if (!isEmailAddress(session.username)) throw redirect({ to: '/legacyuser' });
  if (location.pathname === '/' && isAdminToken(session.token)) throw redirect({ to: '/admin' });
}

/** Guard of /admin and below: a user without the admin policy value goes to /unauthorized. */
export function guardAdmin(): void {
  if (!isAdminSession()) throw redirect({ to: '/unauthorized' });
}

/** Guard of /legacyuser: it needs a session but is outside the signed-in layout. */
export async function guardHasSession(location: { href: string }): Promise<void> {
  await sessionReady;
  if (!sessionStore.get()) {
    returnPath.rememberUnlessJustLoggedOut(location.href);
    throw redirect({ to: '/login' });
  }
}
