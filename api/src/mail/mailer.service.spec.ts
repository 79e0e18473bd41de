import type { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { mailerDescription, MailerService, smtpHostOf } from './mailer.service';
import { MailTransport, type OutboxEmail } from './outbox-email.entity';

function fakeEm(rows: OutboxEmail[]): EntityManager {
  const fork = { persist: (row: OutboxEmail) => rows.push(row), flush: async () => undefined };
  return { fork: () => fork } as unknown as EntityManager;
}

const mail = { to: 'a@example.com', subject: 'Hello', text: 'Body https://x.example.com', html: '<p>Body</p>' };

describe(MailerService.name, () => {
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(['log', 'error', 'warn', 'debug', 'verbose']));

  it('says at start-up which mailer is in use, without SMTP credentials', () => {
    expect(mailerDescription({ smtpUrl: 'smtp://user:secret@mail.example.com:587', devMailbox: false })).toBe('Mailer: SMTP (mail.example.com:587)');
    expect(mailerDescription({ smtpUrl: undefined, devMailbox: true })).toBe('Mailer: outbox at /dev/mailbox');
    expect(smtpHostOf('smtps://mail.example.com')).toBe('mail.example.com');
  });

  it('keeps mail in the outbox table without SMTP', async () => {
    const rows: OutboxEmail[] = [];
    const mailer = new MailerService({ smtpUrl: undefined, devMailbox: true } as AppConfig, fakeEm(rows));
    mailer.onModuleInit();
    await mailer.send(mail);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...mail, transport: MailTransport.Outbox });
    expect(mailer.usesOutbox).toBe(true);
  });

  it('records an SMTP failure without the body and does not throw', async () => {
    const rows: OutboxEmail[] = [];
    const mailer = new MailerService({ smtpUrl: 'smtp://127.0.0.1:1', devMailbox: false, mailFrom: 'Portal <no-reply@example.com>' } as AppConfig, fakeEm(rows));
    mailer.onModuleInit();
    await expect(mailer.send(mail)).resolves.toBeUndefined();
    mailer.onModuleDestroy();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to: mail.to, subject: mail.subject, text: null, html: null, transport: MailTransport.Smtp, sentAt: undefined });
    expect(rows[0]!.error).toBeTruthy();
  });
});
