import { type Rel } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { BillingAccount } from './billing-account.entity';
import { CALENDAR_DATE, money } from './column-types';
import { Policy } from './policy.entity';

/** Item types of the ledger: 2 is a payment, anything else a billed item. */
export enum BillingItemType {
  Billed = 1,
  Payment = 2,
}

/** A posting key is unique: a replayed posting (same payment, same endorsement) finds the first instead of posting twice. */
export const BILLING_ITEM_POSTING_KEY_UNIQUE = 'billing_item_posting_key_unique';

/** One line of a policy's billing history (ledger), with the running balance after it. */
@Entity()
@Check({ name: 'billing_item_amounts_check', expression: 'payment_amount >= 0 and (item_type <> 2 or billed_amount = 0)' })
@Index({ properties: ['policy', 'itemDate'] })
@Index({ properties: ['billingAccount', 'itemDate'] })
export class BillingItem {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Policy, deleteRule: 'cascade' })
  policy!: Rel<Policy>;

  /** Set when the policy was on an account bill when the item posted. */
  @ManyToOne({ entity: () => BillingAccount, nullable: true })
  billingAccount?: Rel<BillingAccount> | null;

  @Property({ ...CALENDAR_DATE })
  itemDate!: string;

  @Property({ type: 'string', length: 120 })
  description!: string;

  @Property({ type: 'smallint' })
  itemType!: number;

  @Property({ ...money(), default: 0 })
  paymentAmount: number = 0;

  @Property({ ...money(), default: 0 })
  billedAmount: number = 0;

  @Property({ ...money() })
  balance!: number;

  /**
   * Set by BillingLedger for a posting that must happen once (a payment's idempotency key and
   * policy, an endorsement's id); null for the policy system's own items.
   */
  @Property({ type: 'string', length: 100, nullable: true, unique: BILLING_ITEM_POSTING_KEY_UNIQUE })
  postingKey?: string | null;
}
