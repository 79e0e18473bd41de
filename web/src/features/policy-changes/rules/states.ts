/** Doc 3 §3 "State list": 50 states plus DC, ids 1 to 51 in alphabetical order of abbreviation. */
const STATES: [string, string][] = [
  ['AK', 'Alaska'], ['AL', 'Alabama'], ['AR', 'Arkansas'], ['AZ', 'Arizona'], ['CA', 'California'], ['CO', 'Colorado'],
  ['CT', 'Connecticut'], ['DC', 'District of Columbia'], ['DE', 'Delaware'], ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'],
  ['IA', 'Iowa'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
  ['MA', 'Massachusetts'], ['MD', 'Maryland'], ['ME', 'Maine'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MO', 'Missouri'],
  ['MS', 'Mississippi'], ['MT', 'Montana'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['NE', 'Nebraska'], ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NV', 'Nevada'], ['NY', 'New York'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'],
  ['UT', 'Utah'], ['VA', 'Virginia'], ['VT', 'Vermont'], ['WA', 'Washington'], ['WI', 'Wisconsin'], ['WV', 'West Virginia'], ['WY', 'Wyoming'],
];

export const STATE_LIST = STATES.map(([abbreviation, name], i) => ({ id: i + 1, abbreviation, name }));

export const STATE_OPTIONS = STATE_LIST.map((s) => ({ value: String(s.id), label: s.name }));

export function stateIdOf(abbreviation: string): number | null {
  return STATE_LIST.find((s) => s.abbreviation === abbreviation.toUpperCase())?.id ?? null;
}
