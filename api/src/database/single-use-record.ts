import { randomUUID } from 'node:crypto';
import { PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The columns every single-use credential's table has (an emailed code, a registration ticket,
 * a refresh token): a uuid id, when it expires, when it was used (once: claimed with one
 * conditional update, see api/README.md "Which guard") and when it was made. Entities extend
 * it and add what is stored about the secret (always a hash, never the secret).
 */
export abstract class SingleUseRecord {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
