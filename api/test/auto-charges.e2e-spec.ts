import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { AUTO_CHARGE_SCAN, AutoCharges, Clock, SandboxPaymentProvider, type ProviderSession } from '../src/payments';
import { JobsService } from '../src/jobs';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Recurring and scheduled payments charged by the portal itself (issue 12), exactly once, on two
 * instances of the application sharing one PostgreSQL, with the clock set by the test (never
 * waiting for a date): a scheduled payment on its date (posted, receipt, out of the list), a
 * crash mid-run and two workers (one charge per due payment at the sandbox provider), a decline
 * then success on the retry (one charge), declines exhausting the retry policy, a schedule
 * deleted before its date (never charged), the recurring notice 15 days ahead and a zero
 * balance (nothing charged), the scan run as a pg-boss job, and the guarded development route.
 */
jest.setTimeout(300_000);

type Json = Record<string, any>;

const DEMO = { username: 'demo@example.com', password: 'Harbor-Light-42' };
const TODAY = '2026-11-26';
const NEXT_YEAR = 2028;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('recurring and scheduled charges', () => {
  let a: TestApp;
  let b: TestApp;
  let provider: SandboxPaymentProvider;
  let demo: string;
  let ip = 0;
  const orm = () => a.app.get(MikroORM).em.fork();
  const sql = <T = Json>(query: string, params: unknown[] = []) => orm().getConnection().execute<T[]>(query, params);
  const from = () => ({ 'X-Forwarded-For': `198.18.14.${(++ip % 250) + 1}` });
  const auth = () => ({ ...from(), Authorization: `Bearer ${demo}` });
  const chargesA = () => a.app.get(AutoCharges);
  const chargesB = () => b.app.get(AutoCharges);
  const setClocks = (date: string) => {
    a.app.get(Clock).set(date);
    b.app.get(Clock).set(date);
  };

  const setBalance = (policyNumber: string, outstanding: number, payInFull = 5000) =>
    sql(
      `update policy set outstanding_balance = ?, pay_in_full_amount = ?, outstanding_balance_due_date = case when ? > 0 then date '${TODAY}' + 40 else null end
       where id = (select id from policy where policy_number = ? and status <> 'Future' order by effective_date desc limit 1)`,
      [outstanding, payInFull, outstanding, policyNumber],
    );
  const wallet = async () => (await a.call('GET', '/api/payment/wallets', { headers: auth() })).body.result[0] as Json;

  /** A card typed into the sandbox's frame and saved to the demo's wallet. */
  const addCard = async (cardNumber: string): Promise<Json> => {
    const session: ProviderSession = await provider.createSession({
      kind: 'wallet-user',
      userId: (await sql<{ id: string }>(`select id from user_account where email = ?`, [DEMO.username]))[0]!.id,
    });
    const res = await request(a.app.getHttpServer()).post('/sandbox-provider/tokens').set('content-type', 'application/json').send({
      authorization: session.authToken,
      apiKey: provider.frameSettings().apiKey,
      sessionToken: session.sessionToken,
      cardNumber,
      expirationMonth: 12,
      expirationYear: NEXT_YEAR,
      nameOnCard: 'Emily Carter',
      securityCode: '123',
      zipCode: '46032',
    });
    if (res.status !== 201) throw new Error(`sandbox tokens: ${res.status} ${JSON.stringify(res.body)}`);
    const added = await a.call('POST', '/api/payment/wallets', {
      body: {
        type: 'credit',
        cardExpireMonth: 12,
        cardExpireYear: NEXT_YEAR,
        fiserv: { fundingAccountToken: res.body.fundingAccountToken, sessionToken: session.sessionToken },
      },
      headers: auth(),
    });
    if (added.status !== 200) throw new Error(`wallet add: ${added.status} ${JSON.stringify(added.body)}`);
    return (added.body.result.items as Json[]).find((i) => i.fundingAccountToken === res.body.fundingAccountToken)!;
  };
  const schedule = async (item: Json, date: string, amount: number, extra: Json = {}) => {
    const res = await a.call('POST', '/api/payment/scheduled', {
      body: {
        policyNumber: 'PPA1000101',
        amount,
        date,
        walletItemFundingAccountToken: item.fundingAccountToken,
        walletItemId: item.walletItemId,
        confirmDuplicate: true,
        ...extra,
      },
      headers: auth(),
    });
    if (res.status !== 200) throw new Error(`schedule: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.result as Json;
  };
  const chargeOf = async (scheduledId: string) =>
    (
      await sql<{ id: string; status: string; attempts: number }>(`select id, status, attempts from payment_auto_charge where scheduled_id = ?`, [scheduledId])
    )[0];
  /** The sales the provider received for a due payment: its keys are `hm-sch-<scheduled id>-<attempt>` or `hm-rec-<setup id>-<date>-<attempt>`. */
  const salesOf = async (chargeId: string) => {
    const [c] = await sql<{ kind: string; recurring_id: string; scheduled_id: string; d: string }>(
      `select kind, recurring_id, scheduled_id, to_char(due_date, 'YYYY-MM-DD') as d from payment_auto_charge where id = ?`,
      [chargeId],
    );
    return provider.receivedSales({ keyPrefix: c!.kind === 'recurring' ? `hm-rec-${c!.recurring_id}-${c!.d}-` : `hm-sch-${c!.scheduled_id}-` });
  };
  const mails = (subject: string) =>
    sql<{ to: string; subject: string; text: string }>(`select "to", subject, text from outbox_email where subject like ? order by created_at`, [
      `%${subject}%`,
    ]);
  const listed = async () => ((await a.call('GET', '/api/payment/scheduled', { headers: auth() })).body.result as Json[]).map((s) => s.referenceId);

  let bank: Json;

  beforeAll(async () => {
    a = await startTestApp(
      { SEED_DEMO: 'true', AUTH_RATE_LIMIT_PER_15_MINUTES: '1000', RATE_LIMIT_PER_MINUTE: '100000', DEV_MAILBOX: '1', HOST: '127.0.0.1' },
      { config: { jobsPollingIntervalSeconds: 1 } },
    );
    b = await startTestApp({ RATE_LIMIT_PER_MINUTE: '100000', HOST: '0.0.0.0' }, { databaseUrl: a.databaseUrl });
    provider = a.app.get(SandboxPaymentProvider);
    setClocks(TODAY);
    const login = await a.call('POST', '/api/account/login', { body: { ...DEMO, rememberMe: false }, headers: from() });
    demo = login.body.result.token;
    bank = (await wallet()).items.find((i: Json) => i.fundingCategory === 'Check');
    await setBalance('PPA1000101', 0);
    // The demo's seeded recurring and scheduled payments are left out: each test makes its own.
    await sql(`delete from payment_scheduled`);
    await sql(`delete from payment_recurring`);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a scheduled payment is charged on its date, once: posted to the ledger, receipts to each address, then out of the list', async () => {
    const s = await schedule(bank, '2026-12-01', 20.5, { emailAddress: 'demo@example.com; copy@example.com' });
    expect((await chargesA().runDue('2026-11-30')).outcomes).toEqual({});
    expect(await listed()).toContain(s.referenceId);

    const run = await chargesA().runDue('2026-12-01');
    const charge = (await chargeOf(s.referenceId))!;
    expect(run.outcomes[charge.id]).toBe('paid');
    expect(await salesOf(charge.id)).toEqual([expect.objectContaining({ status: 'approved', amountCents: 2050 })]);
    const [payment] = await sql<{ id: string; status: string; payment_date: string }>(
      `select id, status, to_char(payment_date, 'YYYY-MM-DD') as payment_date from payment where request_id = ?`,
      [charge.id],
    );
    expect(payment).toMatchObject({ status: 'approved', payment_date: '2026-12-01' });
    const items = await sql(`select item_type, payment_amount from billing_item where posting_key like ?`, [`payment:${payment!.id}:%`]);
    expect(items).toEqual([expect.objectContaining({ item_type: 2 })]);
    const confirmation = (await sql<{ c: string }>(`select confirmation_number as c from payment where id = ?`, [payment!.id]))[0]!.c;
    const receipts = (await mails('Payment receipt')).filter((m) => m.subject.includes(confirmation));
    expect(receipts.map((m) => m.to).sort()).toEqual(['copy@example.com', 'demo@example.com']);
    expect(await listed()).not.toContain(s.referenceId);

    // Run again that day and the next: nothing more is charged.
    await chargesA().runDue('2026-12-01');
    await chargesB().runDue('2026-12-02');
    expect(await salesOf(charge.id)).toHaveLength(1);
  });

  it('two workers and a crash mid-run (the posting fails after the provider approved): exactly one charge per due payment', async () => {
    const day = '2026-12-03';
    const s = await Promise.all([schedule(bank, day, 11), schedule(bank, day, 12), schedule(bank, day, 13)]);
    await chargesA().scan(day, { send: false });
    const ids = await chargesA().dueIds(day);
    expect(ids).toHaveLength(3);
    await sql(`create or replace function refuse_auto_items() returns trigger language plpgsql as $$ begin raise exception 'simulated crash'; end $$`);
    await sql(
      `create trigger refuse_auto_items before insert on billing_item for each row when (new.posting_key like 'payment:%') execute function refuse_auto_items()`,
    );
    try {
      for (const id of ids) {
        const crashed = await Promise.allSettled([chargesA().charge(id, day), chargesB().charge(id, day)]);
        expect(crashed.every((r) => r.status === 'rejected')).toBe(true);
      }
    } finally {
      await sql(`drop trigger refuse_auto_items on billing_item`);
    }
    // The provider approved each once; nothing posted yet; the payments are still pending.
    for (const id of ids) expect(await salesOf(id)).toEqual([expect.objectContaining({ status: 'approved' })]);
    // Both workers run the day again (the job's retry): each payment is posted once, never charged again.
    await Promise.all([chargesA().runDue(day), chargesB().runDue(day)]);
    for (const id of ids) {
      expect(await salesOf(id)).toHaveLength(1);
      const payments = await sql<{ id: string; status: string }>(`select id, status from payment where request_id = ?`, [id]);
      expect(payments.map((p) => p.status)).toEqual(['approved']);
      expect(await sql(`select 1 from billing_item where posting_key like ?`, [`payment:${payments[0]!.id}:%`])).toHaveLength(1);
    }
    for (const x of s) expect((await chargeOf(x.referenceId))!.status).toBe('paid');
  });

  it('two workers racing the same day from the start: one charge per due payment', async () => {
    const day = '2026-12-04';
    await Promise.all([schedule(bank, day, 14), schedule(bank, day, 15), schedule(bank, day, 16), schedule(bank, day, 17)]);
    await Promise.all([chargesA().runDue(day), chargesB().runDue(day), chargesA().runDue(day)]);
    const ids = (await sql<{ id: string }>(`select id from payment_auto_charge where due_date = ? and kind = 'scheduled'`, [day])).map((r) => r.id);
    expect(ids).toHaveLength(4);
    for (const id of ids) expect(await salesOf(id)).toEqual([expect.objectContaining({ status: 'approved' })]);
  });

  it('a decline, then success on the retry two days later: one charge; the customer is told of the decline and the retry date', async () => {
    const card = await addCard('4000000000000119');
    const s = await schedule(card, '2026-12-05', 30);
    const first = await chargesA().runDue('2026-12-05');
    const charge = (await chargeOf(s.referenceId))!;
    expect(first.outcomes[charge.id]).toBe('declined');
    const declined = (await mails('was declined')).at(-1)!;
    expect(declined.text).toContain('We will try again on 12/07/2026');
    expect((await chargesA().runDue('2026-12-06')).outcomes[charge.id]).toBeUndefined();
    expect((await chargesB().runDue('2026-12-07')).outcomes[charge.id]).toBe('paid');
    const sales = await salesOf(charge.id);
    expect(sales.map((x) => x.status)).toEqual(['declined', 'approved']);
    expect(sales.filter((x) => x.status === 'approved')).toHaveLength(1);
    expect((await chargeOf(s.referenceId))!).toMatchObject({ status: 'paid', attempts: 2 });
  });

  it('declined on every attempt of the retry policy (3): failed, out of the list, the last email says it will not be tried again', async () => {
    const card = await addCard('4000000000000002');
    const s = await schedule(card, '2026-12-08', 40);
    for (const day of ['2026-12-08', '2026-12-10', '2026-12-12']) await chargesA().runDue(day);
    const charge = (await chargeOf(s.referenceId))!;
    expect(charge).toMatchObject({ status: 'failed', attempts: 3 });
    expect((await salesOf(charge.id)).map((x) => x.status)).toEqual(['declined', 'declined', 'declined']);
    expect((await sql<{ status: string }>(`select status from payment_scheduled where id = ?`, [s.referenceId]))[0]!.status).toBe('failed');
    expect(await listed()).not.toContain(s.referenceId);
    expect((await mails('was declined')).at(-1)!.text).toContain('We will not try again');
    await chargesA().runDue('2026-12-20');
    expect(await salesOf(charge.id)).toHaveLength(3);
  });

  it('a schedule deleted before its date is never charged', async () => {
    const s = await schedule(bank, '2026-12-09', 19.19);
    const del = await a.call('DELETE', '/api/payment/scheduled', { body: { referenceId: s.referenceId, policyNumber: 'PPA1000101' }, headers: auth() });
    expect(del.status).toBe(200);
    await Promise.all([chargesA().runDue('2026-12-09'), chargesB().runDue('2026-12-10')]);
    expect(await chargeOf(s.referenceId)).toBeUndefined();
    expect((await provider.receivedSales({ fundingAccountToken: bank.fundingAccountToken })).filter((x) => x.amountCents === 1919)).toEqual([]);
  });

  it('recurring: the notice 15 days before (once), a zero balance charges nothing, a balance due is charged once on the deduction day; cancelled, nothing more', async () => {
    setClocks(TODAY);
    const visa = (await wallet()).items.find((i: Json) => i.lastFourDigits === '1111');
    const term = (
      await sql<{ id: number; d: string }>(
        `select id, to_char(effective_date, 'YYYY-MM-DD') as d from policy where policy_number = 'PPA1000101' and status <> 'Future' order by effective_date desc limit 1`,
      )
    )[0]!;
    const save = await a.call('POST', '/api/payment/recurring', {
      body: {
        policyId: String(term.id),
        policyNumber: 'PPA1000101',
        deductionDay: Number(term.d.slice(8, 10)),
        userAgreedWithTerms: true,
        source: { type: 'credit', emailAddress: 'recurring@example.com', fiserv: { fundingAccountToken: visa.fundingAccountToken } },
      },
      headers: auth(),
    });
    expect(save.status).toBe(200);
    const { nextPaymentDate: first, noticeDate, recurringPaymentId } = save.body.result.recurringPayment;
    await chargesA().runDue(addDays(noticeDate, -1));
    expect(await mails('Upcoming recurring payment')).toHaveLength(0);
    await Promise.all([chargesA().runDue(noticeDate), chargesB().runDue(noticeDate)]);
    const notices = await mails('Upcoming recurring payment');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ to: 'recurring@example.com' });

    // Nothing due on the first deduction day: skipped, nothing charged.
    await chargesA().runDue(first);
    const firstCharge = (
      await sql<{ id: string; status: string }>(`select id, status from payment_auto_charge where recurring_id = ? and due_date = ?`, [
        recurringPaymentId,
        first,
      ])
    )[0]!;
    expect(firstCharge.status).toBe('skipped');
    expect(await salesOf(firstCharge.id)).toEqual([]);

    // The next month's installment is billed: charged once on its day.
    await setBalance('PPA1000101', 75.25);
    const second = (await sql<{ d: string }>(`select to_char((date '${first}' + interval '1 month')::date, 'YYYY-MM-DD') as d`))[0]!.d;
    await chargesA().runDue(addDays(second, -15));
    await Promise.all([chargesA().runDue(second), chargesB().runDue(second)]);
    const secondCharge = (
      await sql<{ id: string; status: string }>(`select id, status from payment_auto_charge where recurring_id = ? and due_date = ?`, [
        recurringPaymentId,
        second,
      ])
    )[0]!;
    expect(secondCharge.status).toBe('paid');
    expect(await salesOf(secondCharge.id)).toEqual([expect.objectContaining({ status: 'approved', amountCents: 7525 })]);
    const [policy] = await sql<{ o: string }>(`select outstanding_balance::text as o from policy where id = ?`, [term.id]);
    expect(Number(policy!.o)).toBe(0);

    const cancel = await a.call('DELETE', '/api/payment/recurring', {
      body: { payPlanId: 15, policyId: String(term.id), policyNumber: 'PPA1000101', userAgreedWithTerms: true },
      headers: auth(),
    });
    expect(cancel.status).toBe(200);
    await setBalance('PPA1000101', 80);
    const third = (await sql<{ d: string }>(`select to_char((date '${first}' + interval '2 month')::date, 'YYYY-MM-DD') as d`))[0]!.d;
    await chargesA().runDue(addDays(third, -15));
    await chargesA().runDue(third);
    expect(await sql(`select 1 from payment_auto_charge where recurring_id = ? and due_date = ?`, [recurringPaymentId, third])).toEqual([]);
    await setBalance('PPA1000101', 0);
  });

  it('the daily scan as a pg-boss job (clock set by the test) queues and runs the charge job of each payment due', async () => {
    const day = '2026-12-14';
    const s = await schedule(bank, day, 21);
    setClocks(day);
    try {
      await a.app.get(JobsService).send(AUTO_CHARGE_SCAN, {});
      const deadline = Date.now() + 60_000;
      let charge = await chargeOf(s.referenceId);
      while (charge?.status !== 'paid' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 250));
        charge = await chargeOf(s.referenceId);
      }
      expect(charge?.status).toBe('paid');
      expect(await salesOf(charge!.id)).toHaveLength(1);
    } finally {
      setClocks(TODAY);
    }
  });

  it('POST /dev/payments/run-due: runs due payments as of a date for this machine with the key; anyone else gets the unknown-path reply', async () => {
    const s = await schedule(bank, '2026-12-15', 22);
    const server = a.app.getHttpServer();
    const noKey = await request(server).post('/dev/payments/run-due').send({ date: '2026-12-15' });
    expect(noKey.status).toBe(404);
    const remote = await request(server)
      .post(`/dev/payments/run-due?key=${encodeURIComponent(a.config.devMailboxKey)}`)
      .set('X-Forwarded-For', '203.0.113.9')
      .send({ date: '2026-12-15' });
    expect(remote.status).toBe(404);
    const bad = await request(server)
      .post(`/dev/payments/run-due?key=${encodeURIComponent(a.config.devMailboxKey)}`)
      .send({ date: 'tomorrow' });
    expect(bad.status).toBe(400);
    const ok = await request(server)
      .post(`/dev/payments/run-due?key=${encodeURIComponent(a.config.devMailboxKey)}`)
      .send({ date: '2026-12-15' });
    expect(ok.status).toBe(200);
    expect((await chargeOf(s.referenceId))!.status).toBe('paid');
    // The second instance runs without the development mailbox: the route does not exist there.
    expect(b.config.devMailbox).toBe(false);
    const none = await request(b.app.getHttpServer())
      .post(`/dev/payments/run-due?key=${encodeURIComponent(b.config.devMailboxKey)}`)
      .send({ date: '2026-12-15' });
    expect(none.status).toBe(404);
  });
});
