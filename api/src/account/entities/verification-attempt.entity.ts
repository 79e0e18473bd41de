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
 * One policy verification, kept so the server (not the browser) counts failures per client
 * address and per policy number (doc 1 §4 Registration: three failures switch to staff
 * verification; a success resets the count).
 */
@Entity({ tableName: 'verification_attempt' })
@Index({ properties: ['ip', 'createdAt'] })
@Index({ properties: ['policyNumber', 'createdAt'] })
export class VerificationAttempt {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 64 })
  ip!: string;

  /** Upper-cased. */
  @Property({ type: 'string', length: 10 })
  policyNumber!: string;

  @Property({ type: 'boolean' })
  succeeded!: boolean;

  @Enum({ items: () => VerificationStep })
  step!: VerificationStep;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
