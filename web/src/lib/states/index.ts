import { US_STATES } from '@portal/generated-client';

/**
 * Doc 3 §3 "State list": 50 states plus DC, ids 1 to 51 in alphabetical order of abbreviation;
 * the contract's list (openapi.yaml x-us-states), shared by the address forms of policy changes
 * and claims (here rather than in either feature, so /report-claim does not load the policy
 * change chunk for it).
 */
export const STATE_LIST = US_STATES;

export const STATE_OPTIONS = STATE_LIST.map((s) => ({ value: String(s.id), label: s.name }));

export function stateIdOf(abbreviation: string): number | null {
  return STATE_LIST.find((s) => s.abbreviation === abbreviation.toUpperCase())?.id ?? null;
}
