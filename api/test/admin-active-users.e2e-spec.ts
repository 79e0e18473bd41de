import { MikroORM } from '@mikro-orm/postgresql';
import { activeUsersCsv } from '../src/admin/active-users-export';
import { PolicyRecords } from '../src/core';
import { ADMIN, CUSTOMER, signIn } from './support/admin';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

/** The records of a CSV whose values hold no comma, quote or line break (this book's). */
const parse = (text: string) =>
  text
    .trimEnd()
    .split(/\r?\n/)
    .map((line) => line.split(','));

const DAY = '2026-03-10'; // EDT (UTC-4): midnight Eastern is 04:00 UTC

describe('GET /api/admin/activeUsers: activeUsers.csv', () => {
  let t: TestApp;
  let admin: () => Record<string, string>;
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.get(MikroORM).em.fork().getConnection().execute<T[]>(query, params);
  const get = (query: string) => t.call('GET', `/api/admin/activeUsers${query}`, { headers: admin() });

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true' });
    admin = await signIn(t, ADMIN);
    await sql(`update user_account set last_login = '2020-01-01T00:00:00Z'`);
    await sql(`update user_account set last_login = '2026-03-10T04:30:00Z' where email = ?`, [CUSTOMER.username]);
    await sql(`update user_account set last_login = '2026-03-12T18:00:00Z' where email = 'harold.jensen@example.com'`);
    // 23:00 on March 9 in New York: the day before.
    await sql(`update user_account set last_login = '2026-03-10T03:00:00Z' where email = 'demo@example.com'`);
    // An administrator is staff, never an active customer.
    await sql(`update user_account set last_login = '2026-03-11T12:00:00Z' where email = ?`, [ADMIN.username]);
  });
  afterAll(() => t.close());

  it('answers the customers who signed in since midnight US Eastern of the date, with policies flattened to policyNumberN and policyNumberNStatus', async () => {
    const res = await get(`?date=${DAY}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="activeUsers.csv"');
    const [header, ...rows] = parse(res.text) as string[][];
    expect(header.slice(0, 8)).toEqual(['userName', 'email', 'name', 'lastLogin', 'emailConfirmed', 'deliveryEnabled', 'policyNumber1', 'policyNumber1Status']);
    expect(header.length % 2).toBe(0);
    expect(header.at(-2)).toBe(`policyNumber${(header.length - 6) / 2}`);
    expect(rows.map((r) => r[1])).toEqual(['harold.jensen@example.com', CUSTOMER.username]);
    const priya = rows.find((r) => r[1] === CUSTOMER.username)!;
    expect(priya.length).toBe(header.length);
    expect(priya[3]).toBe('2026-03-10T04:30:00.000Z');
    const policies = Object.fromEntries(header.map((h, i) => [h, priya[i]]));
    const numbers = (
      await sql<{ policy_number: string }>(
        'select policy_number from user_policy p join user_account u on u.id = p.user_id where u.email = ? order by added_on, policy_number',
        [CUSTOMER.username],
      )
    ).map((r) => r.policy_number);
    numbers.forEach((n, i) => {
      expect(policies[`policyNumber${i + 1}`]).toBe(n);
      expect(['In-Force', 'Pending', 'Future', 'Cancelled']).toContain(policies[`policyNumber${i + 1}Status`]);
    });
  });

  it('reads in batches: one user per statement gives the same file', async () => {
    const whole = (await get(`?date=${DAY}`)).text;
    let text = '';
    for await (const chunk of activeUsersCsv(t.app.get(MikroORM).em.fork(), t.app.get(PolicyRecords), DAY, 1)) text += String(chunk);
    expect(text).toBe(whole);
  });

  it('answers the header row only when no one signed in since the date', async () => {
    const rows = parse((await get('?date=2026-12-31')).text) as string[][];
    expect(rows).toEqual([['userName', 'email', 'name', 'lastLogin', 'emailConfirmed', 'deliveryEnabled']]);
  });

  it('refuses a missing or malformed date (400) and is in the audit trail', async () => {
    expect((await get('')).status).toBe(400);
    const bad = await get('?date=10/03/2026');
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const audit = (await t.call('GET', '/api/admin/audit?action=getActiveUsers', { headers: admin() })).body.result.items;
    expect(audit[0]).toMatchObject({ target: expect.stringMatching(/^activeUsers:/), actorEmail: ADMIN.username });
  });

  it('a customer gets 403', async () => {
    const customer = await signIn(t, CUSTOMER);
    expect((await t.call('GET', `/api/admin/activeUsers?date=${DAY}`, { headers: customer() })).status).toBe(403);
  });
});
