import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export enum VerificationStep {
  /** Registration part 1: policy number and policyholder. */
  Policy = 'policy',
  /** Registration part 2: plus licence number, date of birth and zip. */
  Full = 'full',
  /** A staff verification request. */
  Staff = 'staff',
}

/**
 * One policy verification, kept so the server (not the browser) counts failures per policy
 * number and per person, with the client address only as a coarse limit (doc 1 §4 Registration:
 * three failures switch to staff verification; a success resets the count). See
 * `VerificationService` for the rules.
 */
@Entity({ tableName: 'verification_attempt' })
@Index({ properties: ['ip', 'createdAt'] })
@Index({ properties: ['policyNumber', 'createdAt'] })
@Index({ properties: ['personKey', 'createdAt'] })
export class VerificationAttempt {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 64 })
  ip!: string;

  /** Upper-cased. */
  @Property({ type: 'string', length: 10 })
  policyNumber!: string;

  /**
   * Who tried, as far as an anonymous caller can be told apart: a SHA-256 (hex) of the client
   * address and the policyholder name as typed, normalized (`personKeyOf`). People behind one
   * office address type different names, so each has a count of their own; the name itself is
   * not stored. Null on rows written before the key existed.
   */
  @Property({ type: 'string', length: 64, nullable: true })
  personKey: string | null = null;

  @Property({ type: 'boolean' })
  succeeded!: boolean;

  @Enum({ items: () => VerificationStep })
  step!: VerificationStep;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
