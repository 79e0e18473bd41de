import type { Policy } from '@portal/generated-client';
import type { PolicyTab } from '../policies';

/** A home-page section (doc 1 §2 "Shell behaviour"); its id is the anchor links scroll to. */
export type HomeSection = 'help' | 'payments' | 'policies' | 'autoidcards' | 'claims' | 'agency';

/** What a deep link such as /PPA1000101/documents asks the home page to do. */
export interface HomeDeepLink {
  section: HomeSection;
  policyNumber?: string;
  tab?: PolicyTab;
}

let pending: HomeDeepLink | null = null;

/**
 * Deep links are handled by the home page and the address then reads / (doc 1 §2): the route
 * leaves its request here and redirects; the home page takes it once.
 */
export function requestHomeDeepLink(link: HomeDeepLink): void {
  pending = link;
}

export function takeHomeDeepLink(): HomeDeepLink | null {
  const link = pending;
  pending = null;
  return link;
}

/**
 * What to tell the user when a deep link names a policy the account does not hold (one they
 * removed, mistyped, or that belongs to someone else); null when it holds it or names none.
 */
export function notHeldNotice(link: HomeDeepLink, policies: readonly Pick<Policy, 'policyNumber'>[]): string | null {
  if (!link.policyNumber) return null;
  const wanted = link.policyNumber.toUpperCase();
  if (policies.some((p) => p.policyNumber.toUpperCase() === wanted)) return null;
  return `Policy ${wanted} is not on your account.`;
}

/** Doc 1 §2: the welcome area shows at 64 px of scroll or less, the shortcuts at 128 px or more. */
export const WELCOME_MAX_SCROLL = 64;
export const SHORTCUTS_MIN_SCROLL = 128;

export function homeScrollState(scrollY: number): { showWelcome: boolean; showShortcuts: boolean } {
  return { showWelcome: scrollY <= WELCOME_MAX_SCROLL, showShortcuts: scrollY >= SHORTCUTS_MIN_SCROLL };
}
