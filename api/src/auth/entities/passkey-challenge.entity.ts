import { type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users';
import { SingleUseRecord } from '../../database/single-use-record';

/**
 * A WebAuthn challenge the server handed out (issue 17): only its SHA-256 is kept. A
 * registration challenge belongs to the signed-in user who asked for it; a sign-in challenge
 * to nobody (the passkey names the account). Spent once (usedAt, one conditional update) by the
 * first answer, right or wrong; it lasts five minutes.
 */
@Entity({ tableName: 'passkey_challenge' })
export class PasskeyChallenge extends SingleUseRecord {
  /** sha256(challenge, base64url as sent), hex. */
  @Property({ type: 'string', length: 64, unique: true })
  challengeHash!: string;

  /** registration or sign_in. */
  @Property({ type: 'string', length: 16 })
  purpose!: 'registration' | 'sign_in';

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', nullable: true, index: true })
  user?: Rel<User> | null;
}
