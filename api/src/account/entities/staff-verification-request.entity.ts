import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CALENDAR_DATE } from '../../core';

/**
 * A registration that staff verify by hand ('Having problems?', doc 1 §4 and doc 4 Staff
 * verification). Stored only when the policy exists and the last 4 digits of the SSN/FEIN
 * match. It keeps the argon2id hash of the password the requester chose, so the account can be
 * created when staff accept, and never the full driver's licence number.
 */
@Entity({ tableName: 'staff_verification_request' })
@Index({ properties: ['accepted', 'createdAt'] })
export class StaffVerificationRequest {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  /** When it was received (timeStamp in doc 4). */
  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** Upper-cased. */
  @Property({ type: 'string', length: 10, index: true })
  policyNumber!: string;

  /** As typed. */
  @Property({ type: 'string', length: 160 })
  policyHolder!: string;

  @Property({ type: 'string', length: 4, nullable: true })
  driversLicenseLast4?: string | null;

  @Property({ type: 'string', length: 5, nullable: true })
  zip?: string | null;

  @Property({ ...CALENDAR_DATE, nullable: true })
  dateOfBirth?: string | null;

  @Property({ type: 'string', length: 4 })
  employeeIdentificationNumberLast4!: string;

  /** Lower-cased: the new account's email address. */
  @Property({ type: 'string', length: 254 })
  staffVerificationEmail!: string;

  /** Digits only. */
  @Property({ type: 'string', length: 15 })
  staffVerificationPhoneNumber!: string;

  /** argon2id hash of the chosen password. */
  @Property({ type: 'string', length: 255, hidden: true })
  passwordHash!: string;

  /** Null while pending; true or false once staff decided. */
  @Property({ type: 'boolean', nullable: true })
  accepted?: boolean | null;

  /** What staff told the requester when declining. */
  @Property({ type: 'string', length: 1000, nullable: true })
  messageToUser?: string | null;

  @Property({ type: 'string', length: 64 })
  ip!: string;

  /** The registration page's language (issue 17): the requester's mails, and the account made on acceptance. */
  @Property({ type: 'string', length: 10, default: 'en-US' })
  locale: string = 'en-US';
}
