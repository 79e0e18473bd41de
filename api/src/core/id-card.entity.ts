import { type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CALENDAR_DATE } from './column-types';
import { Policy } from './policy.entity';
import { Vehicle } from './vehicle.entity';
import { VehicleDescription } from './shared-columns';

/**
 * A printable auto ID card. Year 0 marks a card that is not for a listed vehicle (such cards
 * are not offered in the ID card list). `printUrl` is an opaque unique token.
 */
@Entity()
export class IdCard extends VehicleDescription {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Policy, deleteRule: 'cascade', index: true })
  policy!: Rel<Policy>;

  @ManyToOne({ entity: () => Vehicle, nullable: true, deleteRule: 'set null', index: true })
  vehicle?: Rel<Vehicle> | null;

  @Property({ ...CALENDAR_DATE })
  printDate!: string;

  @Property({ type: 'string', length: 64, unique: true })
  printUrl!: string;
}
