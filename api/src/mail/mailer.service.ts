import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.token';
import type { OutgoingMail } from './mail-templates';
import { MailTransport, OutboxEmail } from './outbox-email.entity';

/** The host (and port) of an SMTP URL, never its credentials. */
export function smtpHostOf(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return url.port ? `${url.hostname}:${url.port}` : url.hostname;
}

/** The line the API logs at start-up to say where mail goes. */
export function mailerDescription(config: Pick<AppConfig, 'smtpUrl' | 'devMailbox'>): string {
  if (config.smtpUrl) return `Mailer: SMTP (${smtpHostOf(config.smtpUrl)})`;
  return config.devMailbox ? 'Mailer: outbox at /dev/mailbox' : 'Mailer: outbox (table outbox_email; the /dev/mailbox page is off)';
}

/**
 * The mail port. With SMTP_URL it sends through nodemailer and keeps a delivery log row
 * (without the body); without it every mail lands in the outbox_email table, which the dev
 * mailbox page shows. A transport failure is logged and recorded, never thrown: the flows
 * that send mail (registration, reset) all offer a way to send it again.
 */
@Injectable()
export class MailerService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Mailer');
  private transporter?: Transporter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    if (this.config.smtpUrl) this.transporter = createTransport(this.config.smtpUrl);
    this.logger.log(mailerDescription(this.config));
  }

  onModuleDestroy(): void {
    this.transporter?.close();
  }

  get usesOutbox(): boolean {
    return !this.transporter;
  }

  async send(mail: OutgoingMail): Promise<void> {
    // Its own unit of work: the caller's pending changes are not flushed with the mail row.
    const em = this.em.fork();
    if (!this.transporter) {
      em.persist(Object.assign(new OutboxEmail(), { ...mail, transport: MailTransport.Outbox }));
      await em.flush();
      this.logger.log({ subject: mail.subject }, 'mail stored in the outbox');
      return;
    }
    const row = Object.assign(new OutboxEmail(), { to: mail.to, subject: mail.subject, text: null, html: null, transport: MailTransport.Smtp });
    try {
      await this.transporter.sendMail({ from: this.config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      row.sentAt = new Date();
      this.logger.log({ subject: mail.subject }, 'mail sent by SMTP');
    } catch (err) {
      row.error = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      this.logger.error({ subject: mail.subject, err: row.error }, 'SMTP refused a mail');
    }
    em.persist(row);
    await em.flush();
  }
}
