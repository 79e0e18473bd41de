import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { MailOutbox } from '../src/mail/mail-outbox';
import { MailerService } from '../src/mail/mailer.service';
import { confirmationMail } from '../src/mail/mail-templates';
import { OutboxEmail } from '../src/mail/outbox-email.entity';
import { waitForDelivery } from './support/outbox';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

/** /dev/mailbox is not an /api operation, so these calls go around the contract check. */
describe('mail: outbox and the development mailbox (DEV_MAILBOX on)', () => {
  let t: TestApp;
  /** A mailbox page with this start's key, from this machine (supertest connects over loopback). */
  const get = (path: string) => request(t.app.getHttpServer()).get(path).query({ key: t.config.devMailboxKey });

  beforeAll(async () => {
    t = await startTestApp({ DEV_MAILBOX: 'true', PUBLIC_URL: 'http://portal.test:8080' });
  });
  afterAll(() => t.close());

  it('keeps mail in the outbox table when no SMTP server is configured: the delivery job marks it delivered, body kept', async () => {
    expect(t.app.get(MailerService).usesOutbox).toBe(true);
    await t.app.get(MailOutbox).send({ to: 'first@example.com', subject: 'First', text: 'one', html: '<p>one</p>' });
    await waitForDelivery(t, 'first@example.com');
    const rows = await t.app.get(MikroORM).em.fork().find(OutboxEmail, { to: 'first@example.com' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: 'First', text: 'one', html: '<p>one</p>', transport: 'outbox', status: 'sent', attempts: 1, error: null });
    expect(rows[0]!.sentAt).toBeInstanceOf(Date);
  });

  it('lists mail newest first with recipient, time, subject and a body whose links work', async () => {
    const mailer = t.app.get(MailOutbox);
    await mailer.send(
      confirmationMail({
        publicUrl: t.config.publicUrl,
        to: 'marcus@example.net',
        name: 'Marcus Bell',
        userId: '3f0c9a2e-7b1d-4c5e-9f8a-1b2c3d4e5f60',
        locale: 'en-US',
        code: 'abcdefghijklmnop_-123',
        lifetimeMinutes: 60,
      }),
    );
    await new Promise((r) => setTimeout(r, 5));
    await mailer.send({ to: 'second@example.com', subject: 'Second', text: 'two', html: '<p>two</p>' });
    await waitForDelivery(t, 'marcus@example.net');
    await waitForDelivery(t, 'second@example.com');

    const page = await get('/dev/mailbox');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    const html = page.text;
    expect(html.indexOf('Second')).toBeLessThan(html.indexOf('Confirm your email address'));
    expect(html.indexOf('Confirm your email address')).toBeLessThan(html.indexOf('First'));
    expect(html).toContain('marcus@example.net');
    expect(html).toMatch(/<time datetime="\d{4}-\d{2}-\d{2}T/);
    expect(html).toContain('<a href="http://portal.test:8080/confirmemail?code=abcdefghijklmnop_-123&amp;userId=3f0c9a2e-7b1d-4c5e-9f8a-1b2c3d4e5f60">');
  });

  it('escapes what users typed, such as an address', async () => {
    await t.app
      .get(MailOutbox)
      .send({ to: '"<img src=x onerror=alert(1)>"@example.com', subject: 'Hi <b>there</b>', text: 'x <script>alert(1)</script>', html: '<p>x</p>' });
    await waitForDelivery(t, '"<img src=x onerror=alert(1)>"@example.com');
    const html = (await get('/dev/mailbox')).text;
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>there</b>');
    expect(html).toContain('&quot;&lt;img src=x onerror=alert(1)&gt;&quot;@example.com');
  });

  it('shows one mail, and its HTML body under a policy that runs no script', async () => {
    const [mail] = await t.app.get(MikroORM).em.fork().find(OutboxEmail, { to: 'marcus@example.net' });
    const one = await get(`/dev/mailbox/${mail!.id}`);
    expect(one.status).toBe(200);
    expect(one.text).toContain('Confirm your email address');
    const body = await get(`/dev/mailbox/${mail!.id}/html`);
    expect(body.status).toBe(200);
    expect(body.text).toBe(mail!.html);
    expect(body.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await get('/dev/mailbox/3f0c9a2e-7b1d-4c5e-9f8a-1b2c3d4e5f60')).status).toBe(404);
    expect((await get('/dev/mailbox/not-an-id')).status).toBe(404);
  });

  it('links every page to the next with the key, so the mailbox can be browsed', async () => {
    const list = await get('/dev/mailbox');
    const hrefs = [...list.text.matchAll(/href="(\/dev\/mailbox[^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(hrefs.length).toBeGreaterThan(3);
    const one = hrefs.find((h) => /^\/dev\/mailbox\/[0-9a-f-]{36}\?/.test(h))!;
    const page = await request(t.app.getHttpServer()).get(one);
    expect(page.status).toBe(200);
    const inner = [...page.text.matchAll(/href="(\/dev\/mailbox[^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(inner).toEqual(expect.arrayContaining([`/dev/mailbox?key=${t.config.devMailboxKey}`]));
    for (const href of [...hrefs, ...inner]) {
      expect(new URL(href, 'http://x').searchParams.get('key')).toBe(t.config.devMailboxKey);
      expect((await request(t.app.getHttpServer()).get(href)).status).toBe(200);
    }
  });

  it('needs no sign-in and is not part of the API contract', async () => {
    expect((await get('/dev/mailbox')).status).toBe(200);
    expect(t.routes.some((r) => r.url === '/dev/mailbox')).toBe(true);
    expect(t.contract.operationFor('GET', '/dev/mailbox')).toBeUndefined();
  });
});
