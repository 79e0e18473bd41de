/*
 * The signed-in home page's prerendered picture (web/scripts/prerender-home.mjs): index.html
 * carries, before `#root`, an inert and aria-hidden drawing of the home page at phone width
 * (`#home-picture`), which a small inline script keeps only for a first load of `/` on a phone
 * with a stored session and a remembered first name (features/auth/rememberedName.ts), and
 * removes before the first paint otherwise. While it is there, `#root` is hidden (index.html's
 * rule `#home-picture ~ #root`), so the app renders behind it; the picture goes when the home
 * page commits (HomePage's layout effect, same frame: no blank frame, no layout shift since the
 * page's nodes are new), when any other route has rendered (a redirect to /login, an error), or
 * after PICTURE_MAX_MS whatever happens.
 */

export const HOME_PICTURE_ID = 'home-picture';

/** The picture must not outstay a page that cannot render (then the app's pending screen shows). */
export const PICTURE_MAX_MS = 10_000;

/** Removes the picture if it is still there (idempotent). */
export function dropHomePicture(): void {
  if (typeof document === 'undefined') return;
  document.getElementById(HOME_PICTURE_ID)?.remove();
}

/** Whether the picture is shown (index.html kept it). */
export function homePictureShown(): boolean {
  return typeof document !== 'undefined' && document.getElementById(HOME_PICTURE_ID) !== null;
}
