import { Collection, type Rel } from '@mikro-orm/core';
import { Check, Entity, ManyToOne, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Policy } from './policy.entity';
import { BillingBalances } from './shared-columns';

/**
 * An account bill: several policies billed together under one account (bill) number. The
 * primary policy carries the account's balance for payments and due flags.
 */
@Entity()
@Check({ name: 'billing_account_balance_check', expression: 'outstanding_balance >= 0 and pay_in_full_amount >= 0' })
export class BillingAccount extends BillingBalances {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Optimistic lock of the account's balances: BillingLedger moves it on every posting to a member policy. */
  @Property({ type: 'integer', version: true, default: 1 })
  version!: number;

  /** The account bill number customers pay against. */
  @Property({ type: 'string', length: 20, unique: true })
  accountNumber!: string;

  @ManyToOne({ entity: () => Policy, nullable: true, index: true })
  primaryPolicy?: Rel<Policy> | null;

  /** Member policies (the primary one included). */
  @OneToMany({ entity: () => Policy, mappedBy: 'billingAccount' })
  policies = new Collection<Policy>(this);
}
