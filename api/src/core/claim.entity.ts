import { type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CALENDAR_DATE } from './column-types';
import { Policy } from './policy.entity';

/**
 * A claim as the claims system lists it. A claim number starting with P is a pending
 * (reported, not yet set up) claim.
 */
@Entity()
@Index({ properties: ['policy', 'lossDate'] })
export class Claim {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 20, unique: true })
  claimNumber!: string;

  @ManyToOne({ entity: () => Policy })
  policy!: Rel<Policy>;

  /** Kind of claim as listed, e.g. "Auto", "Property", "Liability". */
  @Property({ type: 'string', length: 60 })
  type!: string;

  @Property({ ...CALENDAR_DATE })
  lossDate!: string;

  /** e.g. "Open", "Closed", "Pending". */
  @Property({ type: 'string', length: 30 })
  status!: string;

  @Property({ type: 'string', length: 2048, nullable: true })
  description?: string | null;

  /** The adjuster handling the claim; null until one is assigned. */
  @Property({ type: 'string', length: 120, nullable: true })
  representativeName?: string | null;

  @Property({ type: 'string', length: 254, nullable: true })
  representativeEmail?: string | null;

  /** 10 digits. */
  @Property({ type: 'string', length: 10, nullable: true })
  representativePhone?: string | null;
}
