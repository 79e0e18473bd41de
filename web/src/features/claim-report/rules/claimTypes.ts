/**
 * Which claims a policy takes and which questions follow (doc 4 §1, §4 "Claim form" and
 * "Claim type by policy"). The API decides the claim types of each policy and package part
 * (by prefix and part name, GET /api/claim/form) and sends them with the policy; these
 * functions read them.
 */

/** The three claim (FNOL) types: Auto, Property and Person/Liability. */
export type LossCategory = 'auto' | 'property' | 'liability';

/** The contract's fnolTypeId: 1 Auto, 2 Property, 3 Liability. */
export const FNOL_TYPE_IDS: Record<LossCategory, 1 | 2 | 3> = { auto: 1, property: 2, liability: 3 };
export const FNOL_TYPE_NAMES: Record<LossCategory, 'Auto' | 'Property' | 'Liability'> = { auto: 'Auto', property: 'Property', liability: 'Liability' };

export function categoryOfFnolType(id: number): LossCategory | null {
  return id === 1 ? 'auto' : id === 2 ? 'property' : id === 3 ? 'liability' : null;
}

/** The answers to "What's damaged?" in the spec's words (doc 1 §1: Auto, Person/Liability, Property). */
export const WHATS_DAMAGED_LABELS: Record<LossCategory, string> = {
  auto: 'Auto',
  liability: 'Person/Liability',
  property: 'Property',
};

/** First three characters, upper case. */
export function policyPrefix(policyNumber: string): string {
  return policyNumber.slice(0, 3).toUpperCase();
}

/** Workers' Compensation: a notice directs the customer to the agent (doc 4 §1). */
export const WORKERS_COMPENSATION_PREFIX = 'WCP';

export function isWorkersCompensation(policyNumber: string): boolean {
  return policyPrefix(policyNumber) === WORKERS_COMPENSATION_PREFIX;
}

export function isPackagePolicy(policyNumber: string): boolean {
  return policyPrefix(policyNumber) === 'CPP';
}

/** The eligible policies (the API's canReportClaim); the one to preselect when exactly one is eligible (doc 4 §4). */
export function eligiblePolicies<P extends { canReportClaim: boolean }>(policies: readonly P[]): { eligible: P[]; preselected: P | null } {
  const eligible = policies.filter((p) => p.canReportClaim);
  return { eligible, preselected: eligible.length === 1 ? eligible[0] : null };
}

/**
 * The claim's type: the only one the policy (or the chosen package part) allows, otherwise
 * what's damaged; null until it is known.
 */
export function claimCategory(categories: readonly LossCategory[], whatsDamaged: LossCategory | ''): LossCategory | null {
  if (categories.length === 1) return categories[0];
  return whatsDamaged && categories.includes(whatsDamaged) ? whatsDamaged : null;
}
