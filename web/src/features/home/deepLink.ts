import type { Policy } from '@portal/generated-client';
import { redirect } from '@tanstack/react-router';
import type { PolicyTab } from '@/features/policies';
import { homeText } from './i18n';

/** A home-page section (doc 1 §2 "Shell behaviour"); its id is the anchor links scroll to. */
export type HomeSection = 'help' | 'payments' | 'policies' | 'autoidcards' | 'claims' | 'agency';

/** What a deep link such as /PPA1000101/documents asks the home page to do. */
export interface HomeDeepLink {
  section: HomeSection;
  policyNumber?: string;
  tab?: PolicyTab;
  /** Open the Pay Now wizard (/paynow, /{policyNumber}/paynow preselecting the policy). */
  payNow?: boolean;
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** What a deep link asked the home page to open (set by homeDeepLinkRedirect). */
    homeDeepLink?: HomeDeepLink;
  }
}

const SECTIONS: readonly HomeSection[] = ['help', 'payments', 'policies', 'autoidcards', 'claims', 'agency'];
const TABS: readonly PolicyTab[] = ['information', 'documents'];

/**
 * Deep links are handled by the home page and the address then reads / (doc 1 §2): the route
 * throws this redirect, which carries the request in the new history entry's state (not in a
 * module variable), so it belongs to that one navigation and back/forward replay it.
 */
export function homeDeepLinkRedirect(link: HomeDeepLink) {
  return redirect({ to: '/', replace: true, state: { homeDeepLink: link } });
}

/** The deep link a history entry carries, checked field by field (history state is user-controlled input); null for none. */
export function deepLinkOf(state: { homeDeepLink?: unknown } | undefined): HomeDeepLink | null {
  const link = state?.homeDeepLink as Partial<HomeDeepLink> | undefined;
  if (!link || typeof link !== 'object' || !SECTIONS.includes(link.section as HomeSection)) return null;
  const out: HomeDeepLink = { section: link.section as HomeSection };
  if (typeof link.policyNumber === 'string') out.policyNumber = link.policyNumber;
  if (TABS.includes(link.tab as PolicyTab)) out.tab = link.tab;
  if (link.payNow === true) out.payNow = true;
  return out;
}

/**
 * What to tell the user when a deep link names a policy the account does not hold (one they
 * removed, mistyped, or that belongs to someone else); null when it holds it or names none.
 */
export function notHeldNotice(link: HomeDeepLink, policies: readonly Pick<Policy, 'policyNumber'>[]): string | null {
  if (!link.policyNumber) return null;
  const wanted = link.policyNumber.toUpperCase();
  if (policies.some((p) => p.policyNumber.toUpperCase() === wanted)) return null;
  return homeText()('notHeld', { policyNumber: wanted });
}

/** Doc 1 §2: the welcome area shows at 64 px of scroll or less, the shortcuts at 128 px or more. */
export const WELCOME_MAX_SCROLL = 64;
export const SHORTCUTS_MIN_SCROLL = 128;

export function homeScrollState(scrollY: number): { showWelcome: boolean; showShortcuts: boolean } {
  return { showWelcome: scrollY <= WELCOME_MAX_SCROLL, showShortcuts: scrollY >= SHORTCUTS_MIN_SCROLL };
}
