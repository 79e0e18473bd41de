import { randomUUID } from 'node:crypto';
import { BigIntType, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users';

/**
 * A passkey (WebAuthn credential) registered to an account (issue 17): the credential id and
 * its public key (COSE, base64url), never a secret. `counter` is the authenticator's signature
 * counter: an assertion whose counter does not go forward is refused (a cloned authenticator);
 * authenticators that do not count send 0 every time. Deleting the user deletes its passkeys.
 */
@Entity({ tableName: 'passkey' })
export class Passkey {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', index: true })
  user!: Rel<User>;

  /** The credential id, base64url (what the browser names in an assertion). */
  @Property({ type: 'string', length: 1366, unique: true })
  credentialId!: string;

  /** The COSE public key, base64url. */
  @Property({ type: 'text' })
  publicKey!: string;

  /** The signature counter (0 to 2^32-1). */
  @Property({ type: new BigIntType('number'), default: 0 })
  counter: number = 0;

  /** How the browser reaches the authenticator (usb, internal, hybrid, ...). */
  @Property({ type: 'json', nullable: true })
  transports?: string[] | null;

  @Property({ type: 'string', length: 64 })
  name!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastUsedAt?: Date | null;
}
