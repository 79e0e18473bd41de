import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { BULK_SYNC_LOCK_KEY } from '../src/admin/e-delivery-sync';
import { ADMIN, CUSTOMER, signIn } from './support/admin';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

/** The records of a CSV whose values hold no comma, quote or line break (this book's). */
const parse = (text: string) =>
  text
    .trimEnd()
    .split(/\r?\n/)
    .map((line) => line.split(','));

const HEADER = ['user', 'email', 'policy', 'before', 'after', 'outcome'];

describe('back office Data: bulk e-delivery sync and discrepancies', () => {
  let t: TestApp;
  let admin: () => Record<string, string>;
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.get(MikroORM).em.fork().getConnection().execute<T[]>(query, params);
  const sync = (updateCount: unknown) => t.call('POST', '/api/admin/bulkUpdateEDeliveryNotifications', { headers: admin(), body: { updateCount } });
  const discrepancies = (page?: number) => t.call('POST', '/api/admin/getEDeliveryDiscrepancies', { headers: admin(), body: page ? { page } : {} });

  /** Every customer agrees with their records, except Emily (demo), Grace and Priya, whose choice is electronic. */
  async function threeDiscrepancies(): Promise<void> {
    await sql(`update user_account set is_delivery = (email in ('demo@example.com', 'grace.holloway@example.com', ?))`, [CUSTOMER.username]);
    await sql(`update policy p set e_delivery = false`);
    // Two accounts may hold the same policy number: none of the three shares one with a paper customer here.
    const shared = await sql(
      `select up.policy_number from user_policy up join user_account u on u.id = up.user_id group by up.policy_number having bool_or(u.is_delivery) and not bool_and(u.is_delivery)`,
    );
    expect(shared).toEqual([]);
  }

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true', RATE_LIMIT_PER_MINUTE: '100000' });
    admin = await signIn(t, ADMIN);
  });
  afterAll(() => t.close());

  it('lists the customers whose e-delivery choice differs from a policy record (terms not History), by username, with the count and the policies that differ', async () => {
    await threeDiscrepancies();
    const res = await discrepancies();
    expect(res.status).toBe(200);
    const page = res.body.result;
    expect([page.total, page.page, page.pageSize]).toEqual([3, 1, 50]);
    expect(page.items.map((i: { email: string }) => i.email)).toEqual(['demo@example.com', 'grace.holloway@example.com', CUSTOMER.username]);
    const grace = page.items[1];
    expect(grace.portalDelivery).toBe(true);
    const expected = await sql<{ policy_number: string }>(
      `select distinct p.policy_number from user_policy up join user_account u on u.id = up.user_id join policy p on p.policy_number = up.policy_number
        where u.email = 'grace.holloway@example.com' and p.status <> 'History' order by 1`,
    );
    expect(grace.policies).toEqual(expected.map((r) => ({ policyNumber: r.policy_number, coreDelivery: false })));
  });

  it('ignores History terms and administrators', async () => {
    await threeDiscrepancies();
    await sql(`update policy set e_delivery = true where status = 'History'`);
    await sql(`update policy set e_delivery = false where status = 'History'`);
    await sql(`update user_account set is_delivery = true where is_admin`);
    expect((await discrepancies()).body.result.total).toBe(3);
    // Only History terms differ: not a discrepancy.
    await sql(
      `update policy p set e_delivery = true from user_policy up join user_account u on u.id = up.user_id
        where up.policy_number = p.policy_number and u.email in ('demo@example.com', 'grace.holloway@example.com', ?) and p.status <> 'History'`,
      [CUSTOMER.username],
    );
    expect((await discrepancies()).body.result).toMatchObject({ total: 0, items: [] });
  });

  it('answers an empty page past the last one with the total', async () => {
    await threeDiscrepancies();
    expect((await discrepancies(2)).body.result).toEqual({ items: [], page: 2, pageSize: 50, total: 3 });
    expect((await t.call('POST', '/api/admin/getEDeliveryDiscrepancies', { headers: admin(), body: { page: 0 } })).status).toBe(400);
  });

  it('syncs the first N members by username: their policies take their choice, the report lists each policy changed (BulkUpdateReport_{timestamp}.csv)', async () => {
    await threeDiscrepancies();
    const res = await sync(2);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="BulkUpdateReport_\d{14}\.csv"$/);
    const [header, ...rows] = parse(res.text);
    expect(header).toEqual(HEADER);
    expect(new Set(rows.map((r) => r[1]))).toEqual(new Set(['demo@example.com', 'grace.holloway@example.com']));
    for (const row of rows) expect(row.slice(3)).toEqual(['paper', 'electronic', 'updated']);
    const grace = rows.filter((r) => r[1] === 'grace.holloway@example.com').map((r) => r[2]);
    expect(grace.length).toBeGreaterThan(0);
    const left = await discrepancies();
    expect(left.body.result.items.map((i: { email: string }) => i.email)).toEqual([CUSTOMER.username]);
    const records = await sql<{ e_delivery: boolean }>(
      `select p.e_delivery from policy p join user_policy up on up.policy_number = p.policy_number join user_account u on u.id = up.user_id
        where u.email = 'grace.holloway@example.com' and p.status <> 'History'`,
    );
    expect(records.every((r) => r.e_delivery)).toBe(true);
  });

  it('ALL syncs every member with a discrepancy; a second run finds nothing to change (header only)', async () => {
    await threeDiscrepancies();
    const all = parse((await sync('ALL')).text);
    expect(new Set(all.slice(1).map((r) => r[1]))).toEqual(new Set(['demo@example.com', 'grace.holloway@example.com', CUSTOMER.username]));
    expect((await discrepancies()).body.result.total).toBe(0);
    expect(parse((await sync('ALL')).text)).toEqual([HEADER]);
  });

  it('writes paper to the records of a member who turned e-delivery off', async () => {
    await threeDiscrepancies();
    await sql(`update user_account set is_delivery = false where email = 'grace.holloway@example.com'`);
    await sql(
      `update policy p set e_delivery = true from user_policy up join user_account u on u.id = up.user_id where up.policy_number = p.policy_number and u.email = 'grace.holloway@example.com'`,
    );
    const rows = parse((await sync('ALL')).text).slice(1);
    expect(rows.filter((r) => r[1] === 'grace.holloway@example.com').every((r) => r[3] === 'electronic' && r[4] === 'paper')).toBe(true);
  });

  it('refuses a count that is not a whole number from 1 or ALL (400), and an empty body', async () => {
    for (const updateCount of [0, -1, 2.5, 'all', '50', 'SOME', null, 1_000_001]) {
      const res = await sync(updateCount);
      expect([updateCount, res.status, res.body.code]).toEqual([updateCount, 400, 'VALIDATION_FAILED']);
    }
    expect((await t.call('POST', '/api/admin/bulkUpdateEDeliveryNotifications', { headers: admin(), body: {} })).status).toBe(400);
  });

  it('answers 409 ADMIN_BULK_SYNC_RUNNING while another run holds the lock, changing nothing', async () => {
    await threeDiscrepancies();
    // Another instance's run, on a connection of its own (not this process's transaction context).
    const other = new Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock(hashtext($1))', [BULK_SYNC_LOCK_KEY]);
      const res = await sync('ALL');
      expect([res.status, res.body.code]).toEqual([409, 'ADMIN_BULK_SYNC_RUNNING']);
      await other.query('rollback');
    } finally {
      await other.end();
    }
    expect((await discrepancies()).body.result.total).toBe(3);
  });

  it('five runs at once: each policy is changed by one run only, the others answer 409 or find nothing left', async () => {
    await threeDiscrepancies();
    const runs = await Promise.all(Array.from({ length: 5 }, () => sync('ALL')));
    for (const r of runs) expect([200, 409]).toContain(r.status);
    const changed = runs.filter((r) => r.status === 200).flatMap((r) => parse(r.text).slice(1));
    const keys = changed.map((r) => `${r[1]} ${r[2]}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(changed.map((r) => r[1]))).toEqual(new Set(['demo@example.com', 'grace.holloway@example.com', CUSTOMER.username]));
    expect((await discrepancies()).body.result.total).toBe(0);
  });

  it('records each sync in the audit trail with its count', async () => {
    await sync(7);
    const audit = (await t.call('GET', '/api/admin/audit?action=bulkUpdateEDeliveryNotifications', { headers: admin() })).body.result.items;
    expect(audit[0]).toMatchObject({ target: 'eDeliverySync:7', outcome: 'succeeded', actorEmail: ADMIN.username });
  });
});
