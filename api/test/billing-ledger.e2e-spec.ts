import { RequestContext } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { BillingLedger, LedgerRefusal, LedgerRefusalReason, PostingKind, type PostedItem, type Posting } from '../src/core';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * BillingLedger is the one writer of balances (api/README.md, "Core records"): postings in
 * parallel all land, each on the previous one's result (no lost update), and the stored
 * balances always agree with the ledger items. Run on PostgreSQL (DATABASE_URL) and PGlite.
 */
jest.setTimeout(180_000);

const PARALLEL = 20;

interface Balances {
  policyVersion: number;
  outstanding: number;
  payInFull: number;
  accountVersion: number | null;
  accountOutstanding: number | null;
  accountPayInFull: number | null;
  /** Sum of the account's member policies. */
  membersOutstanding: number | null;
  membersPayInFull: number | null;
  items: number;
  paidCents: number;
  lastBalance: number;
}

describe('BillingLedger', () => {
  let t: TestApp;
  let ledger: BillingLedger;
  let orm: MikroORM;
  /** A policy on an account bill with money owed, and one on its own. */
  let onAccount: number;
  let alone: number;

  const sql = <T>(query: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(query, params);
  const cents = (v: unknown) => Math.round(Number(v) * 100);
  const post = (postings: Posting[]) => RequestContext.create(orm.em, () => ledger.post(postings));

  async function balances(policyId: number): Promise<Balances> {
    const [p] = await sql<Record<string, unknown>>(
      `select p.version, p.outstanding_balance, p.pay_in_full_amount, ba.version as account_version, ba.outstanding_balance as account_outstanding,
         ba.pay_in_full_amount as account_pay_in_full,
         (select sum(m.outstanding_balance) from policy m where m.billing_account_id = ba.id) as members_outstanding,
         (select sum(m.pay_in_full_amount) from policy m where m.billing_account_id = ba.id) as members_pay_in_full,
         (select count(*) from billing_item i where i.policy_id = p.id and i.posting_key like 'test:%') as items,
         (select coalesce(sum(i.payment_amount), 0) from billing_item i where i.policy_id = p.id and i.posting_key like 'test:%') as paid,
         (select i.balance from billing_item i where i.policy_id = p.id order by i.item_date desc, i.id desc limit 1) as last_balance
       from policy p left join billing_account ba on ba.id = p.billing_account_id where p.id = ?`,
      [policyId],
    );
    const n = (v: unknown) => (v === null || v === undefined ? null : cents(v));
    return {
      policyVersion: Number(p!.version),
      outstanding: cents(p!.outstanding_balance),
      payInFull: cents(p!.pay_in_full_amount),
      accountVersion: p!.account_version === null ? null : Number(p!.account_version),
      accountOutstanding: n(p!.account_outstanding),
      accountPayInFull: n(p!.account_pay_in_full),
      membersOutstanding: n(p!.members_outstanding),
      membersPayInFull: n(p!.members_pay_in_full),
      items: Number(p!.items),
      paidCents: cents(p!.paid),
      lastBalance: cents(p!.last_balance ?? 0),
    };
  }

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true' });
    ledger = t.app.get(BillingLedger);
    orm = t.app.get(MikroORM);
    const [a] = await sql<{ id: number }>(
      `select p.id from policy p join billing_account ba on ba.id = p.billing_account_id
       where p.pay_in_full_amount >= 30 order by p.outstanding_balance desc, p.id limit 1`,
    );
    const [b] = await sql<{ id: number }>(`select id from policy where billing_account_id is null and pay_in_full_amount >= 100 order by id limit 1`);
    onAccount = a!.id;
    alone = b!.id;
  });
  afterAll(() => t.close());

  const payment = (policyId: number, key: string, amountCents: number, extra: Partial<Posting> = {}): Posting => ({
    policyId,
    kind: PostingKind.Payment,
    amountCents,
    itemDate: '2026-11-23',
    description: 'Payment received - thank you',
    postingKey: `test:${key}`,
    ...extra,
  });

  it.each([
    ['on an account bill', () => onAccount],
    ['on its own', () => alone],
  ])('parallel payments to a policy %s all post, each on the previous balance: no lost update, balances agree with the items', async (_name, id) => {
    const policyId = id();
    const before = await balances(policyId);
    const amount = 137; // $1.37 each, well under what is owed
    const results = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => post([payment(policyId, `${policyId}:parallel:${i}`, amount)])));
    const after = await balances(policyId);

    expect(results.flat().every((r) => !r.replayed)).toBe(true);
    expect(after.items - before.items).toBe(PARALLEL);
    expect(after.paidCents - before.paidCents).toBe(PARALLEL * amount);
    expect(after.payInFull).toBe(before.payInFull - PARALLEL * amount);
    expect(after.outstanding).toBe(Math.max(0, before.outstanding - PARALLEL * amount));
    expect(after.policyVersion).toBe(before.policyVersion + PARALLEL);
    expect(after.lastBalance).toBe(before.lastBalance - PARALLEL * amount);
    // Each posting saw the one before it: the reported versions are all different.
    expect(new Set(results.flat().map((r) => r.policyVersion)).size).toBe(PARALLEL);
    if (before.accountVersion !== null) {
      expect(after.accountVersion).toBe(before.accountVersion + PARALLEL);
      expect(after.accountPayInFull).toBe(before.accountPayInFull! - PARALLEL * amount);
      expect(after.accountOutstanding).toBe(after.membersOutstanding);
      expect(after.accountPayInFull).toBe(after.membersPayInFull);
    }
  });

  it('one posting key posts once, however many times it is sent at once', async () => {
    const before = await balances(alone);
    const results = await Promise.all(Array.from({ length: PARALLEL }, () => post([payment(alone, 'once', 250)])));
    const after = await balances(alone);
    expect(after.items - before.items).toBe(1);
    expect(after.payInFull).toBe(before.payInFull - 250);
    const items = new Set(results.flat().map((r: PostedItem) => r.itemId));
    expect(items.size).toBe(1);
    expect(results.flat().filter((r) => !r.replayed)).toHaveLength(1);
  });

  it('a split over two policies is all or nothing: a refused part leaves every balance as it was', async () => {
    const [a, b] = [await balances(onAccount), await balances(alone)];
    await expect(post([payment(onAccount, 'split:1', 100), payment(alone, 'split:2', b.payInFull + 1)])).rejects.toMatchObject({
      reason: LedgerRefusalReason.ExceedsPayInFull,
    });
    expect(await balances(onAccount)).toEqual(a);
    expect(await balances(alone)).toEqual(b);
  });

  it('a posting made against a version the screen showed is refused once the policy changed', async () => {
    const { policyVersion } = await balances(alone);
    await post([payment(alone, 'v1', 100, { expectedVersion: policyVersion })]);
    const err = await post([payment(alone, 'v2', 100, { expectedVersion: policyVersion })]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LedgerRefusal);
    expect((err as LedgerRefusal).reason).toBe(LedgerRefusalReason.ChangedSince);
  });

  it('the database refuses a negative balance even when a write skips the ledger', async () => {
    await expect(sql('update policy set outstanding_balance = -1 where id = ?', [alone])).rejects.toThrow(/policy_balance_check/);
    await expect(
      sql('update billing_account set pay_in_full_amount = -1 where id = (select billing_account_id from policy where id = ?)', [onAccount]),
    ).rejects.toThrow(/billing_account_balance_check/);
    await expect(
      sql(
        `insert into billing_item (policy_id, item_date, description, item_type, payment_amount, billed_amount, balance) values (?, '2026-11-23', 'x', 2, 5, 5, 0)`,
        [alone],
      ),
    ).rejects.toThrow(/billing_item_amounts_check/);
  });

  it('a premium change moves the premium and pay-in-full, and a decrease never leaves more due than owed', async () => {
    const before = await balances(alone);
    await post([
      { policyId: alone, kind: PostingKind.PremiumChange, amountCents: 1000, itemDate: '2026-11-23', description: 'Policy change', postingKey: 'test:pc:up' },
    ]);
    const up = await balances(alone);
    expect(up.payInFull).toBe(before.payInFull + 1000);
    expect(up.outstanding).toBe(before.outstanding);
    await post([
      {
        policyId: alone,
        kind: PostingKind.PremiumChange,
        amountCents: -(up.payInFull + 5000),
        itemDate: '2026-11-23',
        description: 'Policy change',
        postingKey: 'test:pc:down',
      },
    ]);
    const down = await balances(alone);
    expect(down.payInFull).toBe(0);
    expect(down.outstanding).toBe(0);
  });
});
