import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The ticket a successful full verification gives: account creation must bring back its token
 * (only the SHA-256 is stored), within 30 minutes, once, for the same policy and holder.
 */
@Entity({ tableName: 'verified_registration' })
export class VerifiedRegistration {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  /** Upper-cased. */
  @Property({ type: 'string', length: 10 })
  policyNumber!: string;

  /** As typed in the verification. */
  @Property({ type: 'string', length: 160 })
  policyHolder!: string;

  /**
   * The policyholder the name matched: the new account takes its names (read through core's
   * PersonRecords). An id, not a relation: core entities stay inside core/; a holder removed
   * within the ticket's 30 minutes makes the ticket unusable.
   */
  @Property({ type: 'integer', fieldName: 'policyholder_id', index: true })
  policyholderId!: number;

  @Property({ type: 'string', length: 64 })
  ip!: string;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
