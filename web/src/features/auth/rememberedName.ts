import { TAB_SESSION_KEY } from './session';

/**
 * The signed-in customer's first name, kept on this device (localStorage) so that the first
 * paint of the home page (the prerendered picture in index.html, web/scripts/prerender-home.mjs)
 * can say "Welcome, Emily" before the app and the profile have loaded, and the heading does not
 * change when the page replaces the picture. Written when the profile is read, gone when the
 * session ends (with the ID cards kept offline, runtime.ts). Not written in a login-as tab: its
 * profile is a member's, and localStorage is the staff member's.
 *
 * The picture's script in index.html reads this key by name: keep them the same.
 */
export const FIRST_NAME_KEY = 'portal.firstName';

/** The first word of the profile's name, as the home page's welcome shows it. */
export function firstNameOf(name: string | null | undefined): string | undefined {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : undefined;
}

function storages(): { local?: Storage; tab?: Storage } {
  try {
    return { local: globalThis.localStorage, tab: globalThis.sessionStorage };
  } catch {
    return {};
  }
}

/** Keeps the first name of `name` (the profile's) on this device; forgets it when there is none. */
export function rememberFirstName(name: string | null | undefined): void {
  const { local, tab } = storages();
  try {
    if (!local || tab?.getItem(TAB_SESSION_KEY) != null) return;
    const first = firstNameOf(name);
    if (first) local.setItem(FIRST_NAME_KEY, first);
    else local.removeItem(FIRST_NAME_KEY);
  } catch {
    // A browser that refuses storage shows the page without the picture.
  }
}

/** The first name kept on this device, if any. */
export function rememberedFirstName(): string | undefined {
  try {
    return storages().local?.getItem(FIRST_NAME_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The session ended: the name goes with it. */
export function forgetFirstName(): void {
  try {
    storages().local?.removeItem(FIRST_NAME_KEY);
  } catch {
    // nothing kept
  }
}
