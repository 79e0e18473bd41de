import { randomUUID } from 'node:crypto';
import { type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Policyholder } from '../../core/policyholder.entity';

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

  /** The policyholder the name matched: the new account takes its names. */
  @ManyToOne({ entity: () => Policyholder, deleteRule: 'cascade', index: true })
  policyholder!: Rel<Policyholder>;

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
