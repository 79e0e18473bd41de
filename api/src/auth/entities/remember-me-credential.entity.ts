import { randomUUID } from 'node:crypto';
import { type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users';
import { SessionFamily } from './session-family.entity';

/**
 * A browser's "remember me": a random credential the browser keeps; only its SHA-256 is
 * stored. Each use revokes it and issues a new one (rotation). It belongs to the session it
 * was issued with, so ending that session (logout) revokes it even when the browser does not
 * send it along.
 */
@Entity({ tableName: 'remember_me_credential' })
export class RememberMeCredential {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', index: true })
  user!: Rel<User>;

  /** The session it was issued with (null for credentials issued before sessions were recorded on them). */
  @ManyToOne({ entity: () => SessionFamily, deleteRule: 'set null', nullable: true, index: true })
  family?: Rel<SessionFamily> | null;

  /** sha256(credential), hex. */
  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastUsedAt?: Date | null;
}
