import type { Policy } from '@portal/generated-client';
import { createStore, del, get, keys, set } from 'idb-keyval';

/*
 * The ID cards a customer keeps on this device (issue 16, "Auto ID cards offline"): an HTML
 * copy of what each card's PDF says, in IndexedDB under the signed-in user's name, so
 * /autoidcards can show them with no network. Saved only when the customer asks ("Keep on this
 * device"), refreshed whenever the app is online (offlineCardsRefresh.ts: at start, back online
 * and on every policies load, on any page), and removed at every sign-out and when someone
 * else signs in (features/auth/runtime.ts). The service worker caches no API reply.
 */

/** One vehicle's card, with what the card's PDF prints (policy-documents.service.ts). */
export interface SavedCard {
  year: number;
  make: string | null;
  model: string | null;
  /** Masked as the API sends it (last 4 only); null when no vehicle of the policy matches. */
  vin: string | null;
  printDate: string;
}

export interface SavedPolicyCards {
  policyId: string;
  policyNumber: string;
  typeName: string;
  companyName: string;
  insured: string;
  effectiveDate: string;
  expirationDate: string;
  cards: SavedCard[];
}

export interface SavedIdCards {
  username: string;
  /** When this copy was written (ISO date-time). */
  savedAt: string;
  policies: SavedPolicyCards[];
}

/** Where the copies live: IndexedDB in the browser, a map in unit tests. */
export interface CardShelf {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

const KEY_PREFIX = 'id-cards:';
const keyOf = (username: string) => `${KEY_PREFIX}${username.trim().toLowerCase()}`;

function matchingVin(policy: Policy, card: Policy['cards'][number]): string | null {
  const vehicle = policy.vehicles.find((v) => v.year === card.year && v.make === card.make && v.model === card.model);
  return vehicle?.vin ?? null;
}

/** The content of the cards of `policies` that list them (PPA policies with vehicle cards). */
export function cardsOf(policies: readonly Policy[]): SavedPolicyCards[] {
  return policies
    .filter((p) => p.hasIdCards && p.cards.length > 0)
    .map((p) => ({
      policyId: p.policyId,
      policyNumber: p.policyNumber,
      typeName: p.typeName,
      companyName: p.companyName,
      insured: p.policyHolder.displayName,
      effectiveDate: p.term.effectiveDate,
      expirationDate: p.term.endDate,
      cards: p.cards.map((c) => ({ year: c.year, make: c.make ?? null, model: c.model ?? null, vin: matchingVin(p, c), printDate: c.printDate })),
    }));
}

function isSavedIdCards(value: unknown, username: string): value is SavedIdCards {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<SavedIdCards>;
  return v.username === username.trim().toLowerCase() && typeof v.savedAt === 'string' && Array.isArray(v.policies);
}

export class OfflineIdCards {
  constructor(
    private readonly shelf: CardShelf,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Keeps (or replaces) `username`'s copy of the cards of `policies`; answers what was saved. */
  async save(username: string, policies: readonly Policy[]): Promise<SavedIdCards> {
    const saved: SavedIdCards = { username: username.trim().toLowerCase(), savedAt: this.now().toISOString(), policies: cardsOf(policies) };
    await this.shelf.set(keyOf(username), saved);
    return saved;
  }

  /** `username`'s saved copy, or null (never another user's). */
  async read(username: string): Promise<SavedIdCards | null> {
    const value = await this.shelf.get(keyOf(username));
    return isSavedIdCards(value, username) ? value : null;
  }

  /** Online: replaces `username`'s copy with the current cards, only when one is kept. */
  async refresh(username: string, policies: readonly Policy[]): Promise<SavedIdCards | null> {
    if (!(await this.read(username))) return null;
    return this.save(username, policies);
  }

  /** "Remove from this device". */
  async remove(username: string): Promise<void> {
    await this.shelf.del(keyOf(username));
  }

  /** Sign-in of `username`: the copies of anyone else who used this browser go. */
  async keepOnly(username: string): Promise<void> {
    const mine = keyOf(username);
    for (const key of await this.shelf.keys()) if (key.startsWith(KEY_PREFIX) && key !== mine) await this.shelf.del(key);
  }

  /** Sign-out (any way the session ends): every saved copy goes. */
  async clear(): Promise<void> {
    for (const key of await this.shelf.keys()) if (key.startsWith(KEY_PREFIX)) await this.shelf.del(key);
  }
}

/** IndexedDB (idb-keyval), opened on first use; a browser without it keeps nothing. */
function indexedDbShelf(): CardShelf {
  let store: ReturnType<typeof createStore> | undefined;
  const db = () => {
    if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
    store ??= createStore('harbor-portal-offline', 'id-cards');
    return store;
  };
  return {
    get: (key) => get(key, db()),
    set: (key, value) => set(key, value, db()),
    del: (key) => del(key, db()),
    keys: async () => (await keys(db())).map(String),
  };
}

export const offlineIdCards = new OfflineIdCards(indexedDbShelf());

/**
 * What auth's connectUserDeviceData takes (features/auth/runtime.ts): every saved copy goes at
 * sign-out, anyone else's when a user signs in. Never failing: sign-out must finish offline and
 * in private mode (no IndexedDB: nothing was saved).
 */
export const savedIdCardsOfUser = {
  forgetAll: () => offlineIdCards.clear().catch(() => undefined),
  keepOnly: (username: string) => offlineIdCards.keepOnly(username).catch(() => undefined),
};
