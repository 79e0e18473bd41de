import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { MailOutbox } from '../src/mail/mail-outbox';
import { OutboxEmail } from '../src/mail/outbox-email.entity';
import { startupBanner } from '../src/startup-banner';
import { waitForDelivery } from './support/outbox';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

interface Injected {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}

/**
 * The development mailbox shows password-reset links, so it answers only on this machine and
 * only with the key printed at start-up. A refused request must not even learn that it exists:
 * it gets the very reply of a path that does not exist.
 */
describe('mail: who may read the development mailbox', () => {
  let t: TestApp;
  let mailId: string;

  /** A request through Fastify's inject, which lets the test choose the caller's address. */
  const inject = (url: string, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET'): Promise<Injected> =>
    (t.app as NestFastifyApplication).getHttpAdapter().getInstance().inject({ method, url, remoteAddress, headers }) as unknown as Promise<Injected>;

  /** Headers that differ between any two requests (their id and time) are left out. */
  const comparable = (res: Injected) => {
    const headers = { ...res.headers };
    delete headers['x-request-id'];
    delete headers.date;
    return { status: res.statusCode, body: res.body, headers };
  };

  beforeAll(async () => {
    t = await startTestApp({ DEV_MAILBOX: 'true' });
    await t.app
      .get(MailOutbox)
      .send({ to: 'reset.me@example.com', subject: 'Reset your password', text: 'https://portal.test/resetpassword?code=abc', html: '<p>reset</p>' });
    await waitForDelivery(t, 'reset.me@example.com');
    mailId = (await t.app.get(MikroORM).em.fork().findOneOrFail(OutboxEmail, { to: 'reset.me@example.com' })).id;
  });
  afterAll(() => t.close());

  it('shows the mail to a caller on this machine that gives the key', async () => {
    const key = encodeURIComponent(t.config.devMailboxKey);
    for (const remote of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await inject(`/dev/mailbox?key=${key}`, remote);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('reset.me@example.com');
    }
    expect((await inject(`/dev/mailbox/${mailId}?key=${key}`)).statusCode).toBe(200);
    expect((await inject(`/dev/mailbox/${mailId}/html?key=${key}`)).statusCode).toBe(200);
  });

  it('answers a caller from another address exactly as an unknown path, even with the key', async () => {
    const key = encodeURIComponent(t.config.devMailboxKey);
    const unknown = comparable(await inject(`/dev/no-such-page?key=${key}`, '203.0.113.9'));
    expect(unknown.status).toBe(404);
    for (const path of ['/dev/mailbox', `/dev/mailbox/${mailId}`, `/dev/mailbox/${mailId}/html`]) {
      const refused = await inject(`${path}?key=${key}`, '203.0.113.9');
      expect(comparable(refused)).toEqual(unknown);
      expect(refused.body).not.toContain('reset.me@example.com');
    }
    // A private-network neighbour is no more local than the internet.
    expect(comparable(await inject(`/dev/mailbox?key=${key}`, '192.168.1.20'))).toEqual(unknown);
    // HEAD (which Fastify adds for every GET route) is guarded too. A real server never sends a
    // body with a HEAD reply (inject does not drop it), so status and headers are compared.
    const head = comparable(await inject(`/dev/mailbox?key=${key}`, '203.0.113.9', {}, 'HEAD'));
    const headUnknown = comparable(await inject(`/dev/no-such-page?key=${key}`, '203.0.113.9', {}, 'HEAD'));
    expect({ status: head.status, headers: head.headers }).toEqual({ status: headUnknown.status, headers: headUnknown.headers });
    expect(head.status).toBe(404);
  });

  it('answers a caller on this machine without the key, or with a wrong one, exactly as an unknown path', async () => {
    const unknown = comparable(await inject('/dev/no-such-page'));
    expect(unknown.status).toBe(404);
    const wrong = `${t.config.devMailboxKey.slice(0, -1)}${t.config.devMailboxKey.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [
      '/dev/mailbox',
      '/dev/mailbox?key=',
      `/dev/mailbox?key=${encodeURIComponent(wrong)}`,
      '/dev/mailbox?key=short',
      `/dev/mailbox/${mailId}`,
      `/dev/mailbox/${mailId}/html?key=x`,
    ]) {
      const refused = await inject(url);
      expect({ url, ...comparable(refused) }).toEqual({ url, ...unknown });
    }
    // Over a real connection, HEAD without the key answers as HEAD of an unknown path.
    const server = t.app.getHttpServer();
    const real = async (path: string) => {
      const res = await request(server).head(path);
      const headers = { ...res.headers };
      delete headers['x-request-id'];
      delete headers.date;
      return { status: res.status, headers, body: res.text ?? '' };
    };
    expect(await real('/dev/mailbox')).toEqual(await real('/dev/no-such-page'));
  });

  it('refuses a request a trusted proxy forwards from another address, though the socket is local', async () => {
    const key = encodeURIComponent(t.config.devMailboxKey);
    const forwarded = await inject(`/dev/mailbox?key=${key}`, '127.0.0.1', { 'x-forwarded-for': '198.51.100.7' });
    expect(forwarded.statusCode).toBe(404);
    expect(forwarded.body).not.toContain('reset.me@example.com');
    const local = await inject(`/dev/mailbox?key=${key}`, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' });
    expect(local.statusCode).toBe(200);
  });

  it('prints the mailbox address with its key in the start-up banner, and that address opens the mailbox', async () => {
    const banner = startupBanner({ config: t.config, port: 3000, embedded: true, seeded: false, startedInMs: 1200 });
    const printed = banner.match(/http:\/\/localhost:3000\/dev\/mailbox\?key=\S+/)?.[0];
    expect(printed).toBe(`http://localhost:3000/dev/mailbox?key=${encodeURIComponent(t.config.devMailboxKey)}`);
    const url = new URL(printed!);
    const res = await inject(`${url.pathname}${url.search}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('reset.me@example.com');
  });
});
