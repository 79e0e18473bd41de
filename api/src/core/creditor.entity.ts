import { type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { CityStateIdZipColumns } from '../database/address-columns';
import { Vehicle } from './vehicle.entity';

/** Creditor types: a company is a lienholder, a person a loss payee. */
export enum CreditorType {
  Company = 0,
  Person = 1,
}

/** A lienholder or loss payee on a vehicle (city, stateId, zip: CityStateIdZipColumns). */
@Entity()
@Unique({ properties: ['vehicle', 'creditorNum'] })
export class Creditor extends CityStateIdZipColumns {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Vehicle, deleteRule: 'cascade' })
  vehicle!: Rel<Vehicle>;

  @Property({ type: 'smallint' })
  creditorNum!: number;

  @Property({ type: 'smallint' })
  creditorType!: CreditorType;

  @Property({ type: 'string', length: 120, nullable: true })
  businessName?: string | null;

  @Property({ type: 'string', length: 60, nullable: true })
  firstName?: string | null;

  @Property({ type: 'string', length: 60, nullable: true })
  lastName?: string | null;

  @Property({ type: 'string', length: 12, nullable: true })
  houseNumber?: string | null;

  @Property({ type: 'string', length: 10, nullable: true })
  aptNum?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  streetName?: string | null;

  @Property({ type: 'string', length: 20, nullable: true })
  poBox?: string | null;

  @Property({ type: 'string', length: 60, nullable: true })
  county?: string | null;
}
