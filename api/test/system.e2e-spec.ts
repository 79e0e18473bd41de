import { MikroORM } from '@mikro-orm/postgresql';
import { SystemInfoMessage } from '../src/system/system-info-message.entity';
import { startTestApp, type TestApp } from './support/test-app';

describe('GET /api/systeminfo', () => {
  let t: TestApp;
  const hour = 3600_000;

  beforeAll(async () => {
    t = await startTestApp();
    const em = t.app.get(MikroORM).em.fork();
    const now = Date.now();
    const make = (message: string, start: number, end: number | null) =>
      em.create(SystemInfoMessage, { message, start: new Date(start), end: end === null ? null : new Date(end) } as never);
    make('Expired notice', now - 48 * hour, now - 24 * hour);
    make('Maintenance tonight', now - hour, now + hour);
    make('Open-ended notice', now - 2 * hour, null);
    make('Next week notice', now + 24 * hour, now + 48 * hour);
    await em.flush();
  });
  afterAll(() => t.close());

  it('lists only the messages whose window contains now, oldest start first, without a token', async () => {
    const res = await t.call('GET', '/api/systeminfo');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.errors).toEqual([]);
    expect(res.body.result.map((m: { message: string }) => m.message)).toEqual(['Open-ended notice', 'Maintenance tonight']);
    expect(res.body.result.every((m: { isActive: boolean }) => m.isActive)).toBe(true);
  });

  it('answers with a request id and rate-limit headers as the spec documents', async () => {
    const res = await t.call('GET', '/api/systeminfo', { headers: { 'X-Request-Id': 'trace-me-42' } });
    expect(res.headers['x-request-id']).toBe('trace-me-42');
    expect(Number(res.headers['x-ratelimit-limit'])).toBeGreaterThan(0);
    expect(res.headers['access-control-allow-origin']).toBe(t.config.publicUrl);
  });
});
