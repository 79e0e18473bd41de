import { randomUUID } from 'node:crypto';
import { type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users';

/**
 * One sign-in and every token pair rotated from it. Access tokens carry its id (claim `sid`),
 * so revoking the family ends the session at once: its access tokens on the next call, its
 * refresh tokens on the next refresh.
 */
@Entity({ tableName: 'session_family' })
export class SessionFamily {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', index: true })
  user!: Rel<User>;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt?: Date | null;

  /** Why it ended: logout, refresh_token_reuse, password_changed, ... */
  @Property({ type: 'string', length: 40, nullable: true })
  revokedReason?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastUsedAt?: Date | null;

  @Property({ type: 'string', length: 512, nullable: true })
  userAgent?: string | null;

  @Property({ type: 'string', length: 64, nullable: true })
  ip?: string | null;
}
