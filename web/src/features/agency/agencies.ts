import type { Policy, PolicyAgency } from '@portal/generated-client';

/** One agency card: the agency and the policy numbers it serves. */
export interface AgencyCard {
  agency: PolicyAgency;
  policyNumbers: string[];
}

/** One card per agency (by agency code), in the order the policies list them (doc 1 §2 Agency screen). */
export function agencyCards(policies: readonly Pick<Policy, 'policyNumber' | 'agency'>[]): AgencyCard[] {
  const cards = new Map<string, AgencyCard>();
  for (const policy of policies) {
    if (!policy.agency) continue;
    const card = cards.get(policy.agency.agencyCode);
    if (card) {
      if (!card.policyNumbers.includes(policy.policyNumber)) card.policyNumbers.push(policy.policyNumber);
    } else {
      cards.set(policy.agency.agencyCode, { agency: policy.agency, policyNumbers: [policy.policyNumber] });
    }
  }
  return [...cards.values()];
}

/** Google Maps directions to the agency's address (both lines). */
export function directionsUrl(agency: Pick<PolicyAgency, 'addressLine1' | 'addressLine2'>): string {
  const address = [agency.addressLine1, agency.addressLine2]
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ');
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}
