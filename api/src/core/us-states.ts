/**
 * The 50 states plus DC with the ids the policy system uses (doc 3 §3): 1 to 51 in
 * alphabetical order of the abbreviation. Creditor and garaging addresses store the id.
 * The contract states the same list (openapi.yaml `x-us-states`, which the web takes from the
 * generated client); test/contract.e2e-spec.ts fails when the two differ.
 */
export interface UsState {
  id: number;
  abbreviation: string;
  name: string;
}

const STATES: ReadonlyArray<[string, string]> = [
  ['AK', 'Alaska'],
  ['AL', 'Alabama'],
  ['AR', 'Arkansas'],
  ['AZ', 'Arizona'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DC', 'District of Columbia'],
  ['DE', 'Delaware'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['IA', 'Iowa'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['MA', 'Massachusetts'],
  ['MD', 'Maryland'],
  ['ME', 'Maine'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MO', 'Missouri'],
  ['MS', 'Mississippi'],
  ['MT', 'Montana'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['NE', 'Nebraska'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NV', 'Nevada'],
  ['NY', 'New York'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VA', 'Virginia'],
  ['VT', 'Vermont'],
  ['WA', 'Washington'],
  ['WI', 'Wisconsin'],
  ['WV', 'West Virginia'],
  ['WY', 'Wyoming'],
];

export const US_STATES: readonly UsState[] = STATES.map(([abbreviation, name], i) => ({
  id: i + 1,
  abbreviation,
  name,
}));

export function stateIdOf(abbreviation: string): number {
  const state = US_STATES.find((s) => s.abbreviation === abbreviation.toUpperCase());
  if (!state) {
    throw new Error(`Unknown state: ${abbreviation}`);
  }
  return state.id;
}

export function stateById(id: number): UsState | undefined {
  return US_STATES[id - 1];
}
