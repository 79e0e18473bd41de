import { randomUUID } from 'node:crypto';
import { type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { SessionFamily } from './session-family.entity';

/**
 * A refresh token that was issued. Only the SHA-256 of its random `jti` is stored, so the
 * table cannot be replayed. `usedAt` is set when it is exchanged; a second exchange is reuse.
 */
@Entity({ tableName: 'refresh_token' })
export class RefreshToken {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => SessionFamily, deleteRule: 'cascade', index: true })
  family!: Rel<SessionFamily>;

  /** sha256(jti), hex. */
  @Property({ type: 'string', length: 64, unique: true })
  jtiHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
