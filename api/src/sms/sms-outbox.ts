import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { JobRegistry, JobsService, type JobContext } from '../jobs';
import { OutboxSms, SMS_BODY_MAX, SmsStatus } from './outbox-sms.entity';
import { DELIVER_SMS } from './sms.jobs';
import { SmsSender, type OutgoingSms } from './sms.port';

/**
 * How areas send texts: the transactional outbox, as MailOutbox does for email. `add(tx, sms)`
 * writes the text and queues its `sms.deliver` job in the caller's transaction: a rolled-back
 * change sends nothing; the job hands a committed text to the SMS port, with retries.
 */
@Injectable()
export class SmsOutbox implements OnModuleInit {
  private readonly logger = new Logger('Sms');

  constructor(
    private readonly em: EntityManager,
    private readonly registry: JobRegistry,
    private readonly jobs: JobsService,
    private readonly sender: SmsSender,
  ) {}

  onModuleInit(): void {
    this.registry.define(DELIVER_SMS);
    this.registry.handle(DELIVER_SMS, (p, ctx) => this.deliver(p.outboxId, ctx));
  }

  async add(tx: EntityManager, sms: OutgoingSms): Promise<OutboxSms> {
    if (!tx.isInTransaction()) throw new Error('SmsOutbox.add needs an EntityManager inside a transaction (the change that causes the text)');
    if (!/^\d{10}$/.test(sms.to)) throw new Error('SmsOutbox.add: the recipient must be 10 digits');
    const row = tx.create(OutboxSms, { to: sms.to, body: sms.body.slice(0, SMS_BODY_MAX), status: SmsStatus.Queued, attempts: 0, createdAt: new Date() });
    tx.persist(row);
    await tx.flush();
    await this.jobs.send(DELIVER_SMS, { outboxId: row.id }, { em: tx });
    // The number is not logged: it is personal data.
    this.logger.log({ event: 'sms_queued', outboxId: row.id }, 'text queued in the outbox');
    return row;
  }

  /** Sends one queued row once; a failed attempt records its error and throws so the job retries. */
  async deliver(outboxId: string, ctx: JobContext): Promise<void> {
    const em = this.em.fork();
    const row = await em.findOne(OutboxSms, { id: outboxId });
    if (!row || row.status !== SmsStatus.Queued) return;
    row.attempts += 1;
    try {
      await this.sender.deliver({ to: row.to, body: row.body });
    } catch (err) {
      row.error = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      if (ctx.lastAttempt) row.status = SmsStatus.Failed;
      await em.flush();
      this.logger.error({ event: ctx.lastAttempt ? 'sms_failed' : 'sms_attempt_failed', outboxId, attempts: row.attempts }, 'text delivery failed');
      throw err;
    }
    row.status = SmsStatus.Sent;
    row.sentAt = new Date();
    row.error = null;
    await em.flush();
    this.logger.log({ event: 'sms_sent', outboxId, transport: this.sender.transport }, 'text delivered');
  }
}
