import { type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { SessionFamily } from './session-family.entity';
import { SingleUseRecord } from '../../database/single-use-record';

/**
 * A refresh token that was issued. Only the SHA-256 of its random `jti` is stored, so the
 * table cannot be replayed. `usedAt` is set when it is exchanged; a second exchange is reuse.
 */
@Entity({ tableName: 'refresh_token' })
export class RefreshToken extends SingleUseRecord {
  @ManyToOne({ entity: () => SessionFamily, deleteRule: 'cascade', index: true })
  family!: Rel<SessionFamily>;

  /** sha256(jti), hex. */
  @Property({ type: 'string', length: 64, unique: true })
  jtiHash!: string;
}
