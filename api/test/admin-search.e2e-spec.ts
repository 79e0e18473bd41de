import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { User, UserPolicy } from '../src/users';
import { ADMIN, signIn } from './support/admin';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

describe('POST /api/admin/search: members by part of a name, email, username or policy number, 10 a page', () => {
  let t: TestApp;
  let admin: () => Record<string, string>;
  const search = (body: Record<string, unknown>) => t.call('POST', '/api/admin/search', { headers: admin(), body });

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true' });
    admin = await signIn(t, ADMIN);
    // 23 more members named "Quillon <nn>" for paging, one with a legacy username, one with a policy.
    const em = t.app.get(MikroORM).em.fork();
    for (let i = 1; i <= 23; i++) {
      const n = String(i).padStart(2, '0');
      const id = randomUUID();
      await em.insert(
        User,
        Object.assign(new User(), {
          id,
          email: `quillon.${n}@example.net`,
          username: i === 7 ? 'LegacyQuill_Seven' : `quillon.${n}@example.net`,
          passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$not-a-real-hash-for-tests-only00',
          displayName: `Quillon ${n}`,
          firstName: 'Quillon',
          lastName: n,
          isAdmin: i === 23,
        }),
      );
      if (i === 3) await em.insert(UserPolicy, { id: randomUUID(), user: id, policyNumber: 'ZZQ9000003', addedOn: new Date() });
    }
    // Found by 'qu' through the start of the email alone, and ranked by name before the Quillons.
    await em.insert(
      User,
      Object.assign(new User(), {
        id: randomUUID(),
        email: 'quartz.keeper@example.net',
        username: 'quartz.keeper@example.net',
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$not-a-real-hash-for-tests-only00',
        displayName: 'Abel Zorn',
        firstName: 'Abel',
        lastName: 'Zorn',
      }),
    );
  });
  afterAll(() => t.close());

  it("finds by part of a name, case-insensitively, and answers the table's columns", async () => {
    const res = await search({ criteria: 'CARTER' });
    expect(res.status).toBe(200);
    const { items, total, page, pageSize } = res.body.result;
    expect([page, pageSize]).toEqual([1, 10]);
    expect(total).toBe(items.length);
    expect(items.map((m: { name: string }) => m.name)).toContain('Emily Carter');
    const emily = items.find((m: { name: string }) => m.name === 'Emily Carter');
    expect(emily).toMatchObject({
      email: 'demo@example.com',
      userName: 'demo@example.com',
      isAdmin: false,
      emailConfirmed: true,
      lastLogin: expect.any(String),
    });
    expect(emily.policyNumbers).toEqual(expect.arrayContaining(['PPA1000101', 'HOM2000101']));
  });

  it('finds by part of a policy number (any case) and by part of an email address or a legacy username', async () => {
    expect((await search({ criteria: 'ppa100010' })).body.result.items.map((m: { email: string }) => m.email)).toContain('demo@example.com');
    expect((await search({ criteria: 'zzq9000' })).body.result.items.map((m: { name: string }) => m.name)).toEqual(['Quillon 03']);
    expect((await search({ criteria: 'quillon.15@example' })).body.result.items.map((m: { name: string }) => m.name)).toEqual(['Quillon 15']);
    expect((await search({ criteria: 'legacyquill' })).body.result.items.map((m: { userName: string }) => m.userName)).toEqual(['LegacyQuill_Seven']);
  });

  it('pages 10 at a time, ordered by name, with the count of all matches; a page past the end is empty with the count', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => search({ criteria: 'quillon', page })));
    expect(pages.map((p) => p.body.result.items.length)).toEqual([10, 10, 3, 0]);
    expect(pages.map((p) => p.body.result.total)).toEqual([23, 23, 23, 23]);
    const names = pages.flatMap((p) => p.body.result.items.map((m: { name: string }) => m.name));
    expect(names).toEqual(Array.from({ length: 23 }, (_, i) => `Quillon ${String(i + 1).padStart(2, '0')}`));
  });

  it('finds a policy by the digits of its number alone, wherever they stand', async () => {
    for (const criteria of ['9000003', '000003', 'Q9000'])
      expect((await search({ criteria })).body.result.items.map((m: { name: string }) => m.name)).toEqual(['Quillon 03']);
  });

  it('matches the start of names, emails and policy numbers for criteria of 1-2 characters', async () => {
    const qu = (await search({ criteria: 'qu' })).body.result;
    expect(qu.total).toBe(24);
    expect((await search({ criteria: 'zz' })).body.result.items.map((m: { name: string }) => m.name)).toEqual(['Quillon 03']);
    expect((await search({ criteria: 'ui' })).body.result.total).toBe(0);
  });

  it('pages a 1-2 character criterion in name order across every page, merging name and email matches, with the count of all', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => search({ criteria: 'QU', page })));
    expect(pages.map((p) => p.body.result.items.length)).toEqual([10, 10, 4, 0]);
    expect(pages.map((p) => p.body.result.total)).toEqual([24, 24, 24, 24]);
    const names = pages.flatMap((p) => p.body.result.items.map((m: { name: string }) => m.name));
    expect(names).toEqual(['Abel Zorn', ...Array.from({ length: 23 }, (_, i) => `Quillon ${String(i + 1).padStart(2, '0')}`)]);
  });

  it('keeps administrators only when asked', async () => {
    expect((await search({ criteria: 'quillon', isAdmin: true })).body.result).toMatchObject({ total: 1, items: [{ name: 'Quillon 23', isAdmin: true }] });
    expect((await search({ criteria: 'example.com', isAdmin: true })).body.result.items.map((m: { email: string }) => m.email)).toEqual(['admin@example.com']);
  });

  it('takes % and _ literally and answers total 0 for no match ("No Results Found")', async () => {
    expect((await search({ criteria: '%' })).body.result).toEqual({ items: [], page: 1, pageSize: 10, total: 0 });
    expect((await search({ criteria: 'quillon_0' })).body.result.total).toBe(0);
  });

  it('refuses empty criteria and a page out of range (400: the search button is disabled while criteria are empty)', async () => {
    for (const body of [{ criteria: '' }, { criteria: '   ' }, { criteria: 'x', page: 0 }, {}]) {
      const res = await search(body);
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('records each search without its criteria (what staff looked for may be personal data)', async () => {
    const res = await t.call('GET', '/api/admin/audit?action=searchMembers', { headers: admin() });
    expect(res.body.result.total).toBeGreaterThanOrEqual(12);
    expect(res.body.result.items.every((e: { target: string | null }) => e.target === null)).toBe(true);
    expect(res.body.result.items.map((e: { outcome: string }) => e.outcome)).toEqual(expect.arrayContaining(['succeeded', 'refused']));
  });

  it('uses the trigram indexes for a search (no sequential scan of the accounts once the table is big enough to matter)', async () => {
    const em = t.app.get(MikroORM).em.fork();
    // In one transaction, so the setting stays on its connection and ends with it.
    const plan = await em.transactional(async (tx) => {
      await tx.execute('set local enable_seqscan = off');
      await tx.execute('set local enable_indexscan = off');
      return (await tx.execute(
        `explain select u.id from user_account u where lower(u.display_name) like '%quill%' or u.email like '%quill%' or lower(u.username) like '%quill%'
         union select p.user_id from user_policy p where p.policy_number like '%ZZQ9%'`,
      )) as Array<{ 'QUERY PLAN': string }>;
    });
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    for (const index of [
      'user_account_display_name_trgm_index',
      'user_account_email_trgm_index',
      'user_account_username_trgm_index',
      'user_policy_policy_number_trgm_index',
    ])
      expect(text).toContain(index);
  });

  it("reads a short criterion's first page of names off the sort index in order (no sort of every match) and counts from the index alone", async () => {
    const em = t.app.get(MikroORM).em.fork();
    const explain = (sql: string) =>
      em.transactional(async (tx) => {
        await tx.execute('set local enable_seqscan = off');
        await tx.execute('set local enable_bitmapscan = off');
        return ((await tx.execute(`explain ${sql}`)) as Array<{ 'QUERY PLAN': string }>).map((r) => r['QUERY PLAN']).join('\n');
      });
    const page = await explain(
      `select u.id, lower(u.display_name) collate "C" as sort_name from user_account u where lower(u.display_name) collate "C" like 'qu%' order by sort_name, id limit 10`,
    );
    expect(page).toContain('user_account_display_name_sort_index');
    expect(page).not.toMatch(/\bSort\b/);
    const count = await explain(`select count(*) from user_account u where lower(u.display_name) collate "C" like 'qu%'`);
    expect(count).toMatch(/Index Only Scan using user_account_display_name_sort_index/);
  });
});
