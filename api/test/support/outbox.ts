import { MikroORM } from '@mikro-orm/postgresql';
import { MailStatus, OutboxEmail } from '../../src/mail/outbox-email.entity';
import type { TestApp } from './test-app';

/** Mail in the outbox table for an address, newest first. */
export function mailsTo(t: TestApp, to: string): Promise<OutboxEmail[]> {
  return t.app
    .get(MikroORM)
    .em.fork()
    .find(OutboxEmail, { to }, { orderBy: { createdAt: 'desc' } });
}

/** Waits (up to 5 s) for a mail to the address whose subject contains `subject`, newer than `after`. */
export async function waitForMail(t: TestApp, to: string, subject: string, after = new Date(0)): Promise<OutboxEmail> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mail = (await mailsTo(t, to)).find((m) => m.subject.includes(subject) && m.createdAt >= after);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The link to a page of the web app in a mail's text (e.g. '/confirmemail'), with its query values. */
export function linkIn(mail: OutboxEmail, path: string): { url: URL; code: string; userId: string; email: string | null } {
  const found = (mail.text ?? '')
    .match(/https?:\/\/\S+/g)
    ?.map((u) => new URL(u))
    .find((u) => u.pathname === path);
  if (!found) throw new Error(`no ${path} link in mail "${mail.subject}"`);
  return { url: found, code: found.searchParams.get('code')!, userId: found.searchParams.get('userId')!, email: found.searchParams.get('email') };
}

/** Waits (up to 20 s) until the delivery job has handled every mail to the address (delivered or failed). */
export async function waitForDelivery(t: TestApp, to: string): Promise<OutboxEmail[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = await mailsTo(t, to);
    if (mails.length && mails.every((m) => m.status !== MailStatus.Queued)) return mails;
    if (Date.now() > deadline) throw new Error(`mail to ${to} was not delivered (${mails.map((m) => m.status).join(', ') || 'none written'})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
