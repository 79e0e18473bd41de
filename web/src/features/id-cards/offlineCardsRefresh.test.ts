import type { Policy } from '@portal/generated-client';
import { type CardShelf, OfflineIdCards } from './offlineCards';
import { QueryClient } from '@tanstack/react-query';
import { type OfflineCardsRefreshDeps, cardsOwner, keepOfflineCardsFresh, policiesLoadedIn } from './offlineCardsRefresh';

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

const policy = (model: string, printDate = '2026-06-01'): Policy =>
  ({
    policyId: '1001',
    policyNumber: 'PPA1000101',
    typeName: 'Personal Auto',
    companyName: 'Harbor Mutual Insurance Company',
    hasIdCards: true,
    policyHolder: { displayName: 'Dana Demo' },
    term: { effectiveDate: '2026-06-01', endDate: '2026-12-01' },
    vehicles: [{ year: 2021, make: 'Honda', model, vin: '*************1234' }],
    cards: [{ year: 2021, make: 'Honda', model, printDate, printUrl: 'card-PPA1000101-1' }],
  }) as unknown as Policy;

/** An unsigned token with `claims` (only its claims are read). */
const fakeJwt = (claims: object) => `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2ln`;

/** Lets the promise chains started by the refresher run to the end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness(options: { online?: boolean; username?: string | null; server?: Policy[] } = {}) {
  const shelf = memoryShelf();
  let now = new Date('2026-11-26T08:00:00Z');
  const cards = new OfflineIdCards(shelf, () => now);
  const state = { online: options.online ?? true, username: options.username === undefined ? 'dana@example.com' : options.username };
  const server = { policies: options.server ?? [policy('CR-V')], requests: 0 };
  const onlineListeners: Array<() => void> = [];
  const loadedListeners: Array<(p: readonly Policy[]) => void> = [];
  let ready!: () => void;
  const deps: OfflineCardsRefreshDeps = {
    cards,
    username: () => state.username,
    isOnline: () => state.online,
    onOnline: (l) => (onlineListeners.push(l), () => onlineListeners.splice(onlineListeners.indexOf(l), 1)),
    loadPolicies: async () => {
      server.requests += 1;
      return server.policies;
    },
    onPoliciesLoaded: (l) => (loadedListeners.push(l), () => loadedListeners.splice(loadedListeners.indexOf(l), 1)),
    sessionReady: new Promise<void>((resolve) => (ready = resolve)),
  };
  return {
    shelf,
    cards,
    state,
    server,
    deps,
    later: (iso: string) => (now = new Date(iso)),
    /** The app starts (on whatever page) and its stored session is restored. */
    start: async () => {
      const stop = keepOfflineCardsFresh(deps);
      ready();
      await settle();
      return stop;
    },
    backOnline: async () => {
      state.online = true;
      onlineListeners.forEach((l) => l());
      await settle();
    },
    policiesLoaded: async (p: readonly Policy[]) => {
      loadedListeners.forEach((l) => l(p));
      await settle();
    },
  };
}

describe('offline ID cards are refreshed whenever the app is online (issue 16), not only on /autoidcards', () => {
  it('an app start on any page replaces a kept copy with the changed card, with a new saved time', async () => {
    const h = harness();
    await h.cards.save('dana@example.com', [policy('CR-V')]);
    h.server.policies = [policy('Pilot', '2026-11-20')];
    h.later('2026-11-27T09:30:00Z');
    await h.start();
    const saved = await h.cards.read('dana@example.com');
    expect(saved?.savedAt).toBe('2026-11-27T09:30:00.000Z');
    expect(saved?.policies[0].cards).toEqual([{ year: 2021, make: 'Honda', model: 'Pilot', vin: '*************1234', printDate: '2026-11-20' }]);
    expect(h.server.requests).toBe(1);
  });

  it('with no copy kept, an app start makes no request and saves nothing', async () => {
    const h = harness();
    await h.start();
    expect(h.server.requests).toBe(0);
    expect(h.shelf.map.size).toBe(0);
  });

  it('signed out (or staff acting as the customer: no owner): no request, the copy untouched', async () => {
    const h = harness({ username: null });
    await h.cards.save('dana@example.com', [policy('CR-V')]);
    h.server.policies = [policy('Pilot')];
    await h.start();
    expect(h.server.requests).toBe(0);
    expect((await h.cards.read('dana@example.com'))?.policies[0].cards[0].model).toBe('CR-V');
  });

  it("the cards' owner is the signed-in customer, never a staff member acting as them", () => {
    expect(cardsOwner({ token: fakeJwt({ policies: ['PPA1000101'] }), username: 'dana@example.com' })).toBe('dana@example.com');
    expect(cardsOwner({ token: fakeJwt({ policies: ['PPA1000101'], act: { sub: 'staff-7' } }), username: 'dana@example.com' })).toBeNull();
    expect(cardsOwner(null)).toBeNull();
  });

  it('offline at start: no request; back online: the kept copy is refreshed', async () => {
    const h = harness({ online: false });
    await h.cards.save('dana@example.com', [policy('CR-V')]);
    h.server.policies = [policy('Pilot')];
    await h.start();
    expect(h.server.requests).toBe(0);
    expect((await h.cards.read('dana@example.com'))?.policies[0].cards[0].model).toBe('CR-V');
    await h.backOnline();
    expect(h.server.requests).toBe(1);
    expect((await h.cards.read('dana@example.com'))?.policies[0].cards[0].model).toBe('Pilot');
  });

  it("each load of the policies (home page, a policy's page) rewrites a kept copy with no request of its own", async () => {
    const h = harness();
    await h.cards.save('dana@example.com', [policy('CR-V')]);
    await h.start();
    const requests = h.server.requests;
    await h.policiesLoaded([policy('Odyssey')]);
    expect(h.server.requests).toBe(requests);
    expect((await h.cards.read('dana@example.com'))?.policies[0].cards[0].model).toBe('Odyssey');
  });

  it('a policies load never creates a copy the customer did not keep', async () => {
    const h = harness();
    await h.start();
    await h.policiesLoaded([policy('Odyssey')]);
    expect(h.shelf.map.size).toBe(0);
  });

  it('an unreachable server at start keeps the copy as it was', async () => {
    const h = harness();
    await h.cards.save('dana@example.com', [policy('CR-V')]);
    h.deps.loadPolicies = async () => {
      throw new TypeError('Failed to fetch');
    };
    await h.start();
    expect((await h.cards.read('dana@example.com'))?.policies[0].cards[0].model).toBe('CR-V');
  });

  it('stopped: later loads change nothing', async () => {
    const h = harness();
    await h.cards.save('dana@example.com', [policy('CR-V')]);
    const stop = await h.start();
    stop();
    await h.policiesLoaded([policy('Odyssey')]);
    expect((await h.cards.read('dana@example.com'))?.policies[0].cards[0].model).not.toBe('Odyssey');
  });

  it("hears each success of the app's policies query (fetched or set), and no other query", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const heard: string[] = [];
    const stop = policiesLoadedIn(client.getQueryCache(), ['policies'])((p) => heard.push(p[0].cards[0].model ?? ''));
    await client.fetchQuery({ queryKey: ['policies'], queryFn: async () => [policy('CR-V')] });
    client.setQueryData(['policies'], [policy('Pilot')]);
    await client.fetchQuery({ queryKey: ['policies', 'other'], queryFn: async () => [policy('Civic')] });
    await client.fetchQuery({ queryKey: ['profile'], queryFn: async () => [policy('Fit')] });
    stop();
    client.setQueryData(['policies'], [policy('Odyssey')]);
    expect(heard).toEqual(['CR-V', 'Pilot']);
    client.clear();
  });
});
