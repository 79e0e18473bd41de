import type { Profile } from '@portal/generated-client';
import { type KeyValueStorage, isEmailAddress } from './session';

export const RETURN_PATH_KEY = 'portal.returnPath';
export const JUST_LOGGED_OUT_KEY = 'portal.justLoggedOut';

/**
 * Only a path of this site may be a return path ('/x', not '//evil.example' or a full URL),
 * so a crafted link cannot send the user elsewhere after signing in.
 */
export function isSafeReturnPath(path: string | null | undefined): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/**
 * Where the route guard keeps the page a signed-out visitor asked for, in sessionStorage
 * (this tab only), and the "just logged out" mark that stops it keeping one after a logout
 * (doc 1 §4 "Route guard").
 */
export class ReturnPath {
  constructor(private readonly storage: KeyValueStorage) {}

  /** The guard turned a signed-out visitor away from `path`. */
  rememberUnlessJustLoggedOut(path: string): void {
    if (this.storage.getItem(JUST_LOGGED_OUT_KEY) !== null) {
      this.storage.removeItem(JUST_LOGGED_OUT_KEY);
      return;
    }
    if (isSafeReturnPath(path) && path !== '/login' && path !== '/logout') {
      this.storage.setItem(RETURN_PATH_KEY, path);
    }
  }

  markLoggedOut(): void {
    this.storage.removeItem(RETURN_PATH_KEY);
    this.storage.setItem(JUST_LOGGED_OUT_KEY, '1');
  }

  /** Reads and forgets the return path (once signed in). */
  take(): string | null {
    const path = this.storage.getItem(RETURN_PATH_KEY);
    this.storage.removeItem(RETURN_PATH_KEY);
    this.storage.removeItem(JUST_LOGGED_OUT_KEY);
    return isSafeReturnPath(path) ? path : null;
  }
}

/**
 * Where a user goes once signed in (doc 1 §4 "Login", §6): an old-style username (not an
 * email address equal to the profile email) must first be changed at /legacyuser; an
 * administrator goes to the back office; anyone else to the page they asked for, or home.
 */
export function signedInTarget(username: string, profile: Pick<Profile, 'email' | 'isAdmin'>, returnPath: string | null): string {
  const matchesEmail = isEmailAddress(username) && username.trim().toLowerCase() === profile.email.trim().toLowerCase();
  if (!matchesEmail) return '/legacyuser';
  if (profile.isAdmin) return returnPath && /^\/admin(\/|$|\?)/.test(returnPath) ? returnPath : '/admin';
  return returnPath ?? '/';
}
