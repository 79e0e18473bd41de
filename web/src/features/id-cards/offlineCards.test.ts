import type { Policy } from '@portal/generated-client';
import { type CardShelf, OfflineIdCards, cardsOf } from './offlineCards';

function memoryShelf(): CardShelf & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return {
    map,
    get: async (k) => structuredClone(map.get(k)),
    set: async (k, v) => void map.set(k, structuredClone(v)),
    del: async (k) => void map.delete(k),
    keys: async () => [...map.keys()],
  };
}

function ppa(overrides: Partial<Policy> = {}): Policy {
  return {
    policyId: '1001',
    policyNumber: 'PPA1000101',
    typeName: 'Personal Auto',
    companyName: 'Harbor Mutual Insurance Company',
    hasIdCards: true,
    policyHolder: { displayName: 'Dana Demo', address1: '1 Main St', address2: '', city: 'Columbus', state: 'OH', postalCode: '43004' },
    term: { effectiveDate: '2026-06-01', endDate: '2026-12-01' },
    vehicles: [{ year: 2021, make: 'Honda', model: 'CR-V', vin: '*************1234' }],
    cards: [{ year: 2021, make: 'Honda', model: 'CR-V', printDate: '2026-06-01', printUrl: 'card-PPA1000101-1' }],
    ...overrides,
  } as Policy;
}

function setup() {
  const shelf = memoryShelf();
  let now = new Date('2026-11-26T08:00:00Z');
  const cards = new OfflineIdCards(shelf, () => now);
  return { shelf, cards, later: (iso: string) => (now = new Date(iso)) };
}

describe('offline ID cards (issue 16)', () => {
  it('keeps what the card PDF prints: policy, insured, insurer, term dates, vehicle with its masked VIN, print date', () => {
    expect(cardsOf([ppa()])).toEqual([
      {
        policyId: '1001',
        policyNumber: 'PPA1000101',
        typeName: 'Personal Auto',
        companyName: 'Harbor Mutual Insurance Company',
        insured: 'Dana Demo',
        effectiveDate: '2026-06-01',
        expirationDate: '2026-12-01',
        cards: [{ year: 2021, make: 'Honda', model: 'CR-V', vin: '*************1234', printDate: '2026-06-01' }],
      },
    ]);
  });

  it('leaves out policies that list no vehicle cards (GAR/CPP cards are with their documents)', () => {
    expect(cardsOf([ppa({ policyNumber: 'GAR1000101', cards: [] }), ppa({ hasIdCards: false })])).toEqual([]);
  });

  it('reads back the copy saved for a user, with the time it was saved', async () => {
    const { cards } = setup();
    await cards.save('Dana@Example.com', [ppa()]);
    const saved = await cards.read('dana@example.com');
    expect(saved?.savedAt).toBe('2026-11-26T08:00:00.000Z');
    expect(saved?.policies[0].policyNumber).toBe('PPA1000101');
  });

  it('never gives one user the copy of another', async () => {
    const { cards } = setup();
    await cards.save('dana@example.com', [ppa()]);
    await expect(cards.read('lee@example.com')).resolves.toBeNull();
  });

  it('refreshes a kept copy with the current cards and a new saved time', async () => {
    const { cards, later } = setup();
    await cards.save('dana@example.com', [ppa()]);
    later('2026-11-27T09:30:00Z');
    const renewed = ppa({ term: { effectiveDate: '2026-12-01', endDate: '2027-06-01' } as Policy['term'] });
    await cards.refresh('dana@example.com', [renewed]);
    const saved = await cards.read('dana@example.com');
    expect(saved?.savedAt).toBe('2026-11-27T09:30:00.000Z');
    expect(saved?.policies[0].expirationDate).toBe('2027-06-01');
  });

  it('does not save anything on refresh when the user never chose to keep the cards', async () => {
    const { cards, shelf } = setup();
    await expect(cards.refresh('dana@example.com', [ppa()])).resolves.toBeNull();
    expect(shelf.map.size).toBe(0);
  });

  it('removes one user’s copy on "Remove from this device"', async () => {
    const { cards } = setup();
    await cards.save('dana@example.com', [ppa()]);
    await cards.remove('dana@example.com');
    await expect(cards.read('dana@example.com')).resolves.toBeNull();
  });

  it('keeps only the signing-in user’s copy when someone else signs in', async () => {
    const { cards, shelf } = setup();
    await cards.save('dana@example.com', [ppa()]);
    await cards.save('lee@example.com', [ppa()]);
    shelf.map.set('unrelated', 1);
    await cards.keepOnly('lee@example.com');
    await expect(cards.read('dana@example.com')).resolves.toBeNull();
    await expect(cards.read('lee@example.com')).resolves.not.toBeNull();
    expect(shelf.map.has('unrelated')).toBe(true);
  });

  it('clears every saved copy at sign-out', async () => {
    const { cards, shelf } = setup();
    await cards.save('dana@example.com', [ppa()]);
    await cards.save('lee@example.com', [ppa()]);
    await cards.clear();
    expect([...shelf.map.keys()].filter((k) => k.startsWith('id-cards:'))).toEqual([]);
  });
});
