import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export enum SmsStatus {
  /** Written with the change that caused it; its delivery job has not succeeded yet. */
  Queued = 'queued',
  /** Handed to the SMS port (the dev adapter keeps it here as the dev mailbox's texts). */
  Sent = 'sent',
  /** Every attempt failed; `error` holds the last one. */
  Failed = 'failed',
}

/** The longest text the portal writes: two SMS segments. */
export const SMS_BODY_MAX = 320;

/**
 * The transactional outbox of text messages (issue 16): written in the same transaction as the
 * change that caused it, delivered by the `sms.deliver` job through the SMS port. A body holds
 * no personal data beyond a claim number and an event's summary (see claim-alerts.ts).
 */
@Entity({ tableName: 'outbox_sms' })
@Index({ properties: ['createdAt'] })
@Index({ properties: ['status', 'createdAt'] })
export class OutboxSms {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  /** A US mobile number, 10 digits. */
  @Property({ type: 'string', length: 10 })
  to!: string;

  @Property({ type: 'string', length: SMS_BODY_MAX })
  body!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  sentAt?: Date | null;

  @Enum({ items: () => SmsStatus, default: SmsStatus.Queued })
  status: SmsStatus = SmsStatus.Queued;

  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  @Property({ type: 'string', length: 1000, nullable: true })
  error?: string | null;
}
