import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { JobRegistry, JobsService } from '../jobs';
import type { OutgoingMail } from './mail-templates';
import { DELIVER_MAIL } from './mail.jobs';
import { MailerService } from './mailer.service';
import { MailStatus, OutboxEmail } from './outbox-email.entity';

/**
 * How areas send email: the transactional outbox. `add(tx, mail)` writes the mail into the
 * outbox_email table and queues its delivery job, both in the caller's transaction (the flush
 * that writes the change that caused the mail writes the mail too): a rolled-back change sends
 * nothing, and a committed one always has its mail delivered (by the `mail.deliver` job, with
 * retries). The request never waits for SMTP.
 */
@Injectable()
export class MailOutbox implements OnModuleInit {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly em: EntityManager,
    private readonly registry: JobRegistry,
    private readonly jobs: JobsService,
    private readonly mailer: MailerService,
  ) {}

  onModuleInit(): void {
    this.registry.define(DELIVER_MAIL);
  }

  /**
   * Writes the mail with `tx`'s pending changes (it flushes `tx`) and queues its delivery in
   * the same transaction. `tx` must be inside a transaction (em.transactional or em.begin).
   */
  async add(tx: EntityManager, mail: OutgoingMail): Promise<OutboxEmail> {
    if (!tx.isInTransaction()) throw new Error('MailOutbox.add needs an EntityManager inside a transaction (the change that causes the mail)');
    const row = tx.create(OutboxEmail, {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      transport: this.mailer.transport,
      status: MailStatus.Queued,
      attempts: 0,
      createdAt: new Date(),
    });
    tx.persist(row);
    await tx.flush();
    await this.jobs.send(DELIVER_MAIL, { outboxId: row.id }, { em: tx });
    this.logger.log({ event: 'mail_queued', outboxId: row.id, subject: mail.subject }, 'mail queued in the outbox');
    return row;
  }

  /** A mail caused by no change of its own (a notice): written and queued in a transaction of its own. */
  async send(mail: OutgoingMail): Promise<OutboxEmail> {
    return this.em.fork().transactional((tx) => this.add(tx, mail));
  }
}
