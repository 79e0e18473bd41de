import { Collection } from '@mikro-orm/core';
import { Entity, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CityStateZipColumns } from '../database/address-columns';
import { Policy } from './policy.entity';

/** An independent agency that sells and services policies; the customer's "My Agency" (city, state, zip: CityStateZipColumns). */
@Entity()
export class Agency extends CityStateZipColumns {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** The insurer's agency code, e.g. A0101. */
  @Property({ type: 'string', length: 10, unique: true })
  agencyCode!: string;

  @Property({ type: 'string', length: 120 })
  displayName!: string;

  /** The producer (agent) who serves the agency's customers. */
  @Property({ type: 'string', length: 120 })
  producerName!: string;

  /** Producer phone numbers as 10 digits. */
  @Property({ type: 'json', default: '[]' })
  producerPhones: string[] = [];

  @Property({ type: 'string', length: 120 })
  addressLine1!: string;

  @Property({ type: 'string', length: 120, nullable: true })
  addressLine2?: string | null;

  /** Office phone numbers as 10 digits, main line first. */
  @Property({ type: 'json', default: '[]' })
  phones: string[] = [];

  /** Office email addresses, main address first (used for change and claim notices). */
  @Property({ type: 'json', default: '[]' })
  emails: string[] = [];

  @OneToMany({ entity: () => Policy, mappedBy: 'agency' })
  policies = new Collection<Policy>(this);
}
