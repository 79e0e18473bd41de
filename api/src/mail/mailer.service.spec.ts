import { Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { mailerDescription, MailerService, smtpHostOf } from './mailer.service';
import { MailTransport } from './outbox-email.entity';

const mail = { to: 'a@example.com', subject: 'Hello', text: 'Body https://x.example.com', html: '<p>Body</p>' };

describe(MailerService.name, () => {
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(['log', 'error', 'warn', 'debug', 'verbose']));

  it('says at start-up which mailer is in use, without SMTP credentials', () => {
    expect(mailerDescription({ smtpUrl: 'smtp://user:secret@mail.example.com:587', devMailbox: false })).toBe('Mailer: SMTP (mail.example.com:587)');
    expect(mailerDescription({ smtpUrl: undefined, devMailbox: true })).toBe('Mailer: outbox at /dev/mailbox');
    expect(smtpHostOf('smtps://mail.example.com')).toBe('mail.example.com');
  });

  it('has nothing to deliver without SMTP: the outbox is the mailbox', async () => {
    const mailer = new MailerService({ smtpUrl: undefined, devMailbox: true } as AppConfig);
    mailer.onModuleInit();
    await expect(mailer.deliver(mail)).resolves.toBeUndefined();
    expect(mailer.usesOutbox).toBe(true);
    expect(mailer.transport).toBe(MailTransport.Outbox);
  });

  it('throws when SMTP cannot take the mail, so the delivery job retries it', async () => {
    const mailer = new MailerService({ smtpUrl: 'smtp://127.0.0.1:1', devMailbox: false, mailFrom: 'Portal <no-reply@example.com>' } as AppConfig);
    mailer.onModuleInit();
    await expect(mailer.deliver(mail)).rejects.toThrow();
    mailer.onApplicationShutdown();
    expect(mailer.transport).toBe(MailTransport.Smtp);
  });
});
