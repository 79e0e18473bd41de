import { MikroORM } from '@mikro-orm/postgresql';
import { AdminAuditEntry } from '../src/admin';
import { ADMIN, CUSTOMER, nextAddress, signIn } from './support/admin';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

describe('back office settings: what staff change, customers see at once; every change is in the audit trail', () => {
  let t: TestApp;
  let admin: () => Record<string, string>;
  let customer: () => Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true' });
    admin = await signIn(t, ADMIN);
    customer = await signIn(t, CUSTOMER);
  });
  afterAll(() => t.close());

  const audit = async (action: string) => {
    const res = await t.call('GET', `/api/admin/audit?action=${action}`, { headers: admin() });
    expect(res.status).toBe(200);
    return res.body.result.items as Array<Record<string, unknown>>;
  };

  describe('GET /api/admin', () => {
    it('answers every system info message (past, active), the chat schedule, the toggles and the pending verification count', async () => {
      const res = await t.call('GET', '/api/admin', { headers: admin() });
      expect(res.status).toBe(200);
      const state = res.body.result;
      expect(state.chatSchedule).toMatchObject({ mode: 3, startTime: '07:30', endTime: '17:30', closedWeekends: true });
      expect(state.systemToggles).toEqual({ canMakePayments: true, electronicAlertsEnabled: true, cccClaimsEnabled: false });
      expect(state.systemInfoMessages.map((m: { isActive: boolean }) => m.isActive)).toEqual(expect.arrayContaining([true, false]));
      expect(state.pendingVerificationCount).toBe(2);
      expect(state.systemInfoMessages.filter((m: { start: string; isActive: boolean }) => !m.isActive && new Date(m.start) > new Date())).toHaveLength(1);
    });
  });

  describe('system toggles', () => {
    it("turns payments off: the customer's payment settings say so at once; on again, they say so too", async () => {
      const off = await t.call('POST', '/api/admin/systemtoggles', {
        headers: admin(),
        body: { canMakePayments: false, electronicAlertsEnabled: true, cccClaimsEnabled: false },
      });
      expect(off.body).toEqual({ success: true, errors: [], result: { canMakePayments: false, electronicAlertsEnabled: true, cccClaimsEnabled: false } });
      expect((await t.call('GET', '/api/payment/settings', { headers: customer() })).body.result.canMakePayments).toBe(false);
      expect((await t.call('GET', '/api/admin/systemtoggles', { headers: admin() })).body.result.canMakePayments).toBe(false);

      await t.call('POST', '/api/admin/systemtoggles', {
        headers: admin(),
        body: { canMakePayments: true, electronicAlertsEnabled: true, cccClaimsEnabled: false },
      });
      expect((await t.call('GET', '/api/payment/settings', { headers: customer() })).body.result.canMakePayments).toBe(true);
    });

    it("turns the alerts screen off: the customer's home content says so at once", async () => {
      await t.call('POST', '/api/admin/systemtoggles', {
        headers: admin(),
        body: { canMakePayments: true, electronicAlertsEnabled: false, cccClaimsEnabled: true },
      });
      expect((await t.call('GET', '/api/profile/home', { headers: customer() })).body.result.electronicAlertsEnabled).toBe(false);
      await t.call('POST', '/api/admin/systemtoggles', {
        headers: admin(),
        body: { canMakePayments: true, electronicAlertsEnabled: true, cccClaimsEnabled: false },
      });
      expect((await t.call('GET', '/api/profile/home', { headers: customer() })).body.result.electronicAlertsEnabled).toBe(true);
    });

    it('refuses a body without every toggle (400) and records the refusal', async () => {
      const res = await t.call('POST', '/api/admin/systemtoggles', { headers: admin(), body: { canMakePayments: 'no' } });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      const [latest] = await audit('saveSystemToggles');
      expect(latest).toMatchObject({
        action: 'saveSystemToggles',
        target: 'systemToggles',
        outcome: 'refused',
        status: 400,
        code: 'VALIDATION_FAILED',
        actorEmail: ADMIN.username,
      });
    });

    it('records each save: who, what, on what and how it ended', async () => {
      const entries = await audit('saveSystemToggles');
      expect(entries.filter((e) => e.outcome === 'succeeded')).toHaveLength(4);
      for (const e of entries) expect(Object.keys(e).sort()).toEqual(['action', 'actorEmail', 'actorId', 'at', 'code', 'id', 'outcome', 'status', 'target']);
    });
  });

  describe('chat options', () => {
    it("stores the schedule: the customers' chat options and the public contact dialog read it at once", async () => {
      const body = { mode: 1, startTime: '08:00', endTime: '16:00', closedWeekends: false, chatUrl: 'https://chat.harbormutual.test/start' };
      const saved = await t.call('POST', '/api/admin/chatOptions', { headers: admin(), body });
      expect(saved.body).toEqual({ success: true, errors: [], result: body });
      expect((await t.call('GET', '/api/admin/chatOptions', { headers: customer() })).body.result).toEqual(body);
      const contact = await t.call('GET', '/api/contact', { headers: { 'X-Forwarded-For': nextAddress() } });
      expect(contact.body.result.chat).toMatchObject({
        available: true,
        chatUrl: body.chatUrl,
        mode: 1,
        startTime: '08:00',
        endTime: '16:00',
        closedWeekends: false,
      });

      await t.call('POST', '/api/admin/chatOptions', { headers: admin(), body: { ...body, mode: 2 } });
      expect((await t.call('GET', '/api/contact', { headers: { 'X-Forwarded-For': nextAddress() } })).body.result.chat.available).toBe(false);
    });

    it('refuses a chat address that is not https (the web opens it) and a time that is not HH:MM: "Chat Save Failed" shows these errors', async () => {
      const res = await t.call('POST', '/api/admin/chatOptions', {
        headers: admin(),
        body: { mode: 3, startTime: '7:30', endTime: '17:30', closedWeekends: true, chatUrl: 'javascript:alert(1)' },
      });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toMatchObject({
        startTime: 'Start time must be exactly 5 characters long.',
        chatUrl: 'Chat address must be an https address.',
      });
      expect((await t.call('GET', '/api/admin/chatOptions', { headers: customer() })).body.result.mode).toBe(2);
    });
  });

  describe('system info messages', () => {
    const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
    const publicMessages = async () =>
      ((await t.call('GET', '/api/systeminfo', { headers: { 'X-Forwarded-For': nextAddress() } })).body.result as Array<{ message: string }>).map(
        (m) => m.message,
      );

    it('adds an active message (the sign-in page shows it at once) and a scheduled one (not shown until its start)', async () => {
      const active = await t.call('POST', '/api/admin/systeminfo', {
        headers: admin(),
        body: { action: 'add', message: 'Admin test: active now', start: hours(-1), end: hours(2) },
      });
      expect(active.status).toBe(200);
      const added = active.body.result.find((m: { message: string }) => m.message === 'Admin test: active now');
      expect(added).toMatchObject({ isActive: true, end: expect.any(String) });
      const scheduled = await t.call('POST', '/api/admin/systeminfo', {
        headers: admin(),
        body: { action: 'add', message: 'Admin test: scheduled', start: hours(24) },
      });
      expect(scheduled.body.result.find((m: { message: string }) => m.message === 'Admin test: scheduled')).toMatchObject({ isActive: false, end: null });

      const shown = await publicMessages();
      expect(shown).toContain('Admin test: active now');
      expect(shown).not.toContain('Admin test: scheduled');
      const [entry] = await audit('saveSystemInfoMessage');
      expect(entry).toMatchObject({
        outcome: 'succeeded',
        target: `systemInfoMessage:${scheduled.body.result.find((m: { message: string }) => m.message === 'Admin test: scheduled').id}`,
      });
    });

    it('edits a message (the sign-in page shows the new text) and deletes it (gone at once); a deleted id answers 404', async () => {
      const list = (await t.call('GET', '/api/admin', { headers: admin() })).body.result.systemInfoMessages as Array<{ id: number; message: string }>;
      const { id } = list.find((m) => m.message === 'Admin test: active now')!;
      const edited = await t.call('POST', '/api/admin/systeminfo', {
        headers: admin(),
        body: { action: 'edit', id, message: 'Admin test: edited', start: hours(-1), end: null },
      });
      expect(edited.body.result.find((m: { id: number }) => m.id === id)).toMatchObject({ message: 'Admin test: edited', end: null, isActive: true });
      expect(await publicMessages()).toContain('Admin test: edited');

      const deleted = await t.call('POST', '/api/admin/systeminfo', { headers: admin(), body: { action: 'delete', id } });
      expect(deleted.body.result.map((m: { id: number }) => m.id)).not.toContain(id);
      expect(await publicMessages()).not.toContain('Admin test: edited');

      const again = await t.call('POST', '/api/admin/systeminfo', { headers: admin(), body: { action: 'delete', id } });
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ success: false, result: null, errors: ['System info message not found.'], code: 'ADMIN_SYSTEM_INFO_NOT_FOUND' });
      const [entry] = await audit('saveSystemInfoMessage');
      expect(entry).toMatchObject({ outcome: 'refused', status: 404, code: 'ADMIN_SYSTEM_INFO_NOT_FOUND', target: `systemInfoMessage:${id}` });
    });

    it('refuses what an action lacks and an end before the start (422, nothing saved)', async () => {
      const before = (await t.call('GET', '/api/admin', { headers: admin() })).body.result.systemInfoMessages;
      const cases: Array<[Record<string, unknown>, string[]]> = [
        [{ action: 'add', message: 'x' }, ['Start is required.']],
        [{ action: 'edit', message: 'x', start: hours(0) }, ['Message id is required.']],
        [{ action: 'delete' }, ['Message id is required.']],
        [{ action: 'add', message: 'x', start: hours(2), end: hours(1) }, ['End must be after Start.']],
      ];
      for (const [body, errors] of cases) {
        const res = await t.call('POST', '/api/admin/systeminfo', { headers: admin(), body });
        expect([res.status, res.body.code, res.body.errors]).toEqual([422, 'ADMIN_SYSTEM_INFO_REFUSED', errors]);
      }
      expect((await t.call('GET', '/api/admin', { headers: admin() })).body.result.systemInfoMessages).toEqual(before);
    });

    it('never records the message text, only ids (the audit trail holds no content)', async () => {
      const rows = await t.app.get(MikroORM).em.fork().find(AdminAuditEntry, {});
      expect(rows.length).toBeGreaterThan(0);
      expect(JSON.stringify(rows)).not.toMatch(/Admin test|javascript|harbormutual/);
    });
  });

  describe('the audit trail', () => {
    it('filters by outcome, staff member and time, newest first', async () => {
      const refused = (await t.call('GET', '/api/admin/audit?outcome=refused', { headers: admin() })).body.result;
      expect(refused.total).toBeGreaterThanOrEqual(6);
      expect(refused.items.every((e: { outcome: string }) => e.outcome === 'refused')).toBe(true);
      const ats = refused.items.map((e: { at: string }) => e.at);
      expect([...ats].sort().reverse()).toEqual(ats);

      expect((await t.call('GET', '/api/admin/audit?actor=nobody', { headers: admin() })).body.result).toEqual({ items: [], page: 1, pageSize: 50, total: 0 });
      expect((await t.call('GET', '/api/admin/audit?actor=ADMIN%40', { headers: admin() })).body.result.total).toBeGreaterThan(0);
      const future = new Date(Date.now() + 3_600_000).toISOString();
      expect((await t.call('GET', `/api/admin/audit?from=${encodeURIComponent(future)}`, { headers: admin() })).body.result.total).toBe(0);
    });

    it('refuses a malformed filter (400)', async () => {
      const res = await t.call('GET', '/api/admin/audit?page=0&outcome=maybe', { headers: admin() });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fieldErrors).sort()).toEqual(['outcome', 'page']);
    });
  });
});
