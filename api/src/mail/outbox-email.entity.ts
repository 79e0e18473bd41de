import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export enum MailTransport {
  Outbox = 'outbox',
  Smtp = 'smtp',
}

/**
 * Every email the portal sent. Without SMTP this table is the mailbox itself (read at
 * /dev/mailbox). With SMTP it is a delivery log: the bodies are not kept, because they hold
 * single-use links that nobody but the recipient should be able to read.
 */
@Entity({ tableName: 'outbox_email' })
@Index({ properties: ['createdAt'] })
export class OutboxEmail {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 254 })
  to!: string;

  @Property({ type: 'string', length: 250 })
  subject!: string;

  /** Plain-text body; null for mail handed to SMTP. */
  @Property({ type: 'text', nullable: true })
  text?: string | null;

  /** HTML body; null for mail handed to SMTP. */
  @Property({ type: 'text', nullable: true })
  html?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** When the SMTP server accepted it (null in the outbox and on failure). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  sentAt?: Date | null;

  @Enum({ items: () => MailTransport })
  transport!: MailTransport;

  /** Why SMTP refused it. */
  @Property({ type: 'string', length: 1000, nullable: true })
  error?: string | null;
}
