import { Check, Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Where a payment stands. Only `pending` moves (to one of the others), once. */
export enum PaymentStatus {
  /** Written before the provider is asked: the charge may or may not have happened (the reconciler finds out). */
  Pending = 'pending',
  /** Charged and posted to the ledger (with its billing items), in one transaction. */
  Approved = 'approved',
  /** Refused by the provider: nothing charged, nothing posted. */
  Declined = 'declined',
  /** Charged, but the ledger refused it (more than is owed by then): the charge was refunded. */
  Refunded = 'refunded',
  /** The provider never saw it (lookup 'unknown' long after): nothing charged, nothing posted. */
  Failed = 'failed',
}

/** One policy's part of a payment (integer cents). */
export interface PaymentLine {
  /** The policy number paid (the primary policy of an account bill). */
  policyNumber: string;
  /** The account bill number for an account-billed line, else the policy number (the result step's "Confirmation ({number})"). */
  number: string;
  amountCents: number;
  feeCents: number;
}

export const PAYMENT_CONFIRMATION_UNIQUE = 'payment_confirmation_number_unique';
export const PAYMENT_PROVIDER_KEY_UNIQUE = 'payment_provider_key_unique';

/**
 * One charge of one payment method (doc 2: a payment record): its confirmation number, status,
 * what it paid on each policy, the method as the portal keeps it (brand or bank and last four,
 * never the number), the convenience fee as a line of its own, the provider's reference, the
 * Idempotency-Key request it belongs to and who paid (a user, or an anonymous payer's email).
 * A split payment is one record per method. Amounts are integer cents.
 */
@Entity({ tableName: 'payment' })
@Check({ name: 'payment_amounts_check', expression: 'amount_cents > 0 and fee_cents >= 0' })
@Check({ name: 'payment_payer_check', expression: 'payer_user_id is not null or payer_email is not null' })
@Index({ properties: ['status', 'createdAt'] })
export class Payment {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  /** Moved by every status change: two settlers (the request and the reconciler) cannot both settle it. */
  @Property({ type: 'integer', version: true, default: 1 })
  version: number = 1;

  @Property({ type: 'string', length: 20, unique: PAYMENT_CONFIRMATION_UNIQUE })
  confirmationNumber!: string;

  /** The payment_request (Idempotency-Key) this charge belongs to. */
  @Index()
  @Property({ type: 'uuid' })
  requestId!: string;

  /** Position of the method in the request's sources. */
  @Property({ type: 'smallint' })
  sourceIndex!: number;

  @Enum({ items: () => PaymentStatus })
  status!: PaymentStatus;

  /** The signed-in payer; null for a one-time (anonymous) payment. */
  @Index()
  @Property({ type: 'uuid', nullable: true })
  payerUserId?: string | null;

  /** Where the receipt goes (the source's email); the only trace of an anonymous payer. */
  @Property({ type: 'string', length: 254, nullable: true })
  payerEmail?: string | null;

  /**
   * An anonymous payer's language (issue 17: the one-time page's Accept-Language, picked as the
   * reply's messages are), for the receipt; null for a signed-in payer, whose account's locale decides.
   */
  @Property({ type: 'string', length: 10, nullable: true })
  payerLocale?: string | null;

  /** `check` (bank account) or `credit` (card). */
  @Property({ type: 'string', length: 10 })
  methodType!: string;

  /** Credit, Debit or Check, as the provider describes the funding account. */
  @Property({ type: 'string', length: 10 })
  fundingCategory!: string;

  @Property({ type: 'string', length: 20, nullable: true })
  brand?: string | null;

  @Property({ type: 'string', length: 120, nullable: true })
  bankName?: string | null;

  @Property({ type: 'string', length: 4 })
  lastFour!: string;

  /** The provider's funding account token (not a card or account number). */
  @Property({ type: 'string', length: 200 })
  fundingAccountToken!: string;

  /** The frame session a card token is bound to. */
  @Property({ type: 'text', nullable: true })
  sessionToken?: string | null;

  /** Sum of the lines, without the fee. */
  @Property({ type: 'integer' })
  amountCents!: number;

  /** The convenience fee (cards only), charged with the amount, a line of its own on the receipt. */
  @Property({ type: 'integer', default: 0 })
  feeCents: number = 0;

  @Property({ type: 'json' })
  lines!: PaymentLine[];

  /** The key the provider dedupes the sale on (one sale per payment, whoever asks and however often). */
  @Property({ type: 'string', length: 100, unique: PAYMENT_PROVIDER_KEY_UNIQUE })
  providerKey!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  providerReference?: string | null;

  @Property({ type: 'json', default: '[]' })
  statusDescriptions: string[] = [];

  /** The date the payment posts on (YYYY-MM-DD). */
  @Property({ type: 'date', columnType: 'date' })
  paymentDate!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  settledAt?: Date | null;
}
