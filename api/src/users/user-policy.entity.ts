import { randomUUID } from 'node:crypto';
import { type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from './user.entity';

/**
 * A policy number on a portal account. It is a number, not a foreign key: the policy lives
 * in the core records (or a policy system) and all its terms share the number.
 */
@Entity({ tableName: 'user_policy' })
@Unique({ properties: ['user', 'policyNumber'] })
export class UserPolicy {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ type: 'string', length: 10, index: true })
  policyNumber!: string;

  @Property({ type: 'string', length: 60, nullable: true })
  nickname?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  addedOn: Date = new Date();
}
