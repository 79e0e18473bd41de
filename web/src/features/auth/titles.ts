import { textOf } from '@/i18n';

/** The login page's English title (the prerendered login.html carries it). */
export const LOGIN_TITLE = 'Log In';
/** /legacyuser's English title (doc 1's 'Change Username'). */
export const LEGACY_USER_TITLE = 'Change Username';

/*
 * Titles for the route files' `head` and the /login entry, in the page's language. The route
 * files are part of the app's entry: rather than bundling the whole auth catalogue there, a
 * route's loader waits for `loadAuthText` (the catalogue comes with the page's own chunk, and
 * its Spanish before the page shows), so `head`, run after the loader, finds the texts. Until
 * they are loaded (or if they cannot be) the English shows.
 */
export const loginTitle = () => textOf('auth')('login.title', { defaultValue: LOGIN_TITLE });
export const legacyUserTitle = () => textOf('auth-session')('legacyUser.title', { defaultValue: LEGACY_USER_TITLE });
export const loadAuthText = (): Promise<void> =>
  import('./i18n').then(
    ({ authTextReady }) => authTextReady(),
    () => undefined,
  );
/** /legacyuser's texts (namespace `auth-session`, loaded with the page's chunk). */
export const loadAuthSessionText = (): Promise<void> =>
  import('./sessionI18n').then(
    ({ authSessionTextReady }) => authSessionTextReady(),
    () => undefined,
  );
