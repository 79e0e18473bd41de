/**
 * Which claims a policy takes and which questions follow (doc 4 §1, §4 "Claim form" and
 * "Claim type by policy"). The policy number's first three characters (its prefix) decide;
 * on a commercial package (CPP) the chosen package part does.
 */

/** The three kinds of loss the form knows (the spec's Auto, Person/Liability and Property). */
export type LossCategory = 'auto' | 'liability' | 'property';

/** The claim's FNOL type as sent with the claim (doc 4 §7 "command ... with fnol type"). */
export const FNOL_TYPE_NAMES: Record<LossCategory, string> = { auto: 'Auto', liability: 'Person/Liability', property: 'Property' };

/** The answers to "What's damaged?" in the spec's words. */
export const WHATS_DAMAGED_LABELS: Record<LossCategory, string> = {
  auto: 'Auto',
  liability: 'Person/Liability',
  property: 'Property',
};

/** First three characters, upper case. */
export function policyPrefix(policyNumber: string): string {
  return policyNumber.slice(0, 3).toUpperCase();
}

/** Prefixes whose claims are not reported on this form (doc 4 §4, §9). */
export const EXCLUDED_CLAIM_PREFIXES = ['WCP', 'CUP', 'FUP', 'PUP'] as const;

/** Workers' Compensation: a notice directs the customer to the agent (doc 4 §1). */
export const WORKERS_COMPENSATION_PREFIX = 'WCP';

/** A policy can take a claim here: not WCP/CUP/FUP/PUP and not Pending (doc 4 §4 "Eligible policies"). */
export function isClaimEligible(policy: { policyNumber: string; statusText: string }): boolean {
  const prefix = policyPrefix(policy.policyNumber);
  return !(EXCLUDED_CLAIM_PREFIXES as readonly string[]).includes(prefix) && policy.statusText !== 'Pending';
}

/** The eligible policies; the one to preselect when exactly one is eligible. */
export function eligiblePolicies<P extends { policyNumber: string; statusText: string }>(policies: readonly P[]): { eligible: P[]; preselected: P | null } {
  const eligible = policies.filter(isClaimEligible);
  return { eligible, preselected: eligible.length === 1 ? eligible[0] : null };
}

/** Loss categories by prefix (doc 4 §4 "Loss types by prefix"). */
const CATEGORIES_BY_PREFIX: Record<string, readonly LossCategory[]> = {
  PPA: ['auto'],
  CAP: ['auto'],
  BOP: ['liability', 'property'],
  CRM: ['liability', 'property'],
  DFR: ['liability', 'property'],
  FAR: ['liability', 'property'],
  HOM: ['liability', 'property'],
  CGL: ['liability'],
  CUP: ['liability'],
  PUP: ['liability'],
  FUP: ['liability'],
  CIM: ['property'],
  CPR: ['property'],
  PIM: ['property'],
  GAR: ['liability', 'auto'],
  CPP: ['auto', 'liability', 'property'],
};

export function isPackagePolicy(policyNumber: string): boolean {
  return policyPrefix(policyNumber) === 'CPP';
}

export function isAutoPolicy(policyNumber: string): boolean {
  const prefix = policyPrefix(policyNumber);
  return prefix === 'PPA' || prefix === 'CAP';
}

/**
 * Categories of a CPP package part (doc 4 §4 "CPP package parts"): Garage gives Auto or
 * Person/Liability, Crime Person/Liability or Property, General Liability Liability, Property
 * or Inland Marine Property. A part with another name gives all three.
 */
export function packagePartCategories(partName: string): readonly LossCategory[] {
  const name = partName.trim().toLowerCase();
  if (name === 'garage') return ['auto', 'liability'];
  if (name === 'crime') return ['liability', 'property'];
  if (name === 'general liability' || name === 'liability') return ['liability'];
  if (name === 'property' || name === 'inland marine') return ['property'];
  return ['auto', 'liability', 'property'];
}

/**
 * The categories a claim on this policy (and package part) can be. A CPP without a chosen part
 * gives none yet: the part comes first.
 */
export function claimCategories(policyNumber: string, packagePartName: string | null): readonly LossCategory[] {
  if (isPackagePolicy(policyNumber)) return packagePartName ? packagePartCategories(packagePartName) : [];
  return CATEGORIES_BY_PREFIX[policyPrefix(policyNumber)] ?? ['liability', 'property'];
}

/** "What's damaged?" is asked when the policy (or package part) allows more than one category. */
export function asksWhatsDamaged(policyNumber: string, packagePartName: string | null): boolean {
  return claimCategories(policyNumber, packagePartName).length > 1;
}

/**
 * The claim's category: the only one the policy allows (auto for PPA/CAP, property for
 * CIM/PIM/CPR, liability for CGL), otherwise what's damaged; null until it is known.
 */
export function claimCategory(policyNumber: string, packagePartName: string | null, whatsDamaged: LossCategory | ''): LossCategory | null {
  const categories = claimCategories(policyNumber, packagePartName);
  if (categories.length === 1) return categories[0];
  return whatsDamaged && categories.includes(whatsDamaged) ? whatsDamaged : null;
}

/**
 * The sections after the picker appear once the policy is chosen, and the package part (CPP)
 * and what's damaged where those are asked (doc 4 §2).
 */
export function formSectionsShown(policyNumber: string | null, packagePartName: string | null, whatsDamaged: LossCategory | ''): boolean {
  if (!policyNumber) return false;
  if (isPackagePolicy(policyNumber) && !packagePartName) return false;
  return claimCategory(policyNumber, packagePartName, whatsDamaged) !== null;
}

/** Auto claim questions (driver and vehicle, drivable, third parties) apply. */
export function isAutoClaim(category: LossCategory | null): boolean {
  return category === 'auto';
}

/** A Person/Liability claim takes no loss type (doc 4 §5 "lossTypeId unless liability-only"). */
export function asksLossType(category: LossCategory | null): boolean {
  return category !== null && category !== 'liability';
}
