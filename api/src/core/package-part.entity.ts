import { type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Policy } from './policy.entity';

/** A part of a commercial package (CPP) policy: Garage, General Liability, Crime, Property... */
@Entity()
@Unique({ properties: ['policy', 'number'] })
export class PackagePart {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Policy, deleteRule: 'cascade' })
  policy!: Rel<Policy>;

  @Property({ type: 'smallint' })
  number!: number;

  @Property({ type: 'string', length: 60 })
  name!: string;
}
