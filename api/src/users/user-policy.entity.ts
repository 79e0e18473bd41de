import { randomUUID } from 'node:crypto';
import { type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from './user.entity';

/** The unique constraint that keeps a policy on one account at most; callers map its violation to 409. */
export const POLICY_OWNER_UNIQUE = 'user_policy_policy_number_unique';

/**
 * A policy number on a portal account. It is a number, not a foreign key: the policy lives
 * in the core records (or a policy system) and all its terms share the number. A policy
 * belongs to at most one account (doc 1, add policy and registration): the number is unique
 * in this table, so of two requests linking one policy at once the database refuses the second
 * (POLICY_OWNER_UNIQUE, answered 409 by the caller).
 */
@Entity({ tableName: 'user_policy' })
// The back office's member search by part of a policy number (LIKE '%x%').
@Index({
  name: 'user_policy_policy_number_trgm_index',
  expression: 'create index "user_policy_policy_number_trgm_index" on "user_policy" using gin ("policy_number" gin_trgm_ops) with (fastupdate = off)',
})
@Index({
  name: 'user_policy_policy_number_prefix_index',
  expression: 'create index "user_policy_policy_number_prefix_index" on "user_policy" ("policy_number" varchar_pattern_ops)',
})
export class UserPolicy {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  /** Indexed: an account's policies are read on every page (the unique number needs no pair with it). */
  @ManyToOne({ entity: () => User, deleteRule: 'cascade', index: true })
  user!: Rel<User>;

  @Property({ type: 'string', length: 10, unique: POLICY_OWNER_UNIQUE })
  policyNumber!: string;

  @Property({ type: 'string', length: 60, nullable: true })
  nickname?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  addedOn: Date = new Date();
}
