import type { ClaimLatestEvent, Policy, PolicyClaim } from '@portal/generated-client';
import { claimsText } from './i18n';

/** Claims list: 3 per page, up to 5 page links (doc 1 §9). */
export const CLAIMS_PER_PAGE = 3;
export const MAX_PAGE_LINKS = 5;

/** A claim number starting with P is a claim still being set up (doc 1 §3 Claim). */
export function isPendingClaim(claim: Pick<PolicyClaim, 'number' | 'isPending'>): boolean {
  return claim.isPending || /^p/i.test(claim.number);
}

/** Every claim of the user's policies, newest loss date first (ties: higher claim number first). */
export function claimsNewestFirst(policies: readonly Pick<Policy, 'claims'>[]): PolicyClaim[] {
  return policies.flatMap((policy) => policy.claims ?? []).sort((a, b) => b.lossDate.localeCompare(a.lossDate) || b.number.localeCompare(a.number));
}

/** The number of pages for `total` items (at least 1). */
export function pageCount(total: number, perPage = CLAIMS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The items on 1-based `page`, the page clamped to the pages that exist. */
export function pageOf<T>(items: readonly T[], page: number, perPage = CLAIMS_PER_PAGE): T[] {
  const last = pageCount(items.length, perPage);
  const current = Math.min(Math.max(1, page), last);
  return items.slice((current - 1) * perPage, current * perPage);
}

/** What the home page's claims section says of a claim's newest event. */
const KNOWN_STATUSES = ['Open', 'Closed', 'Reported', 'Pending', 'Reopened'] as const;

/**
 * A claim's status as the claims system names it (Open, Closed, Reported...), in the language
 * shown; a status the portal does not know is shown as the API sends it.
 */
export function claimStatusLabel(status: string): string {
  const known = KNOWN_STATUSES.find((name) => name === status);
  return known ? claimsText()(`status.${known}`) : status;
}

export function latestEventLabel(kind: ClaimLatestEvent['kind']): string {
  // In the language shown when it is called (the home page renders again when it changes).
  return claimsText()(`events.${kind}`);
}
