import { Entity, Enum, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

export enum PaymentRequestState {
  /** Being processed (or left by a crash: the reconciler settles its payments and completes it). */
  InFlight = 'in-flight',
  Done = 'done',
}

export const PAYMENT_REQUEST_KEY_UNIQUE = 'payment_request_scope_key_unique';

/**
 * The idempotency store (IETF Idempotency-Key draft): one row per key and caller (`scope`: the
 * user id, or `onetime:` and the one-time grant). The unique (scope, key) makes exactly one of
 * many concurrent submissions the first; the others read this row: same body and done, the
 * stored reply; same body still running, 409; another body, 422.
 */
@Entity({ tableName: 'payment_request' })
@Unique({ name: PAYMENT_REQUEST_KEY_UNIQUE, properties: ['scope', 'idempotencyKey'] })
export class PaymentRequest {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'string', length: 80 })
  scope!: string;

  @Property({ type: 'string', length: 255 })
  idempotencyKey!: string;

  /** SHA-256 of the canonical request body (the bank account number only as its hash here too). */
  @Property({ type: 'string', length: 64 })
  requestHash!: string;

  @Enum({ items: () => PaymentRequestState })
  state!: PaymentRequestState;

  /** The reply's result, replayed for the same key and body. */
  @Property({ type: 'json', nullable: true })
  reply?: unknown;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  completedAt?: Date | null;
}
