import { randomUUID } from 'node:crypto';
import { type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users';

/**
 * One of a user's ten recovery codes: only sha256(salt + normalised code) with the code's own
 * random salt is kept (see second-factor-rules.ts for why not argon2). Used once: `usedAt`
 * set by one conditional update.
 */
@Entity({ tableName: 'recovery_code' })
export class RecoveryCode {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', index: true })
  user!: Rel<User>;

  @Property({ type: 'string', length: 32 })
  salt!: string;

  @Property({ type: 'string', length: 64 })
  codeHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
