import { sessionStore } from '@/features/auth';
import { lazyComponent } from './lazy';

/*
 * Parts of the shell that /login and most first visits never show, each in a chunk of its own
 * (with its Mantine components and their styles) loaded when first rendered.
 */

/** The header's menus (desktop list, phone burger and drawer): signed-in screens only. */
export const LazyHeaderMenu = lazyComponent(() => import('./components/HeaderMenu'), 'HeaderMenu');

/** The phone header's menu drawer: loaded when the burger is first used. */
export const LazyMenuDrawer = lazyComponent(() => import('./components/MenuDrawer'), 'MenuDrawer');

/**
 * Route loader of the screens that show a header menu (the signed-in layout, the payment
 * header even signed out, /unauthorized for a signed-in visitor): the menu's code is fetched beside the screen's
 * own chunks and awaited with its data, so the screen and its menu appear together.
 */
export async function loadHeaderMenu({ signedOutToo = false } = {}): Promise<void> {
  if (!signedOutToo && sessionStore.get() === null) return;
  await LazyHeaderMenu.preload();
}

/** The Contact Us dialog: loaded when first opened. */
export const LazyContactDialog = lazyComponent(() => import('./components/ContactDialogHost'), 'ContactDialogHost');

/** The iPhone Home Screen hint. */
export const LazyIosInstallHint = lazyComponent(() => import('./components/IosInstallHint'), 'IosInstallHint');

/** The not-found page. */
export const LazyNotFoundPage = lazyComponent(() => import('./components/NotFoundPage'), 'NotFoundPage');
