import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * What POST /api/policy/onetime proved: the policy numbers a visitor may pay without an account,
 * for 30 minutes. Kept by the SHA-256 of the token (the token itself is only in the reply).
 */
@Entity({ tableName: 'payment_one_time_grant' })
export class OneTimeGrant {
  @PrimaryKey({ type: 'string', length: 64 })
  tokenHash!: string;

  @Property({ type: 'json' })
  policyNumbers!: string[];

  @Index()
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
