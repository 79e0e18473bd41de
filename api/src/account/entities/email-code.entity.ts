import { type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users';
import { SingleUseRecord } from '../../database/single-use-record';

export enum EmailCodePurpose {
  ConfirmEmail = 'confirm_email',
  ResetPassword = 'reset_password',
  ChangeEmail = 'change_email',
}

/**
 * A code sent in an emailed link (confirm the address, reset the password, confirm a new
 * address). Only its SHA-256 is stored; it works once and expires after
 * config.emailCodeTtlMinutes.
 */
@Entity({ tableName: 'email_code' })
@Index({ properties: ['user', 'purpose'] })
export class EmailCode extends SingleUseRecord {
  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user!: Rel<User>;

  @Enum({ items: () => EmailCodePurpose })
  purpose!: EmailCodePurpose;

  /** SHA-256 (hex) of the code. */
  @Property({ type: 'string', length: 64, unique: true })
  codeHash!: string;

  /** For change_email: the address the link was sent to (lower-cased). */
  @Property({ type: 'string', length: 254, nullable: true })
  newEmail?: string | null;
}
