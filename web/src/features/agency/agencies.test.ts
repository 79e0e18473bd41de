import type { Policy, PolicyAgency } from '@portal/generated-client';
import { agencyCards, directionsUrl } from './agencies';

const agency = (agencyCode: string): PolicyAgency => ({
  agencyCode,
  displayName: `Agency ${agencyCode}`,
  producer: { displayName: 'Pat', phones: [] },
  addressLine1: '12 Main St',
  addressLine2: 'Carmel, IN 46032',
  phones: [],
  emails: [],
});
const policy = (policyNumber: string, code: string) => ({ policyNumber, agency: agency(code) }) as Pick<Policy, 'policyNumber' | 'agency'>;

describe('agency cards', () => {
  it('shows one card per agency with every policy it serves', () => {
    const cards = agencyCards([policy('PPA0000001', 'A1'), policy('HOM0000002', 'B2'), policy('PUP0000003', 'A1')]);
    expect(cards.map((c) => [c.agency.agencyCode, c.policyNumbers])).toEqual([
      ['A1', ['PPA0000001', 'PUP0000003']],
      ['B2', ['HOM0000002']],
    ]);
  });
  it('links to map directions for the full address', () => {
    expect(directionsUrl(agency('A1'))).toBe('https://www.google.com/maps/dir/?api=1&destination=12%20Main%20St%2C%20Carmel%2C%20IN%2046032');
  });
});
