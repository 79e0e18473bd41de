import { type Rel } from '@mikro-orm/core';
import { Check, Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Policy } from './policy.entity';

/**
 * One liability limit of a term as the declarations state it: "Commercial General Liability /
 * Each occurrence / 1,000,000". Certificates of insurance (ACORD 25) print these and nothing
 * the customer types; a term without rows has no limits to certify.
 */
@Entity()
@Unique({ properties: ['policy', 'position'] })
@Check({ name: 'liability_limit_amount_check', expression: 'amount_cents > 0' })
export class LiabilityLimit {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Policy, deleteRule: 'cascade' })
  policy!: Rel<Policy>;

  /** Order on the certificate. */
  @Property({ type: 'smallint' })
  position!: number;

  /** The ACORD 25 type of insurance: Commercial General Liability, Automobile Liability, Umbrella Liability, ... */
  @Property({ type: 'string', length: 60 })
  coverageType!: string;

  /** The limit's name: Each occurrence, General aggregate, Combined single limit, ... */
  @Property({ type: 'string', length: 60 })
  limitName!: string;

  /** Whole cents (an integer holds up to $21 million, above any single limit the lines write). */
  @Property({ type: 'integer' })
  amountCents!: number;
}
