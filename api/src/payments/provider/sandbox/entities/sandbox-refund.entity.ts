import { Check, Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The unique constraint that makes a refund happen once per idempotency key. */
export const SANDBOX_REFUND_KEY_UNIQUE = 'sandbox_refund_idempotency_key_unique';

/** Money the sandbox gave back on an approved sale (a refund, or a void before settlement). */
@Entity({ tableName: 'sandbox_refund' })
@Check({ name: 'sandbox_refund_amount_check', expression: 'amount_cents > 0' })
@Index({ properties: ['saleReference'] })
export class SandboxRefund {
  @PrimaryKey({ type: 'string', length: 40 })
  reference!: string;

  @Property({ type: 'string', length: 100, unique: SANDBOX_REFUND_KEY_UNIQUE })
  idempotencyKey!: string;

  @Property({ type: 'string', length: 40 })
  saleReference!: string;

  @Property({ type: 'integer' })
  amountCents!: number;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
