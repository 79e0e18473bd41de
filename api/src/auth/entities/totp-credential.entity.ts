import { randomUUID } from 'node:crypto';
import { type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users';

/**
 * A user's authenticator-app secret (RFC 6238). One row per user (unique user_id): a setup
 * writes it with `confirmedAt` null, a confirming code sets `confirmedAt` (only then does sign-in
 * ask for a code). `lastUsedStep` is the 30-second step of the last accepted code; a code is
 * accepted only for a later step (one conditional update), so a code is never used twice.
 */
@Entity({ tableName: 'totp_credential' })
export class TotpCredential {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', unique: 'totp_credential_user_unique' })
  user!: Rel<User>;

  /**
   * The base32 secret sealed with AES-256-GCM (auth/totp-secret-cipher.ts:
   * `v1.<key id>.<base64url>`, about 90 characters); never the clear secret. A clear one an
   * earlier version stored is sealed at start-up.
   */
  @Property({ type: 'string', length: 255 })
  secret!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  confirmedAt?: Date | null;

  /** floor(unix seconds / 30): about 59 million now, an integer until the year 4000. */
  @Property({ type: 'integer', nullable: true })
  lastUsedStep?: number | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
