import { type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { money } from './column-types';
import { Vehicle } from './vehicle.entity';

/** One coverage on a vehicle, e.g. BI "Bodily Injury" "$100,000/$300,000". */
@Entity()
@Unique({ properties: ['vehicle', 'position'] })
export class VehicleCoverage {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Vehicle, deleteRule: 'cascade' })
  vehicle!: Rel<Vehicle>;

  @Property({ type: 'smallint' })
  position!: number;

  /** Coverage code: BI, PD, UM, UIM, MED, COMP, COLL, RENT, TOW. */
  @Property({ type: 'string', length: 10 })
  coverageType!: string;

  @Property({ type: 'string', length: 80 })
  description!: string;

  /** Limit or deductible as shown, e.g. "$100,000/$300,000" or "$500 Deductible". */
  @Property({ type: 'string', length: 80 })
  coverageLimitDescription!: string;

  @Property({ ...money(), default: 0 })
  premium: number = 0;
}
