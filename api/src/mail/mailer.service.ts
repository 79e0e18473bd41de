import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.token';
import type { OutgoingMail } from './mail-templates';
import { MailTransport } from './outbox-email.entity';

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

/** How long nodemailer waits for an SMTP server at each step before the attempt fails (and is retried). */
const SMTP_TIMEOUT_MS = 30_000;

/**
 * The mail transport, used only by the delivery job (areas write mail with MailOutbox). With
 * SMTP_URL it hands mail to the SMTP server through nodemailer and throws when the server
 * refuses it or cannot be reached; without it there is nothing to do: the outbox row is the
 * mailbox.
 */
@Injectable()
export class MailerService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Mailer');
  private transporter?: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onModuleInit(): void {
    if (this.config.smtpUrl) {
      this.transporter = createTransport({
        url: this.config.smtpUrl,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      } as Parameters<typeof createTransport>[0]);
    }
    this.logger.log(mailerDescription(this.config));
  }

  /** After the job queue stopped (beforeApplicationShutdown): a running delivery may still use it until then. */
  onApplicationShutdown(): void {
    this.transporter?.close();
  }

  get usesOutbox(): boolean {
    return !this.config.smtpUrl;
  }

  get transport(): MailTransport {
    return this.usesOutbox ? MailTransport.Outbox : MailTransport.Smtp;
  }

  /** Hands one mail to SMTP (throws when it is not accepted); without SMTP, does nothing. */
  async deliver(mail: OutgoingMail): Promise<void> {
    if (!this.transporter) return;
    await this.transporter.sendMail({ from: this.config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  }
}
