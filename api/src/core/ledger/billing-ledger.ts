import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { violates } from '../../common/errors/concurrency';
import { BillingAccount } from '../billing-account.entity';
import { BILLING_ITEM_POSTING_KEY_UNIQUE, BillingItem, BillingItemType } from '../billing-item.entity';
import { Policy } from '../policy.entity';

/** What a posting does to a term's balances. */
export enum PostingKind {
  /** Money received: lowers the amount due (not below 0) and the pay-in-full amount by the amount. */
  Payment = 'payment',
  /** An installment billed: moves the amount from "not yet billed" to the amount due. */
  Bill = 'bill',
  /**
   * A premium change (an endorsement's pro-rata difference, negative for a decrease): changes
   * the term premium and the pay-in-full amount; the amount due never exceeds what is owed.
   */
  PremiumChange = 'premium-change',
}

export interface Posting {
  /** The term (Policy.id) the item posts to; its billing account, if any, moves with it. */
  policyId: number;
  kind: PostingKind;
  /** Integer cents; > 0, except a PremiumChange, which is non-zero and may be negative. */
  amountCents: number;
  /** YYYY-MM-DD. */
  itemDate: string;
  description: string;
  /**
   * Makes the posting happen once: a second posting with the key (a retried payment, the same
   * endorsement confirmed twice) posts nothing and returns the first (`replayed: true`).
   */
  postingKey?: string;
  /**
   * The policy version the user's screen showed: when the term changed since, nothing posts
   * and LedgerConflict is thrown (report, do not merge). Without it the posting takes its turn
   * after any other, on the latest balances.
   */
  expectedVersion?: number;
}

export interface PostedItem {
  itemId: number;
  policyId: number;
  /** The term's version after the posting (send it back as expectedVersion for a follow-up). */
  policyVersion: number;
  replayed: boolean;
  /** The item's running balance (billed minus paid so far on the term). */
  balanceCents: number;
  outstandingCents: number;
  payInFullCents: number;
  accountOutstandingCents: number | null;
  accountPayInFullCents: number | null;
}

/** Why the ledger refused a posting: nothing was written. */
export enum LedgerRefusalReason {
  UnknownPolicy = 'unknown-policy',
  InvalidAmount = 'invalid-amount',
  /** A payment larger than everything still owed on the term. */
  ExceedsPayInFull = 'exceeds-pay-in-full',
  /** The term changed since the version the caller showed (expectedVersion). */
  ChangedSince = 'changed-since',
}

export class LedgerRefusal extends Error {
  constructor(
    readonly reason: LedgerRefusalReason,
    readonly policyId: number,
  ) {
    super(`ledger refused a posting to policy ${policyId}: ${reason}`);
    this.name = 'LedgerRefusal';
  }
}

const toCents = (amount: number | string | null | undefined) => Math.round(Number(amount ?? 0) * 100);
const toAmount = (cents: number) => cents / 100;

/**
 * The one place that changes balances (api/README.md, "Concurrency"): posts billing items and
 * moves the term's and its billing account's balances with them, in one transaction.
 *
 * Locking: the account row, then the term row, are read `FOR UPDATE` (always in that order, so
 * two postings never deadlock), so every posting takes its turn on the latest committed
 * balances; both rows carry a version column that MikroORM checks and moves on the flush, so a
 * writer that skips the ledger (or a stale `expectedVersion`) cannot overwrite a posting. A
 * `postingKey` is unique in the database: of two postings with one key exactly one is written.
 * Invariants (no negative balance, payments never carry a billed amount) are check
 * constraints, so no path can break them.
 */
@Injectable()
export class BillingLedger {
  constructor(private readonly em: EntityManager) {}

  /**
   * Posts the items in one transaction, all or nothing (a split payment over several policies,
   * an endorsement). Pass `tx` to join the caller's transaction (a payment record written with
   * its postings); otherwise the ledger opens its own on the request's EntityManager.
   */
  async post(postings: Posting[], tx?: EntityManager): Promise<PostedItem[]> {
    const run = async (em: EntityManager): Promise<PostedItem[]> => {
      const results: PostedItem[] = [];
      for (const posting of postings) results.push(await this.postOne(em, posting));
      return results;
    };
    if (tx) return run(tx);
    try {
      return await this.em.transactional((em) => run(em as EntityManager));
    } catch (err) {
      // Two postings with one key raced past the replay check: the unique key refused the
      // second. Everything it wrote rolled back; answer with the first.
      if (!violates(err, BILLING_ITEM_POSTING_KEY_UNIQUE)) throw err;
      return this.em.transactional((em) => run(em as EntityManager));
    }
  }

  private async postOne(em: EntityManager, posting: Posting): Promise<PostedItem> {
    const { policyId, kind, amountCents } = posting;
    if (!Number.isSafeInteger(amountCents) || (kind === PostingKind.PremiumChange ? amountCents === 0 : amountCents <= 0)) {
      throw new LedgerRefusal(LedgerRefusalReason.InvalidAmount, policyId);
    }
    if (posting.postingKey) {
      const first = await em.findOne(BillingItem, { postingKey: posting.postingKey }, { populate: ['policy', 'billingAccount'] });
      if (first) return this.result(first, first.policy, first.billingAccount ?? null, true);
    }

    const head = await em.findOne(Policy, policyId, { fields: ['billingAccount'], disableIdentityMap: true });
    if (!head) throw new LedgerRefusal(LedgerRefusalReason.UnknownPolicy, policyId);
    const account = head.billingAccount
      ? await em.findOneOrFail(BillingAccount, head.billingAccount.id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true })
      : null;
    const policy = await em.findOneOrFail(Policy, policyId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if ((policy.billingAccount?.id ?? null) !== (account?.id ?? null)) {
      // Moved to or from an account bill between the two reads: take the turn again.
      return this.postOne(em, posting);
    }
    if (posting.expectedVersion !== undefined && posting.expectedVersion !== policy.version) {
      throw new LedgerRefusal(LedgerRefusalReason.ChangedSince, policyId);
    }

    const outstanding = toCents(policy.outstandingBalance);
    const payInFull = toCents(policy.payInFullAmount);
    let outstandingDelta = 0;
    let payInFullDelta = 0;
    let paid = 0;
    let billed = 0;
    switch (kind) {
      case PostingKind.Payment:
        if (amountCents > payInFull) throw new LedgerRefusal(LedgerRefusalReason.ExceedsPayInFull, policyId);
        paid = amountCents;
        outstandingDelta = -Math.min(amountCents, outstanding);
        payInFullDelta = -amountCents;
        break;
      case PostingKind.Bill:
        billed = amountCents;
        outstandingDelta = Math.min(amountCents, payInFull - outstanding);
        break;
      case PostingKind.PremiumChange: {
        billed = amountCents;
        payInFullDelta = Math.max(amountCents, -payInFull);
        outstandingDelta = Math.min(0, payInFull + payInFullDelta - outstanding);
        policy.termPremium = toAmount(toCents(policy.termPremium) + amountCents);
        break;
      }
      default: {
        const unreachable: never = kind;
        throw new Error(`unknown posting kind ${String(unreachable)}`);
      }
    }

    const last = await em.findOne(BillingItem, { policy: policyId }, { orderBy: { itemDate: 'desc', id: 'desc' }, fields: ['balance'] });
    const balance = toCents(last?.balance) + billed - paid;
    policy.outstandingBalance = toAmount(outstanding + outstandingDelta);
    policy.payInFullAmount = toAmount(payInFull + payInFullDelta);
    if (policy.outstandingBalance === 0) policy.outstandingBalanceDueDate = null;
    if (kind === PostingKind.Payment) {
      policy.lastPaymentAmount = toAmount(amountCents);
      policy.lastPaymentDate = posting.itemDate;
    }
    if (account) {
      account.outstandingBalance = toAmount(toCents(account.outstandingBalance) + outstandingDelta);
      account.payInFullAmount = toAmount(toCents(account.payInFullAmount) + payInFullDelta);
      if (account.outstandingBalance === 0) account.outstandingBalanceDueDate = null;
      if (kind === PostingKind.Payment) {
        account.lastPaymentAmount = toAmount(amountCents);
        account.lastPaymentDate = posting.itemDate;
      }
    }
    const item = em.create(BillingItem, {
      policy,
      billingAccount: account,
      itemDate: posting.itemDate,
      description: posting.description.slice(0, 120),
      itemType: kind === PostingKind.Payment ? BillingItemType.Payment : BillingItemType.Billed,
      paymentAmount: toAmount(paid),
      billedAmount: toAmount(billed),
      balance: toAmount(balance),
      postingKey: posting.postingKey ?? null,
    });
    em.persist(item);
    await em.flush();
    return this.result(item, policy, account, false);
  }

  private result(item: BillingItem, policy: Policy, account: BillingAccount | null, replayed: boolean): PostedItem {
    return {
      itemId: item.id,
      policyId: policy.id,
      policyVersion: policy.version,
      replayed,
      balanceCents: toCents(item.balance),
      outstandingCents: toCents(policy.outstandingBalance),
      payInFullCents: toCents(policy.payInFullAmount),
      accountOutstandingCents: account ? toCents(account.outstandingBalance) : null,
      accountPayInFullCents: account ? toCents(account.payInFullAmount) : null,
    };
  }
}
