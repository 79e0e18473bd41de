import type { Policy } from '@portal/generated-client';
import type { PolicyTab } from './policyDisplay';

/**
 * What /policies keeps in its address, so a chosen policy and tab can be bookmarked, shared
 * and reloaded: /policies?policy=PPA1000101&tab=documents. A renewal term is chosen as
 * `PPA1000101-renewal`. Anything else in the query is dropped.
 */
export interface PoliciesSearch {
  policy?: string;
  tab?: PolicyTab;
}

const POLICY_KEY = /^([A-Za-z]{3}\d{7})(-renewal)?$/;
const TABS: readonly PolicyTab[] = ['information', 'documents'];

/** A policy's key in the list and the address: a renewal shares its number with the current term. */
export const policyKeyOf = (policy: Pick<Policy, 'policyNumber' | 'isRenewal'>): string => `${policy.policyNumber}${policy.isRenewal ? '-renewal' : ''}`;

/** `validateSearch` of /policies. */
export function parsePoliciesSearch(search: Record<string, unknown>): PoliciesSearch {
  const out: PoliciesSearch = {};
  const match = typeof search.policy === 'string' ? POLICY_KEY.exec(search.policy.trim()) : null;
  if (match) out.policy = `${match[1].toUpperCase()}${match[2] ?? ''}`;
  if (TABS.includes(search.tab as PolicyTab)) out.tab = search.tab as PolicyTab;
  return out;
}
