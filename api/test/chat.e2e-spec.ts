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
    const res = await t.call('POST', '/api/account/login', {
      body: { username: 'priya.raman@example.com', password: 'Harbor-Guest-42', rememberMe: false },
      headers: { 'X-Forwarded-For': '198.20.0.1' },
    });
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

describe('GET /api/contact', () => {
  let t: TestApp;
  const CHAT_URL = 'https://chat.harbormutual.test/start';
  const CONTACTS = {
    customerServicePhone: '8005550199',
    customerServiceFax: '8005550198',
    mailingAddress: 'PO Box 1042, Indianapolis, IN 46206',
    streetAddress: '500 Harbor Way, Indianapolis, IN 46204',
  };

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(() => t.close());

  const store = (options: Partial<ChatOptions>) => t.app.get(MikroORM).em.fork().nativeUpdate(ChatOptions, { id: 1 }, options);
  const contact = (headers: Record<string, string> = {}) => t.call('GET', '/api/contact', { headers });

  it('answers a visitor who is not signed in: the contacts, and chat not available while no chat client is configured (the demo)', async () => {
    const res = await contact();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      errors: [],
      result: {
        ...CONTACTS,
        chat: { available: false, chatUrl: null, nextChangeAt: null, mode: 3, startTime: '07:30', endTime: '17:30', closedWeekends: true },
      },
    });
  });

  it('gives a signed-in customer exactly what a visitor gets: nothing personal', async () => {
    const login = await t.call('POST', '/api/account/login', {
      body: { username: 'priya.raman@example.com', password: 'Harbor-Guest-42' },
      headers: { 'X-Forwarded-For': '198.20.1.1' },
    });
    const signedIn = await contact({ Authorization: `Bearer ${login.body.result.token}` });
    expect(signedIn.body).toEqual((await contact()).body);
  });

  it('decides availability on the server: mode 1 with a chat client is available with its address, mode 2 is not', async () => {
    await store({ mode: 1, chatUrl: CHAT_URL });
    expect((await contact()).body.result.chat).toMatchObject({ available: true, chatUrl: CHAT_URL, nextChangeAt: null, mode: 1 });
    await store({ mode: 2 });
    expect((await contact()).body.result.chat).toMatchObject({ available: false, chatUrl: null, nextChangeAt: null, mode: 2 });
  });

  it('in mode 3 says when the answer next changes: an instant within the coming days, at the start or end time', async () => {
    await store({ mode: 3, startTime: '07:30', endTime: '17:30', closedWeekends: true, chatUrl: CHAT_URL });
    const before = Date.now();
    const chat = (await contact()).body.result.chat;
    const next = new Date(chat.nextChangeAt).getTime();
    expect(next).toBeGreaterThan(before);
    expect(next - before).toBeLessThanOrEqual(4 * 86_400_000); // at most Friday 17:30 -> Monday 07:30 (plus DST)
    const easternTime = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(next);
    expect(['07:30', '17:30']).toContain(easternTime);
    // Open now means it next closes (17:30); closed now means it next opens (07:30).
    expect(easternTime).toBe(chat.available ? '17:30' : '07:30');
    expect(chat.chatUrl).toBe(chat.available ? CHAT_URL : null);
  });

  it('never offers chat in hours that never open', async () => {
    await store({ mode: 3, startTime: '09:00', endTime: '09:00', closedWeekends: false, chatUrl: CHAT_URL });
    expect((await contact()).body.result.chat).toMatchObject({ available: false, chatUrl: null, nextChangeAt: null });
  });
});
