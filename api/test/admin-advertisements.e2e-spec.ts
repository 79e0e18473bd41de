import { MikroORM } from '@mikro-orm/postgresql';
import { easternClock } from '../src/system';
import { ADMIN, signIn } from './support/admin';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

describe("back office advertisements: what staff publish is on the customers' home page at once", () => {
  let t: TestApp;
  let admin: () => Record<string, string>;
  let customer: () => Record<string, string>;
  let luis: () => Record<string, string>;
  const today = easternClock(new Date()).date;
  const home = async (who: () => Record<string, string>) => (await t.call('GET', '/api/profile/home', { headers: who() })).body.result;
  const body = {
    header: 'Winter tyres',
    size: 3,
    activeOn: today,
    bodyHtml: '<p onclick="steal()">Fit winter tyres <strong>now</strong>.</p><script>alert(1)</script><img src=x onerror=alert(2)>',
  };

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true' });
    admin = await signIn(t, ADMIN);
    customer = await signIn(t, { username: 'priya.raman@example.com', password: 'Harbor-Guest-42' });
    luis = await signIn(t, { username: 'luis.alvarez@example.com', password: 'Harbor-Guest-42' });
  });
  afterAll(() => t.close());

  it('lists the demo advertisements with the one in force marked', async () => {
    const res = await t.call('GET', '/api/admin/advertisement', { headers: admin() });
    expect(res.body.result.map((a: { header: string; isActive: boolean }) => [a.header, a.isActive])).toEqual([
      ['Winter driving checklist', false],
      ['Bundle and save', true],
      ['Roadside assistance', false],
      ['Go paperless', false],
    ]);
  });

  it("adds one active today, sanitised on save: the customer's home content shows it at once", async () => {
    const res = await t.call('POST', '/api/admin/advertisement', { headers: admin(), body });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      header: 'Winter tyres',
      size: 3,
      activeOn: today,
      isActive: true,
      bodyHtml: '<p>Fit winter tyres <strong>now</strong>.</p>',
    });
    const stored = await t.app.get(MikroORM).em.fork().getConnection().execute(`select body_html from advertisement where id = ?`, [res.body.result.id]);
    expect(stored).toEqual([{ body_html: '<p>Fit winter tyres <strong>now</strong>.</p>' }]);
    expect((await home(customer)).advertisement).toEqual({
      id: res.body.result.id,
      header: 'Winter tyres',
      size: 3,
      bodyHtml: '<p>Fit winter tyres <strong>now</strong>.</p>',
    });
  });

  it('edits it (the customer sees the new header) and deletes it (the previous one is back); a deleted id answers 404', async () => {
    const latest = (await t.call('GET', '/api/admin/advertisement', { headers: admin() })).body.result.find(
      (a: { header: string }) => a.header === 'Winter tyres',
    );
    const edited = await t.call('PUT', `/api/admin/advertisement/${latest.id}`, { headers: admin(), body: { ...body, header: 'Winter tyres, fitted' } });
    expect(edited.body.result.header).toBe('Winter tyres, fitted');
    expect((await home(customer)).advertisement.header).toBe('Winter tyres, fitted');
    const deleted = await t.call('DELETE', `/api/admin/advertisement/${latest.id}`, { headers: admin() });
    expect(deleted.body.result.map((a: { id: number }) => a.id)).not.toContain(latest.id);
    expect((await home(customer)).advertisement.header).toBe('Bundle and save');
    for (const [method, extra] of [
      ['PUT', { body }],
      ['DELETE', {}],
    ] as const) {
      const res = await t.call(method, `/api/admin/advertisement/${latest.id}`, { headers: admin(), ...extra });
      expect([res.status, res.body.code]).toEqual([404, 'ADMIN_ADVERTISEMENT_NOT_FOUND']);
    }
  });

  it('refuses an empty header, a bad size, and a body with nothing left once sanitised ("Failed to save")', async () => {
    expect((await t.call('POST', '/api/admin/advertisement', { headers: admin(), body: { ...body, header: ' ' } })).status).toBe(400);
    expect((await t.call('POST', '/api/admin/advertisement', { headers: admin(), body: { ...body, size: 4 } })).status).toBe(400);
    expect((await t.call('PUT', '/api/admin/advertisement/abc', { headers: admin(), body })).status).toBe(400);
    const empty = await t.call('POST', '/api/admin/advertisement', { headers: admin(), body: { ...body, bodyHtml: '<script>alert(1)</script><img src=x>' } });
    expect([empty.status, empty.body.code]).toEqual([422, 'ADMIN_ADVERTISEMENT_EMPTY']);
  });

  it("resets every customer's hide flag: a customer who hid it sees it again", async () => {
    expect((await home(luis)).advertisement).toBeNull();
    const res = await t.call('POST', '/api/admin/advertisement/reset', { headers: admin(), body: {} });
    expect(res.body.result.customers).toBeGreaterThanOrEqual(1);
    expect((await home(luis)).advertisement).toMatchObject({ header: 'Bundle and save' });
    const audit = (await t.call('GET', '/api/admin/audit?target=advertisement%3AhideFlags', { headers: admin() })).body.result.items;
    expect(audit).toHaveLength(1);
  });
});
