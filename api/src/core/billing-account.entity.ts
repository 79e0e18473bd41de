import { Collection, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CALENDAR_DATE, money } from './column-types';
import { Policy } from './policy.entity';

/**
 * An account bill: several policies billed together under one account (bill) number. The
 * primary policy carries the account's balance for payments and due flags.
 */
@Entity()
export class BillingAccount {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** The account bill number customers pay against. */
  @Property({ type: 'string', length: 20, unique: true })
  accountNumber!: string;

  @ManyToOne({ entity: () => Policy, nullable: true, index: true })
  primaryPolicy?: Rel<Policy> | null;

  @Property({ ...money(), default: 0 })
  outstandingBalance: number = 0;

  @Property({ ...CALENDAR_DATE, nullable: true })
  outstandingBalanceDueDate?: string | null;

  @Property({ ...money(), default: 0 })
  payInFullAmount: number = 0;

  @Property({ ...money(), nullable: true })
  lastPaymentAmount?: number | null;

  @Property({ ...CALENDAR_DATE, nullable: true })
  lastPaymentDate?: string | null;

  /** Member policies (the primary one included). */
  @OneToMany({ entity: () => Policy, mappedBy: 'billingAccount' })
  policies = new Collection<Policy>(this);
}
