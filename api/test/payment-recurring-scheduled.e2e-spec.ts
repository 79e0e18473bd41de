import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Clock } from '../src/payments';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Monthly recurring and scheduled payments (doc 2 §4, §5, §7, §8) on the real application,
 * PostgreSQL and the sandbox provider: every rule's refusal with its code and the spec's words,
 * another customer's policy, wallet item, setup and scheduled payment answering 404 for each
 * call, validation 4xx, the wallet's inUse from both, and concurrent creates and deletes.
 * The charging itself is in auto-charges.e2e-spec.ts.
 */
jest.setTimeout(240_000);

type Json = Record<string, any>;

const DEMO = { username: 'demo@example.com', password: 'Harbor-Light-42' };
const GRACE = { username: 'grace.holloway@example.com', password: 'Harbor-Guest-42' };
const TODAY = '2026-11-26';
const TOMORROW = '2026-11-27';

describe('monthly recurring and scheduled payments', () => {
  let t: TestApp;
  let ip = 0;
  const orm = () => t.app.get(MikroORM).em.fork();
  const sql = <T = Json>(query: string, params: unknown[] = []) => orm().getConnection().execute<T[]>(query, params);
  const from = () => ({ 'X-Forwarded-For': `198.18.12.${(++ip % 250) + 1}` });
  const auth = (token: string) => ({ ...from(), Authorization: `Bearer ${token}` });
  let demo: string;
  let grace: string;
  let demoCard: Json;
  let demoBank: Json;
  let graceBank: Json;
  let gracePolicy: string;
  let seeded: { recurring: Json; scheduled: Json[] };

  const login = async ({ username, password }: { username: string; password: string }) => {
    const res = await t.call('POST', '/api/account/login', { body: { username, password, rememberMe: false }, headers: from() });
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status}`);
    return res.body.result.token as string;
  };
  const term = async (policyNumber: string) =>
    (
      await sql<{ id: number; effective_date: string; end_date: string }>(
        `select id, to_char(effective_date, 'YYYY-MM-DD') as effective_date, to_char(end_date, 'YYYY-MM-DD') as end_date from policy
         where policy_number = ? and status <> 'Future' order by effective_date desc limit 1`,
        [policyNumber],
      )
    )[0]!;
  const setBalance = (policyNumber: string, outstanding: number, payInFull = Math.max(outstanding, 500)) =>
    sql(
      `update policy set outstanding_balance = ?, pay_in_full_amount = ?, outstanding_balance_due_date = case when ? > 0 then date '${TODAY}' + 5 else null end
       where id = (select id from policy where policy_number = ? and status <> 'Future' order by effective_date desc limit 1)`,
      [outstanding, payInFull, outstanding, policyNumber],
    );
  const walletOf = async (token: string) => {
    const res = await t.call('GET', '/api/payment/wallets', { headers: auth(token) });
    if (res.status !== 200) throw new Error(`wallets: ${res.status} ${JSON.stringify(res.body)}`);
    return (res.body.result as Json[])[0];
  };

  const getRecurring = (token: string, query: string) => t.call('GET', `/api/payment/recurring?${query}`, { headers: auth(token) });
  const saveRecurring = (token: string, body: Json) => t.call('POST', '/api/payment/recurring', { body, headers: auth(token) });
  const cancelRecurring = (token: string, body: Json) => t.call('DELETE', '/api/payment/recurring', { body, headers: auth(token) });
  const listScheduled = (token: string, query = '') => t.call('GET', `/api/payment/scheduled${query}`, { headers: auth(token) });
  const addScheduled = (token: string, body: Json) => t.call('POST', '/api/payment/scheduled', { body, headers: auth(token) });
  const deleteScheduled = (token: string, body: Json) => t.call('DELETE', '/api/payment/scheduled', { body, headers: auth(token) });
  const fee = (token: string, body: Json) => t.call('POST', '/api/payment/calculateFeeScheduled', { body, headers: auth(token) });

  const setup = async (policyNumber: string, source: Json, extra: Json = {}) => {
    const tm = await term(policyNumber);
    return {
      policyId: String(tm.id),
      policyNumber,
      deductionDay: Number(tm.effective_date.slice(8, 10)),
      userAgreedWithTerms: true,
      source: { emailAddress: 'demo@example.com', ...source },
      ...extra,
    };
  };
  const cardSource = () => ({ type: 'credit', fiserv: { fundingAccountToken: demoCard.fundingAccountToken } });
  const bankSource = () => ({ type: 'check', fiserv: { fundingAccountToken: demoBank.fundingAccountToken } });
  const cancelBody = async (policyNumber: string, extra: Json = {}) => ({
    payPlanId: 15,
    policyId: String((await term(policyNumber)).id),
    policyNumber,
    userAgreedWithTerms: true,
    ...extra,
  });
  const scheduled = (extra: Json = {}) => ({
    policyNumber: 'PPA1000101',
    amount: 150,
    date: '2026-12-10',
    walletItemFundingAccountToken: demoCard.fundingAccountToken,
    walletItemId: demoCard.walletItemId,
    ...extra,
  });

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT_PER_15_MINUTES: '1000', RATE_LIMIT_PER_MINUTE: '100000' });
    t.app.get(Clock).set(TODAY);
    demo = await login(DEMO);
    grace = await login(GRACE);
    const w = await walletOf(demo);
    demoCard = w.items.find((i: Json) => i.fundingCategory !== 'Check');
    demoBank = w.items.find((i: Json) => i.fundingCategory === 'Check');
    const added = await t.call('POST', '/api/payment/wallets', {
      body: {
        type: 'check',
        accountType: 1,
        routingNumber: '021000021',
        accountNumber: '000123456789',
        accountNumberConfirmation: '000123456789',
        firstName: 'Grace',
        lastName: 'Holloway',
      },
      headers: auth(grace),
    });
    graceBank = added.body.result.items[0];
    gracePolicy = (
      await sql<{ policy_number: string }>(
        `select up.policy_number from user_policy up join user_account u on u.id = up.user_id join policy p on p.policy_number = up.policy_number
         where u.email = ? and p.status = 'In-Force' and p.billing_account_id is null and up.policy_number not like 'PPA%' and not p.is_policy_in_notice_of_cancellation and p.end_date > date '${TODAY}' + 30 order by 1 limit 1`,
        [GRACE.username],
      )
    )[0]!.policy_number;
    // The demo's PPA1000101 pays down to nothing due (recurring needs no balance due).
    await setBalance('PPA1000101', 0);
    seeded = { recurring: (await getRecurring(demo, 'policyNumber=PPA1000101')).body.result, scheduled: (await listScheduled(demo)).body.result };
    // The demo's seeded recurring and scheduled payments are left out: each test makes its own.
    await sql(`delete from payment_scheduled`);
    await sql(`delete from payment_recurring`);
  });
  afterAll(() => t?.close());

  it('the demo customer has a monthly recurring payment on PPA1000101 (the Visa) and two scheduled payments (the seed)', () => {
    expect(seeded.recurring.recurringPayment).toMatchObject({ type: 'credit', lastFourDigits: '1111', walletItemId: demoCard.walletItemId });
    expect(seeded.scheduled).toEqual([
      expect.objectContaining({ policyNumber: 'PPA1000101', paymentAmount: 150, feeAmount: 4.43, lastFourDigits: '1111', scheduledPaymentId: 'SP-DEMO0001' }),
      expect.objectContaining({ policyNumber: 'PPA1000101', paymentAmount: 50, feeAmount: 0, lastFourDigits: '6789', scheduledPaymentId: 'SP-DEMO0002' }),
    ]);
  });

  it('refuses every call without a bearer token (401)', async () => {
    const replies = await Promise.all([
      t.call('GET', '/api/payment/recurring?policyNumber=PPA1000101', { headers: from() }),
      t.call('POST', '/api/payment/recurring', { body: {}, headers: from() }),
      t.call('DELETE', '/api/payment/recurring', { body: {}, headers: from() }),
      t.call('GET', '/api/payment/scheduled', { headers: from() }),
      t.call('POST', '/api/payment/scheduled', { body: {}, headers: from() }),
      t.call('DELETE', '/api/payment/scheduled', { body: {}, headers: from() }),
      t.call('POST', '/api/payment/calculateFeeScheduled', { body: {}, headers: from() }),
    ]);
    expect(replies.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 401, 401]);
  });

  describe('monthly recurring', () => {
    it("reads a policy's rules: PPA is credit only and told to contact the agent; the deduction day is the term's effective day", async () => {
      const res = await getRecurring(demo, 'policyNumber=PPA1000101');
      expect(res.status).toBe(200);
      const tm = await term('PPA1000101');
      expect(res.body.result).toMatchObject({
        policyNumber: 'PPA1000101',
        policyId: String(tm.id),
        recurringPayment: null,
        paymentRequired: false,
        canEdit: true,
        creditOnly: true,
        contactAgent: true,
        cardsAllowed: true,
        deductionDay: Number(tm.effective_date.slice(8, 10)),
        messages: [],
      });
    });

    it("a balance due blocks set-up with 'Payplan changes are not allowed with a balance due.' (RECURRING_PAYMENT_REQUIRED)", async () => {
      await setBalance('PPA1000101', 120);
      try {
        const info = await getRecurring(demo, 'policyNumber=PPA1000101');
        expect(info.body.result).toMatchObject({ paymentRequired: true, balanceDue: 120, messages: ['Payplan changes are not allowed with a balance due.'] });
        const res = await saveRecurring(demo, await setup('PPA1000101', cardSource()));
        expect(res.status).toBe(422);
        expect(res.body).toMatchObject({ code: 'RECURRING_PAYMENT_REQUIRED', errors: ['Payplan changes are not allowed with a balance due.'] });
      } finally {
        await setBalance('PPA1000101', 0);
      }
    });

    it('refuses a bank account for a PPA policy, a wrong deduction day and terms not agreed (RECURRING_NOT_ALLOWED)', async () => {
      const bank = await saveRecurring(demo, await setup('PPA1000101', bankSource()));
      expect(bank.status).toBe(422);
      expect(bank.body).toMatchObject({ code: 'RECURRING_NOT_ALLOWED', errors: ['Recurring payments for this policy must be paid by card.'] });
      const body = await setup('PPA1000101', cardSource());
      const day = await saveRecurring(demo, { ...body, deductionDay: (body.deductionDay % 28) + 1 });
      expect(day.status).toBe(422);
      expect(day.body.errors[0]).toMatch(/^The deduction day must be the day of month of the policy term's effective date/);
      const terms = await saveRecurring(demo, { ...body, userAgreedWithTerms: false });
      expect(terms.body).toMatchObject({ code: 'RECURRING_NOT_ALLOWED', errors: ['Please agree to the terms to continue.'] });
    });

    it('refuses a policy in notice of cancellation and an account-billed one (contact the agent)', async () => {
      await setBalance('PPA1000103', 0);
      const noc = await saveRecurring(demo, await setup('PPA1000103', cardSource()));
      expect(noc.status).toBe(422);
      expect(noc.body.errors[0]).toMatch(/notice of cancellation/);
      expect((await getRecurring(demo, 'policyNumber=PPA1000103')).body.result.canEdit).toBe(false);
      const account = await saveRecurring(demo, await setup('HOM2000101', bankSource()));
      expect(account.status).toBe(422);
      expect(account.body).toMatchObject({ code: 'RECURRING_NOT_ALLOWED', errors: ['Please contact your agent for further assistance.'] });
    });

    it('sets up with a wallet card: pay plan 13, the first charge at least 15 days ahead, the notice 15 days before it; the card is then in use', async () => {
      const res = await saveRecurring(demo, await setup('PPA1000101', cardSource()));
      expect(res.status).toBe(200);
      const r = res.body.result.recurringPayment;
      expect(r).toMatchObject({ type: 'credit', fundingCategory: demoCard.fundingCategory, lastFourDigits: '1111', walletItemId: demoCard.walletItemId });
      expect(r.nextPaymentDate >= '2026-12-11').toBe(true);
      const diff = (Date.parse(r.nextPaymentDate) - Date.parse(r.noticeDate)) / 86_400_000;
      expect(diff).toBe(15);
      const [policy] = await sql(`select payment_plan_id, auto_pay from policy where id = ?`, [(await term('PPA1000101')).id]);
      expect(policy).toMatchObject({ payment_plan_id: 13, auto_pay: true });
      const item = (await walletOf(demo)).items.find((i: Json) => i.walletItemId === demoCard.walletItemId);
      expect(item).toMatchObject({ inUse: true, inUseByPolicies: ['PPA1000101'] });
      const del = await t.call('DELETE', `/api/payment/wallets/${(await walletOf(demo)).walletId}/items/${demoCard.walletItemId}`, { headers: auth(demo) });
      expect(del.status).toBe(422);
      expect(del.body.code).toBe('WALLET_ITEM_IN_USE');
    });

    it('another customer: their policy, wallet item and wallet user answer 404 for GET, POST and DELETE', async () => {
      const get = await getRecurring(grace, 'policyNumber=PPA1000101');
      expect([get.status, get.body.code]).toEqual([404, 'POLICY_NOT_FOUND']);
      const post = await saveRecurring(grace, await setup('PPA1000101', cardSource()));
      expect([post.status, post.body.code]).toEqual([404, 'POLICY_NOT_FOUND']);
      const del = await cancelRecurring(grace, await cancelBody('PPA1000101'));
      expect([del.status, del.body.code]).toEqual([404, 'POLICY_NOT_FOUND']);
      const foreignItem = await saveRecurring(
        demo,
        await setup('PPA1000101', { type: 'check', fiserv: { fundingAccountToken: graceBank.fundingAccountToken } }),
      );
      expect([foreignItem.status, foreignItem.body.code]).toEqual([404, 'WALLET_ITEM_NOT_FOUND']);
      const walletUser = await getRecurring(demo, `policyNumber=PPA1000101&walletUserIdentifier=${randomUUID()}`);
      expect([walletUser.status, walletUser.body.code]).toEqual([404, 'WALLET_NOT_FOUND']);
      const wrongId = await getRecurring(demo, 'policyNumber=PPA1000101&policyId=99999999');
      expect(wrongId.status).toBe(404);
    });

    it('validates the bodies (400 with the field): a pay plan other than 15, a deduction day of 32, no email', async () => {
      const plan = await cancelRecurring(demo, await cancelBody('PPA1000101', { payPlanId: 14 }));
      expect(plan.status).toBe(400);
      expect(Object.keys(plan.body.fieldErrors)).toContain('payPlanId');
      const body = await setup('PPA1000101', cardSource());
      const day = await saveRecurring(demo, { ...body, deductionDay: 32 });
      expect(day.status).toBe(400);
      const email = await saveRecurring(demo, { ...body, source: { ...body.source, emailAddress: '' } });
      expect(email.status).toBe(400);
      expect(Object.keys(email.body.fieldErrors)).toContain('source.emailAddress');
    });

    it('the card restriction date hides cards for a new setup, but not for a policy whose setup already charges a card', async () => {
      await sql(`update payment_settings set restrict_credit_cards_for_recurring_from = date '${TODAY}' - 1 where id = 1`);
      try {
        expect((await getRecurring(demo, 'policyNumber=PPA1000101')).body.result.cardsAllowed).toBe(true);
        const update = await saveRecurring(demo, await setup('PPA1000101', cardSource()));
        expect(update.status).toBe(200);
        const own = await getRecurring(grace, `policyNumber=${gracePolicy}`);
        expect(own.body.result.cardsAllowed).toBe(false);
        const tm = await term(gracePolicy);
        const card = await saveRecurring(grace, {
          policyId: String(tm.id),
          policyNumber: gracePolicy,
          deductionDay: Number(tm.effective_date.slice(8, 10)),
          userAgreedWithTerms: true,
          source: {
            type: 'credit',
            emailAddress: 'grace@example.com',
            fiserv: { fundingAccountToken: 'sbx-fa-unknown', sessionToken: 'x' },
            cardExpireMonth: 12,
            cardExpireYear: 2030,
            zipCode: '46032',
          },
        });
        expect(card.status).toBe(422);
        expect(card.body.errors).toEqual(['Cards can no longer be used for new recurring payments. Please use a bank account.']);
      } finally {
        await sql(`update payment_settings set restrict_credit_cards_for_recurring_from = null where id = 1`);
      }
    });

    it('sets up with a new bank account typed in (tokenised, last four kept), and cancels: pay plan 15, then 404 RECURRING_PAYMENT_NOT_FOUND', async () => {
      await setBalance(gracePolicy, 0);
      const tm = await term(gracePolicy);
      const body = {
        policyId: String(tm.id),
        policyNumber: gracePolicy,
        deductionDay: Number(tm.effective_date.slice(8, 10)),
        userAgreedWithTerms: true,
        source: {
          type: 'check',
          emailAddress: 'grace@example.com',
          accountType: 2,
          routingNumber: '021000021',
          accountNumber: '000123454321',
          accountNumberConfirmation: '000123454321',
          firstName: 'Grace',
          lastName: 'Holloway',
        },
      };
      const bad = await saveRecurring(grace, { ...body, source: { ...body.source, routingNumber: '021000022' } });
      expect(bad.status).toBe(400);
      expect(bad.body.fieldErrors['source.routingNumber']).toBe('Incorrect number entered. Please check and re-enter to proceed with payment.');
      const res = await saveRecurring(grace, body);
      expect(res.status).toBe(200);
      expect(res.body.result.recurringPayment).toMatchObject({
        type: 'check',
        fundingCategory: 'Check',
        lastFourDigits: '4321',
        bankAccountType: 2,
        walletItemId: null,
      });
      const stored = JSON.stringify(await sql(`select * from payment_recurring where policy_number = ?`, [gracePolicy]));
      expect(stored).not.toContain('000123454321');

      const notAgreed = await cancelRecurring(grace, { payPlanId: 15, policyId: String(tm.id), policyNumber: gracePolicy, userAgreedWithTerms: false });
      expect(notAgreed.status).toBe(422);
      const cancel = await cancelRecurring(grace, { payPlanId: 15, policyId: String(tm.id), policyNumber: gracePolicy, userAgreedWithTerms: true });
      expect(cancel.status).toBe(200);
      expect(cancel.body.result.recurringPayment).toBeNull();
      const [policy] = await sql(`select payment_plan_id, auto_pay from policy where id = ?`, [tm.id]);
      expect(policy).toMatchObject({ payment_plan_id: 15, auto_pay: false });
      const again = await cancelRecurring(grace, { payPlanId: 15, policyId: String(tm.id), policyNumber: gracePolicy, userAgreedWithTerms: true });
      expect([again.status, again.body.code]).toEqual([404, 'RECURRING_PAYMENT_NOT_FOUND']);
    });

    it('parallel set-ups of one policy leave exactly one active setup; parallel cancels: one succeeds, the others 404', async () => {
      const body = await setup('PPA1000101', cardSource());
      const saves = await Promise.all(Array.from({ length: 6 }, () => saveRecurring(demo, body)));
      expect(saves.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
      const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from payment_recurring where policy_number = 'PPA1000101' and status = 'active'`);
      expect(n).toBe(1);
      const cancels = await Promise.all(Array.from({ length: 5 }, async () => cancelRecurring(demo, await cancelBody('PPA1000101'))));
      expect(cancels.map((r) => r.status).sort()).toEqual([200, 404, 404, 404, 404]);
      const item = (await walletOf(demo)).items.find((i: Json) => i.walletItemId === demoCard.walletItemId);
      expect(item).toMatchObject({ inUse: false, inUseByPolicies: [] });
    });
  });

  describe('scheduled payments', () => {
    it("a customer without a wallet item is told 'A wallet account is required before using scheduled payments' (422)", async () => {
      // Priya has a wallet (beforeAll); a fresh wallet-less state: delete her only item, then add it back.
      const wallet = await walletOf(grace);
      await t.call('DELETE', `/api/payment/wallets/${wallet.walletId}/items/${graceBank.walletItemId}`, { headers: auth(grace) });
      const res = await addScheduled(grace, {
        policyNumber: gracePolicy,
        amount: 50,
        date: '2026-12-01',
        walletItemFundingAccountToken: graceBank.fundingAccountToken,
        walletItemId: graceBank.walletItemId,
      });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'SCHEDULED_WALLET_REQUIRED', errors: ['A wallet account is required before using scheduled payments'] });
      const back = await t.call('POST', '/api/payment/wallets', {
        body: {
          type: 'check',
          accountType: 1,
          routingNumber: '021000021',
          accountNumber: '000123456789',
          accountNumberConfirmation: '000123456789',
          firstName: 'Grace',
          lastName: 'Holloway',
        },
        headers: auth(grace),
      });
      graceBank = back.body.result.items[0];
    });

    it('adds a payment from a wallet card with its fee; lists it; a duplicate (same policy, method, date) answers 409 until confirmed', async () => {
      const feeReply = await fee(demo, { policyNumber: 'PPA1000101', amount: 150, walletItemFundingAccountToken: demoCard.fundingAccountToken });
      expect(feeReply.status).toBe(200);
      expect(feeReply.body.result.responseData).toEqual({ feeAmount: 4.43, success: true });
      const bankFee = await fee(demo, { policyNumber: 'PPA1000101', amount: 150, walletItemFundingAccountToken: demoBank.fundingAccountToken });
      expect(bankFee.body.result.responseData.feeAmount).toBe(0);

      const res = await addScheduled(demo, scheduled({ feeAmount: 4.43, emailAddress: 'demo@example.com; billing@example.com' }));
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({
        policyNumber: 'PPA1000101',
        paymentScheduleDate: '2026-12-10',
        paymentAmount: 150,
        feeAmount: 4.43,
        walletItemId: demoCard.walletItemId,
        lastFourDigits: '1111',
        emailAddress: 'demo@example.com; billing@example.com',
      });
      const list = await listScheduled(demo);
      expect(list.body.result.map((s: Json) => s.referenceId)).toContain(res.body.result.referenceId);
      const dup = await addScheduled(demo, scheduled());
      expect(dup.status).toBe(409);
      expect(dup.body).toMatchObject({ code: 'SCHEDULED_PAYMENT_DUPLICATE' });
      const confirmed = await addScheduled(demo, scheduled({ confirmDuplicate: true }));
      expect(confirmed.status).toBe(200);
      const item = (await walletOf(demo)).items.find((i: Json) => i.walletItemId === demoCard.walletItemId);
      expect(item).toMatchObject({ inUse: true, inUseByPolicies: ['PPA1000101'] });
    });

    it('refuses a date before tomorrow or after the term end, less than $10.00, a non-primary account-billed policy and a fee that differs', async () => {
      const todayRes = await addScheduled(demo, scheduled({ date: TODAY }));
      expect([todayRes.status, todayRes.body.code]).toEqual([422, 'SCHEDULED_PAYMENT_INVALID']);
      const tm = await term('PPA1000101');
      const late = new Date(Date.parse(tm.end_date) + 86_400_000).toISOString().slice(0, 10);
      expect((await addScheduled(demo, scheduled({ date: late }))).status).toBe(422);
      expect((await addScheduled(demo, scheduled({ date: tm.end_date, confirmDuplicate: true }))).status).toBe(200);
      expect((await addScheduled(demo, scheduled({ date: TOMORROW, confirmDuplicate: true }))).status).toBe(200);
      const small = await addScheduled(demo, scheduled({ amount: 9.99 }));
      expect(small.status).toBe(400);
      expect(small.body.fieldErrors.amount).toBe('Amount must be at least 10.');
      const cents = await addScheduled(demo, scheduled({ amount: 10.005 }));
      expect(cents.status).toBe(400);
      const nonPrimary = await addScheduled(demo, scheduled({ policyNumber: 'PPA1000102' }));
      expect(nonPrimary.status).toBe(422);
      expect(nonPrimary.body.errors[0]).toMatch(/^Scheduled payments are available only for In-Force policies/);
      const feeChanged = await addScheduled(demo, scheduled({ feeAmount: 1, confirmDuplicate: true }));
      expect([feeChanged.status, feeChanged.body.code]).toEqual([422, 'SCHEDULED_PAYMENT_INVALID']);
      const badDate = await addScheduled(demo, scheduled({ date: '12/10/2026' }));
      expect(badDate.status).toBe(400);
      const smallFee = await fee(demo, { policyNumber: 'PPA1000101', amount: 5, walletItemFundingAccountToken: demoCard.fundingAccountToken });
      expect(smallFee.status).toBe(400);
    });

    it("another customer's policy, wallet item and scheduled payment answer 404 for GET, POST, DELETE and the fee", async () => {
      const mine = (await listScheduled(demo)).body.result[0];
      const list = await listScheduled(grace, '?policyNumbers=PPA1000101');
      expect([list.status, list.body.code]).toEqual([404, 'POLICY_NOT_FOUND']);
      expect((await listScheduled(grace)).body.result).toEqual([]);
      const post = await addScheduled(grace, scheduled({ walletItemFundingAccountToken: graceBank.fundingAccountToken, walletItemId: graceBank.walletItemId }));
      expect([post.status, post.body.code]).toEqual([404, 'POLICY_NOT_FOUND']);
      const item = await addScheduled(grace, scheduled({ policyNumber: gracePolicy }));
      expect([item.status, item.body.code]).toEqual([404, 'WALLET_ITEM_NOT_FOUND']);
      const mismatched = await addScheduled(demo, scheduled({ walletItemId: demoBank.walletItemId }));
      expect([mismatched.status, mismatched.body.code]).toEqual([404, 'WALLET_ITEM_NOT_FOUND']);
      const del = await deleteScheduled(grace, { referenceId: mine.referenceId, policyNumber: mine.policyNumber });
      expect([del.status, del.body.code]).toEqual([404, 'SCHEDULED_PAYMENT_NOT_FOUND']);
      const feeReply = await fee(grace, { policyNumber: gracePolicy, amount: 50, walletItemFundingAccountToken: demoCard.fundingAccountToken });
      expect([feeReply.status, feeReply.body.code]).toEqual([404, 'WALLET_ITEM_NOT_FOUND']);
      const feePolicy = await fee(grace, { policyNumber: 'PPA1000101', amount: 50, walletItemFundingAccountToken: graceBank.fundingAccountToken });
      expect([feePolicy.status, feePolicy.body.code]).toEqual([404, 'POLICY_NOT_FOUND']);
      expect((await listScheduled(demo)).body.result.map((s: Json) => s.referenceId)).toContain(mine.referenceId);
    });

    it('deletes one (with its keys checked), then answers 404 for it; parallel deletes of one payment: exactly one succeeds', async () => {
      const a = (await addScheduled(demo, scheduled({ date: '2026-12-15', confirmDuplicate: true }))).body.result;
      const wrongKey = await deleteScheduled(demo, { referenceId: a.referenceId, policyNumber: a.policyNumber, keyIdentifier: 'sp-nope' });
      expect(wrongKey.status).toBe(404);
      const ok = await deleteScheduled(demo, {
        referenceId: a.referenceId,
        policyNumber: a.policyNumber,
        keyIdentifier: a.keyIdentifier,
        fiservScheduledPaymentId: a.scheduledPaymentId,
      });
      expect(ok.status).toBe(200);
      expect(ok.body.result.map((s: Json) => s.referenceId)).not.toContain(a.referenceId);
      expect((await deleteScheduled(demo, { referenceId: a.referenceId, policyNumber: a.policyNumber })).status).toBe(404);

      const b = (await addScheduled(demo, scheduled({ date: '2026-12-16', confirmDuplicate: true }))).body.result;
      const deletes = await Promise.all(Array.from({ length: 5 }, () => deleteScheduled(demo, { referenceId: b.referenceId, policyNumber: b.policyNumber })));
      expect(deletes.map((r) => r.status).sort()).toEqual([200, 404, 404, 404, 404]);
    });

    it('parallel adds of the same policy, method and date without confirmation: exactly one is added, the others 409', async () => {
      const body = scheduled({ date: '2026-12-20', walletItemFundingAccountToken: demoBank.fundingAccountToken, walletItemId: demoBank.walletItemId });
      const replies = await Promise.all(Array.from({ length: 5 }, () => addScheduled(demo, body)));
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
      const [{ n }] = await sql<{ n: number }>(
        `select count(*)::int as n from payment_scheduled where schedule_date = '2026-12-20' and funding_account_token = ? and status = 'scheduled'`,
        [demoBank.fundingAccountToken],
      );
      expect(n).toBe(1);
    });

    it('deleting a wallet item while a scheduled payment is added for it: one wins, never both (no payment left on a deleted item)', async () => {
      for (let i = 0; i < 4; i++) {
        const added = await t.call('POST', '/api/payment/wallets', {
          body: {
            type: 'check',
            accountType: 1,
            routingNumber: '021000021',
            accountNumber: `00012345${6700 + i}`,
            accountNumberConfirmation: `00012345${6700 + i}`,
            firstName: 'Emily',
            lastName: 'Carter',
          },
          headers: auth(demo),
        });
        const wallet = added.body.result;
        const item = (wallet.items as Json[]).find((x) => x.lastFourDigits === String(6700 + i))!;
        const [add, del] = await Promise.all([
          addScheduled(
            demo,
            scheduled({ date: '2026-12-21', walletItemFundingAccountToken: item.fundingAccountToken, walletItemId: item.walletItemId, confirmDuplicate: true }),
          ),
          t.call('DELETE', `/api/payment/wallets/${wallet.walletId}/items/${item.walletItemId}`, { headers: auth(demo) }),
        ]);
        expect([
          [200, 422],
          [404, 200],
        ]).toContainEqual([add.status, del.status]);
        const orphans = await sql(`select 1 from payment_scheduled where funding_account_token = ? and wallet_item_id is null and status = 'scheduled'`, [
          item.fundingAccountToken,
        ]);
        expect(orphans).toEqual([]);
      }
    });

    it('switched off (isScheduledPaymentEnabled false): the settings say so and the calls answer 422 SCHEDULED_PAYMENTS_DISABLED', async () => {
      await sql(`update payment_settings set scheduled_payments_enabled = false where id = 1`);
      try {
        const settings = await t.call('GET', '/api/payment/settings', { headers: from() });
        expect(settings.body.result.isScheduledPaymentEnabled).toBe(false);
        const res = await listScheduled(demo);
        expect([res.status, res.body.code]).toEqual([422, 'SCHEDULED_PAYMENTS_DISABLED']);
      } finally {
        await sql(`update payment_settings set scheduled_payments_enabled = true where id = 1`);
      }
      expect((await t.call('GET', '/api/payment/settings', { headers: from() })).body.result.isScheduledPaymentEnabled).toBe(true);
    });
  });
});
