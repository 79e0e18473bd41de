/**
 * Lines of business by policy-number prefix. `type` on a policy holds the description;
 * the portal's icons, claim questions and eligibility rules key off the prefix.
 */
export const POLICY_LINES = {
  PPA: 'Personal Auto',
  CAP: 'Commercial Auto',
  HOM: 'Homeowners',
  DFR: 'Dwelling Fire',
  PUP: 'Personal Umbrella',
  FAR: 'Farm',
  FUP: 'Farm Umbrella',
  BOP: 'Businessowners',
  CGL: 'Commercial General Liability',
  CIM: 'Commercial Inland Marine',
  PIM: 'Personal Inland Marine',
  CPR: 'Commercial Property',
  CRM: 'Commercial Crime',
  CPP: 'Commercial Package',
  GAR: 'Garage',
  WCP: "Workers' Compensation",
  CUP: 'Commercial Umbrella',
  ACC: 'Personal Accident',
} as const;

export type PolicyPrefix = keyof typeof POLICY_LINES;

export const POLICY_PREFIXES = Object.keys(POLICY_LINES) as PolicyPrefix[];

export function isPolicyPrefix(value: string): value is PolicyPrefix {
  return Object.prototype.hasOwnProperty.call(POLICY_LINES, value);
}
