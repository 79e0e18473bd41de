import { type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Policyholder } from './policyholder.entity';

/**
 * An address of a policyholder. Position 1 is the mailing (and billing) address; a policy's
 * addresses are its holder's, in position order. A P.O. box replaces the street lines.
 */
@Entity()
@Unique({ properties: ['policyholder', 'position'] })
export class PolicyholderAddress {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Policyholder, deleteRule: 'cascade' })
  policyholder!: Rel<Policyholder>;

  @Property({ type: 'smallint' })
  position!: number;

  /** Street line, e.g. "4127 Woodfield Dr"; null when the address is a P.O. box only. */
  @Property({ type: 'string', length: 120, nullable: true })
  line1?: string | null;

  @Property({ type: 'string', length: 120, nullable: true })
  line2?: string | null;

  /** P.O. box number, e.g. "812". */
  @Property({ type: 'string', length: 20, nullable: true })
  poBox?: string | null;

  @Property({ type: 'string', length: 60 })
  city!: string;

  /** State abbreviation. */
  @Property({ type: 'string', length: 2 })
  state!: string;

  @Property({ type: 'string', length: 5 })
  zip5!: string;

  @Property({ type: 'string', length: 60, nullable: true })
  county?: string | null;
}
