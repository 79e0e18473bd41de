import { textOf } from '@/i18n';

/** The pages' English titles. */
export const FORGOT_TITLE = 'Forgot Password';
export const RESET_TITLE = 'Reset Password';

/*
 * The routes' titles in the page's language. The route files are part of the app's entry: rather
 * than bundling the password-reset catalogue there, each route's loader waits for
 * `loadPasswordResetText` (the catalogue comes with the page's own chunk, and its Spanish before
 * the page shows), so `head`, run after the loader, finds the text. Until it is loaded (or if it
 * cannot be) the English shows.
 */
export const forgotTitle = () => textOf('password-reset')('forgot.title', { defaultValue: FORGOT_TITLE });
export const resetTitle = () => textOf('password-reset')('reset.title', { defaultValue: RESET_TITLE });
export const loadPasswordResetText = (): Promise<void> =>
  import('./i18n').then(
    ({ passwordResetTextReady }) => passwordResetTextReady(),
    () => undefined,
  );
