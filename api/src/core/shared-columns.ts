import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { CALENDAR_DATE, money } from './column-types';

/**
 * What a bill owes and was last paid, in cents (doc 1 §3 billing): kept on a policy billed on its
 * own and on an account bill; the billing ledger (core/ledger) is the one place that changes them.
 */
@Entity({ abstract: true })
export abstract class BillingBalances {
  /** Amount currently due; past due / soon due compare it with its due date. */
  @Property({ ...money(), default: 0 })
  outstandingBalance: number = 0;

  @Property({ ...CALENDAR_DATE, nullable: true })
  outstandingBalanceDueDate?: string | null;

  /** Everything still owed for the term. */
  @Property({ ...money(), default: 0 })
  payInFullAmount: number = 0;

  @Property({ ...money(), nullable: true })
  lastPaymentAmount?: number | null;

  @Property({ ...CALENDAR_DATE, nullable: true })
  lastPaymentDate?: string | null;
}

/**
 * A vehicle as a person names it: shared by a policy's vehicle and the ID card printed for it
 * (which keeps its own copy: the card shows what was insured when it was printed).
 */
@Entity({ abstract: true })
export abstract class VehicleDescription {
  @Property({ type: 'smallint' })
  year!: number;

  @Property({ type: 'string', length: 40 })
  make!: string;

  @Property({ type: 'string', length: 60 })
  model!: string;
}
