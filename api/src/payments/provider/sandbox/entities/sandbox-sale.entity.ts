import { Check, Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export enum SandboxSaleStatus {
  Approved = 'approved',
  Declined = 'declined',
}

/** The unique constraint that makes a sale happen once per idempotency key. */
export const SANDBOX_SALE_KEY_UNIQUE = 'sandbox_sale_idempotency_key_unique';

/**
 * One sale the sandbox answered, approved or declined, kept by its idempotency key: a second
 * sale with the key returns this one (exactly-once at the provider), and lookupSale finds it
 * after the portal crashed before writing its ledger.
 */
@Entity({ tableName: 'sandbox_sale' })
@Check({ name: 'sandbox_sale_amount_check', expression: 'amount_cents > 0 and refunded_cents >= 0 and refunded_cents <= amount_cents' })
@Index({ properties: ['fundingAccountToken', 'createdAt'] })
export class SandboxSale {
  /** The provider reference (transaction id) given back to the portal. */
  @PrimaryKey({ type: 'string', length: 40 })
  reference!: string;

  @Property({ type: 'string', length: 100, unique: SANDBOX_SALE_KEY_UNIQUE })
  idempotencyKey!: string;

  @Property({ type: 'string', length: 64 })
  fundingAccountToken!: string;

  /** Integer cents asked for. */
  @Property({ type: 'integer' })
  amountCents!: number;

  @Enum({ items: () => SandboxSaleStatus })
  status!: SandboxSaleStatus;

  /** Why it was declined (provider status descriptions); empty when approved. */
  @Property({ type: 'json', default: '[]' })
  statusDescriptions: string[] = [];

  /** The merchant's reference (policy or account number), as on a statement. */
  @Property({ type: 'string', length: 60 })
  merchantReference!: string;

  /** Integer cents given back so far. */
  @Property({ type: 'integer', default: 0 })
  refundedCents: number = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
