import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** One use of a wallet item: a recurring setup or a scheduled payment of a policy that charges its token. */
export interface WalletItemUseRow {
  fundingAccountToken: string;
  policyNumber: string;
}

/**
 * Reads which of the given tokens (of one user) its recurring or scheduled payments charge,
 * restricted to the given policies when any.
 */
export type WalletItemUseSource = (userId: string, tokens: string[], policyNumbers?: string[], em?: EntityManager) => Promise<WalletItemUseRow[]>;

/** The advisory lock key a wallet item's delete and every new use of the item take, so a delete cannot slip between a use's check and its insert. */
export const walletItemLockKey = (fundingAccountToken: string) => `wallet-item:${fundingAccountToken}`;

/**
 * What uses a wallet item (doc 2 §3 Wallet item inUse / inUseByPolicies): the recurring and
 * scheduled payments that charge its token. Those areas (issue 12's recurring and scheduled
 * payments) are not built yet, so no source is registered and nothing is in use; each of them
 * registers a source here (`register` in its module's onModuleInit) reading its own table, and the
 * wallet then refuses to delete an item they use (WALLET_ITEM_IN_USE) without another change.
 * Past Pay Now payments never make an item in use: they are done.
 */
@Injectable()
export class WalletItemUsage {
  private readonly sources: WalletItemUseSource[] = [];

  register(source: WalletItemUseSource): () => void {
    this.sources.push(source);
    return () => {
      const i = this.sources.indexOf(source);
      if (i >= 0) this.sources.splice(i, 1);
    };
  }

  /** Token -> the sorted, distinct policy numbers using it (tokens nobody uses are absent). */
  /** `em`: read on this EntityManager (a transaction's, so the read sees it and waits for no other connection). */
  async usesOf(userId: string, tokens: string[], policyNumbers?: string[], em?: EntityManager): Promise<Map<string, string[]>> {
    const uses = new Map<string, Set<string>>();
    if (!tokens.length) return new Map();
    for (const source of this.sources) {
      for (const row of await source(userId, tokens, policyNumbers, em)) {
        if (!tokens.includes(row.fundingAccountToken)) continue;
        if (policyNumbers && !policyNumbers.includes(row.policyNumber)) continue;
        if (!uses.has(row.fundingAccountToken)) uses.set(row.fundingAccountToken, new Set());
        uses.get(row.fundingAccountToken)!.add(row.policyNumber);
      }
    }
    return new Map([...uses].map(([token, set]) => [token, [...set].sort()]));
  }
}
