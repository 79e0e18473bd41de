import { textOf } from '@/i18n';

/** The page's English title. */
export const PAGE_TITLE = 'Registration';

/*
 * The route's title in the page's language. The route files are part of the app's entry: rather
 * than bundling the registration catalogue there, the route's loader waits for
 * `loadRegistrationText` (the catalogue comes with the page's own chunk, and its Spanish before
 * the page shows), so `head`, run after the loader, finds the text. Until it is loaded (or if it
 * cannot be) the English shows.
 */
export const registrationTitle = () => textOf('registration')('page.title', { defaultValue: PAGE_TITLE });
export const loadRegistrationText = (): Promise<void> =>
  import('./i18n').then(
    ({ registrationTextReady }) => registrationTextReady(),
    () => undefined,
  );
