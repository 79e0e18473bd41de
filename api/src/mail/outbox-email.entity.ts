import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export enum MailTransport {
  /** No SMTP: the outbox is the mailbox (read at /dev/mailbox). */
  Outbox = 'outbox',
  Smtp = 'smtp',
}

export enum MailStatus {
  /** Written with the change that caused it; its delivery job has not succeeded yet. */
  Queued = 'queued',
  /** Delivered: accepted by SMTP, or kept in the mailbox without SMTP. */
  Sent = 'sent',
  /** Every attempt failed; `error` holds the last one. */
  Failed = 'failed',
}

/**
 * The transactional outbox of email: every mail is written here in the same transaction as the
 * change that caused it, and the `mail.deliver` job sends it (MailOutbox, mail-delivery.job.ts).
 * The body is kept only as long as it is needed: until SMTP accepts it (or the last attempt
 * fails), since it holds single-use links nobody but the recipient should read. Without SMTP
 * this table is the development mailbox itself, and the clean-up job deletes delivered and
 * failed mail after MAIL_RETENTION_DAYS.
 */
@Entity({ tableName: 'outbox_email' })
@Index({ properties: ['createdAt'] })
@Index({ properties: ['status', 'createdAt'] })
export class OutboxEmail {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 254 })
  to!: string;

  @Property({ type: 'string', length: 250 })
  subject!: string;

  /** Plain-text body; null once handed to SMTP or failed for good. */
  @Property({ type: 'text', nullable: true })
  text?: string | null;

  /** HTML body; null once handed to SMTP or failed for good. */
  @Property({ type: 'text', nullable: true })
  html?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** When it was delivered (SMTP accepted it, or it was put in the mailbox). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  sentAt?: Date | null;

  /** How it is (or was) delivered: by SMTP, or kept in the outbox as the mailbox. */
  @Enum({ items: () => MailTransport })
  transport!: MailTransport;

  @Enum({ items: () => MailStatus, default: MailStatus.Queued })
  status: MailStatus = MailStatus.Queued;

  /** Delivery attempts made so far. */
  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  /** The last delivery error (the SMTP server's answer or the connection error). */
  @Property({ type: 'string', length: 1000, nullable: true })
  error?: string | null;
}
