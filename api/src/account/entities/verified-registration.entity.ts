import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { SingleUseRecord } from '../../database/single-use-record';

/**
 * The ticket a successful full verification gives: account creation must bring back its token
 * (only the SHA-256 is stored), within 30 minutes, once, for the same policy and holder.
 */
@Entity({ tableName: 'verified_registration' })
export class VerifiedRegistration extends SingleUseRecord {
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
}
