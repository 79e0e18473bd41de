import { type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { BillingAccount } from './billing-account.entity';
import { CALENDAR_DATE, money } from './column-types';
import { Policy } from './policy.entity';

/** Item types of the ledger: 2 is a payment, anything else a billed item. */
export enum BillingItemType {
  Billed = 1,
  Payment = 2,
}

/** One line of a policy's billing history (ledger), with the running balance after it. */
@Entity()
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
}
