import { type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users';
import { SingleUseRecord } from '../../database/single-use-record';

/**
 * The step between a right password and the second factor: only the SHA-256 of the random
 * challenge token is kept. Spent once (usedAt) on success, after MAX wrong codes, or when it expires.
 */
@Entity({ tableName: 'second_factor_challenge' })
export class SecondFactorChallenge extends SingleUseRecord {
  @ManyToOne({ entity: () => User, deleteRule: 'cascade', index: true })
  user!: Rel<User>;

  /** sha256(challenge token), hex. */
  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Property({ type: 'boolean', default: false })
  rememberMe: boolean = false;

  @Property({ type: 'integer', default: 0 })
  failures: number = 0;
}
