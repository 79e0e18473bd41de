import { MikroORM } from '@mikro-orm/postgresql';
import { ChatOptions } from '../src/system/chat-options.entity';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

describe('GET /api/admin/chatOptions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(() => t.close());

  const signedIn = async () => {
    const res = await t.call('POST', '/api/account/login', { body: { username: 'priya.raman@example.com', password: 'Harbor-Guest-42', rememberMe: false }, headers: { 'X-Forwarded-For': '198.20.0.1' } });
    return { Authorization: `Bearer ${res.body.result.token}`, 'X-Forwarded-For': '198.20.0.2' };
  };

  it('refuses a caller without a token (401)', async () => {
    expect((await t.call('GET', '/api/admin/chatOptions')).status).toBe(401);
  });

  it('lets a signed-in customer read the seeded default schedule, with no chat address configured', async () => {
    const res = await t.call('GET', '/api/admin/chatOptions', { headers: await signedIn() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, errors: [], result: { mode: 3, startTime: '07:30', endTime: '17:30', closedWeekends: true, chatUrl: null } });
  });

  it('serves what staff stored', async () => {
    await t.app.get(MikroORM).em.fork().nativeUpdate(ChatOptions, { id: 1 }, { mode: 1, chatUrl: 'https://chat.harbormutual.test/start' });
    const res = await t.call('GET', '/api/admin/chatOptions', { headers: await signedIn() });
    expect(res.body.result).toMatchObject({ mode: 1, chatUrl: 'https://chat.harbormutual.test/start' });
  });
});
