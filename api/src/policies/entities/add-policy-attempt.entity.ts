import { type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users';

/**
 * Failed add-policy attempts of one account (doc 1 §4, §5: 3 attempts), counted on the server.
 * The third locks adding until `lockedUntil` (24 hours); a failure more than 24 hours after the
 * previous one starts the count again, and a success deletes the row. Written only by
 * AddPolicyAttempts (one atomic statement per failure).
 */
@Entity({ tableName: 'add_policy_attempt' })
export class AddPolicyAttempt {
  @ManyToOne({ entity: () => User, primary: true, deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ type: 'integer', default: 0 })
  failedAttempts: number = 0;

  /** The latest failure. */
  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date = new Date();

  /** Set by the failure that reached the limit: adding is refused until then. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lockedUntil?: Date | null;
}
