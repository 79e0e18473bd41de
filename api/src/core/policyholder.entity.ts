import { Collection } from '@mikro-orm/core';
import { Entity, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CALENDAR_DATE } from './column-types';
import { PolicyholderAddress } from './policyholder-address.entity';

/** A person or business named on policies (named insured or secondary insured). */
@Entity()
export class Policyholder {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** The policy system's client id (used by billing calls as clientId). */
  @Property({ type: 'string', length: 20, unique: true })
  clientId!: string;

  /** Name as printed: "Emily R. Carter" or "Bayside Marine Supply LLC". */
  @Property({ type: 'string', length: 160 })
  displayName!: string;

  /** Null for a business. */
  @Property({ type: 'string', length: 60, nullable: true })
  firstName?: string | null;

  /** Null for a business. */
  @Property({ type: 'string', length: 60, nullable: true })
  lastName?: string | null;

  @Property({ type: 'boolean', default: false })
  isCommercial: boolean = false;

  /** Asked when registering or adding a HOM or PUP policy. */
  @Property({ ...CALENDAR_DATE, nullable: true })
  dateOfBirth?: string | null;

  /** Last 4 digits of the SSN (person) or FEIN (business), for staff verification. */
  @Property({ type: 'string', length: 4, nullable: true })
  taxIdLast4?: string | null;

  @Property({ type: 'string', length: 254, nullable: true })
  email?: string | null;

  /** Phones as 10 digits. */
  @Property({ type: 'string', length: 10, nullable: true })
  homePhone?: string | null;

  @Property({ type: 'string', length: 10, nullable: true })
  workPhone?: string | null;

  @Property({ type: 'string', length: 10, nullable: true })
  cellPhone?: string | null;

  /** Mailing address first, then other insured locations, by `position`. */
  @OneToMany({ entity: () => PolicyholderAddress, mappedBy: 'policyholder', orderBy: { position: 'asc' } })
  addresses = new Collection<PolicyholderAddress>(this);
}
