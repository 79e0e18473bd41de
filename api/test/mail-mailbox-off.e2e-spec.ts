import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

describe('mail: the development mailbox with DEV_MAILBOX off', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ DEV_MAILBOX: 'false' });
  });
  afterAll(() => t.close());

  it('does not exist: /dev/mailbox answers 404', async () => {
    expect(t.config.devMailbox).toBe(false);
    expect(t.routes.some((r) => r.url.startsWith('/dev/mailbox'))).toBe(false);
    const res = await request(t.app.getHttpServer()).get('/dev/mailbox');
    expect(res.status).toBe(404);
    expect((await request(t.app.getHttpServer()).get('/dev/mailbox/3f0c9a2e-7b1d-4c5e-9f8a-1b2c3d4e5f60')).status).toBe(404);
  });
});
