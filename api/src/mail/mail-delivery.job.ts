import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { JobRegistry, type JobContext } from '../jobs';
import { DELIVER_MAIL, MAIL_CLEANUP_CRON, MAIL_RETENTION_DAYS } from './mail.jobs';
import { MailerService } from './mailer.service';
import { MailStatus, MailTransport, OutboxEmail } from './outbox-email.entity';

/** An error's message for the outbox: short, never a stack. */
function describeError(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 1000);
}

/**
 * The mail area's job handlers: delivery of an outbox row (retried with backoff by pg-boss, then
 * marked failed in the outbox with its last error) and the nightly clean-up of old outbox rows.
 */
@Injectable()
export class MailDeliveryJobs implements OnModuleInit {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly em: EntityManager,
    private readonly registry: JobRegistry,
    private readonly mailer: MailerService,
  ) {}

  onModuleInit(): void {
    this.registry.handle(DELIVER_MAIL, (p, ctx) => this.deliver(p.outboxId, ctx));
    this.registry.nightly('mail.cleanup', MAIL_CLEANUP_CRON, () => this.cleanUp());
  }

  /**
   * Sends one outbox row once: a row already sent or failed (or deleted) is left alone. A failed
   * attempt records its error and throws, so pg-boss retries it; after the last attempt the row
   * is marked failed and its body dropped. Delivery is at least once: if the process dies
   * between SMTP accepting the mail and the row being marked, the retry sends it again.
   */
  async deliver(outboxId: string, ctx: JobContext): Promise<void> {
    const em = this.em.fork();
    const row = await em.findOne(OutboxEmail, { id: outboxId });
    if (!row || row.status !== MailStatus.Queued) return;
    row.attempts += 1;
    row.transport = this.mailer.transport;
    try {
      if (row.text == null || row.html == null) throw new Error('the outbox row has no body to send');
      await this.mailer.deliver({ to: row.to, subject: row.subject, text: row.text, html: row.html });
    } catch (err) {
      row.error = describeError(err);
      if (ctx.lastAttempt) {
        row.status = MailStatus.Failed;
        row.text = null;
        row.html = null;
      }
      await em.flush();
      // `err` goes through the log's error serializer, which masks the addresses SMTP answers quote.
      this.logger.error(
        { event: ctx.lastAttempt ? 'mail_failed' : 'mail_attempt_failed', outboxId, attempts: row.attempts, err },
        ctx.lastAttempt ? 'mail could not be delivered: marked failed' : 'mail delivery failed: it will be retried',
      );
      throw err;
    }
    row.status = MailStatus.Sent;
    row.sentAt = new Date();
    row.error = null;
    if (row.transport === MailTransport.Smtp) {
      // SMTP has it: the single-use links in the body are for the recipient only.
      row.text = null;
      row.html = null;
    }
    await em.flush();
    this.logger.log({ event: 'mail_sent', outboxId, transport: row.transport, attempts: row.attempts }, 'mail delivered');
  }

  /** Deletes delivered and failed mail older than the retention period; queued mail stays. */
  async cleanUp(): Promise<{ deleted: number }> {
    const before = new Date(Date.now() - MAIL_RETENTION_DAYS * 86_400_000);
    const deleted = await this.em.fork().nativeDelete(OutboxEmail, { status: { $in: [MailStatus.Sent, MailStatus.Failed] }, createdAt: { $lt: before } });
    this.logger.log({ event: 'mail_cleanup', deleted, retentionDays: MAIL_RETENTION_DAYS }, 'old outbox mail deleted');
    return { deleted };
  }
}
