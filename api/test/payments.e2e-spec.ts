import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { JwtCodec, type JwtClaims } from '../src/auth/jwt';
import { PaymentReconciler, SandboxPaymentProvider, type ProviderSession } from '../src/payments';
import { mailsTo } from './support/outbox';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Pay Now and the one-time payment on the real application, PostgreSQL and the sandbox payment
 * provider: exactly-once charges per Idempotency-Key, the ledger, declines, split payments,
 * fees, receipts, ownership, the agent flags, the one-time flow and the reconciliation of a
 * payment left pending by a crash between the provider's approval and the ledger write.
 */
jest.setTimeout(180_000);

type Json = Record<string, any>;

const DEMO = { username: 'demo@example.com', password: 'Harbor-Light-42' };
const PRIYA = { username: 'priya.raman@example.com', password: 'Harbor-Guest-42' };
const APPROVE = '4111111111111111';
const DECLINE = '4000000000000002';
const BANK_OK = '000123456789';
const BANK_DECLINE = '000000000013';

describe('payments', () => {
  let t: TestApp;
  let provider: SandboxPaymentProvider;
  let ip = 0;
  const orm = () => t.app.get(MikroORM).em.fork();
  const sql = <T = Json>(query: string, params: unknown[] = []) => orm().getConnection().execute<T[]>(query, params);
  const from = () => ({ 'X-Forwarded-For': `198.18.7.${(++ip % 250) + 1}` });
  const auth = (token: string) => ({ ...from(), Authorization: `Bearer ${token}` });
  let demo: string;
  let other: string;

  const login = async ({ username, password }: { username: string; password: string }) => {
    const res = await t.call('POST', '/api/account/login', { body: { username, password, rememberMe: false }, headers: from() });
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status}`);
    return res.body.result.token as string;
  };

  /** A card typed into the sandbox's frame: the funding account token and its session, as the wizard sends them. */
  const card = async (cardNumber = APPROVE): Promise<{ fundingAccountToken: string; sessionToken: string }> => {
    const session: ProviderSession = await provider.createSession({ kind: 'policy', number: 'PPA1000101', emailAddress: 'demo@example.com' });
    const res = await request(t.app.getHttpServer())
      .post('/sandbox-provider/tokens')
      .set('content-type', 'application/json')
      .send({
        authorization: session.authToken,
        apiKey: provider.frameSettings().apiKey,
        sessionToken: session.sessionToken,
        cardNumber,
        expirationMonth: 12,
        expirationYear: new Date().getUTCFullYear() + 1,
        nameOnCard: 'Emily Carter',
        securityCode: '123',
        zipCode: '46032',
      });
    if (res.status !== 201) throw new Error(`sandbox tokens: ${res.status} ${JSON.stringify(res.body)}`);
    return { fundingAccountToken: res.body.fundingAccountToken, sessionToken: session.sessionToken };
  };
  const cardSource = async (extra: Json = {}, cardNumber = APPROVE) => ({
    type: 'credit',
    emailAddress: 'demo@example.com',
    fiserv: await card(cardNumber),
    ...extra,
  });
  const bankSource = (accountNumber = BANK_OK, extra: Json = {}) => ({
    type: 'check',
    emailAddress: 'demo@example.com',
    accountType: 1,
    routingNumber: '021000021',
    accountNumber,
    accountNumberConfirmation: accountNumber,
    firstName: 'Emily',
    lastName: 'Carter',
    ...extra,
  });

  const pay = (token: string | null, body: unknown, key: string | null = randomUUID()) =>
    t.call('POST', '/api/payment', { body, headers: { ...(token ? auth(token) : from()), ...(key ? { 'Idempotency-Key': key } : {}) } });

  /** Puts a policy's current term (and nothing else) at a known balance, so each test starts from its own numbers. */
  const setBalance = async (policyNumber: string, outstanding: number, payInFull = outstanding) => {
    await sql(
      `update policy set outstanding_balance = ?, pay_in_full_amount = ?, outstanding_balance_due_date = case when ? > 0 then current_date + 5 else null end
       where id = (select id from policy where policy_number = ? and status <> 'Future' order by effective_date desc limit 1)`,
      [outstanding, payInFull, outstanding, policyNumber],
    );
  };
  const policy = async (token: string, policyNumber: string) => {
    const res = await t.call('POST', '/api/policy', { body: { policies: [policyNumber] }, headers: auth(token) });
    return res.body.result[0] as Json;
  };
  const paymentItems = (policyNumber: string) =>
    sql<{ payment_amount: string; description: string }>(
      `select b.payment_amount, b.description from billing_item b join policy p on p.id = b.policy_id where p.policy_number = ? and b.posting_key like 'payment:%' order by b.id`,
      [policyNumber],
    );
  const salesFor = (token: string) =>
    sql<{ status: string; amount_cents: number }>(`select status, amount_cents from sandbox_sale where funding_account_token = ?`, [token]);
  const line = (policyNumber: string, amount: number, paymentOption = 'Current Balance') => ({ policyNumber, amount, paymentOption });

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT_PER_15_MINUTES: '1000', RATE_LIMIT_PER_MINUTE: '100000' });
    provider = t.app.get(SandboxPaymentProvider);
    demo = await login(DEMO);
    other = await login(PRIYA);
  });
  afterAll(() => t?.close());

  describe('reads without a bearer token', () => {
    it('serves the payment settings: split payments on, the online maximum and minimum, the frame', async () => {
      const res = await t.call('GET', '/api/payment/settings', { headers: from() });
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({
        canMakePayments: true,
        allowSplitPayments: true,
        numberOfPoliciesToAllowOnSplitPayments: 0,
        numberOfPaymentMethodsToAllowOnSplitPayments: 2,
        maximumVendorPaymentAmount: 10000,
        minimumPaymentAmount: 10,
        fiservUrl: provider.frameSettings().frameUrl,
      });
    });

    it('opens a card-entry session that expires 10 minutes after issuedOn', async () => {
      const res = await t.call('GET', '/api/payment/auth?policyNumber=PPA1000101&emailAddress=demo%40example.com', { headers: from() });
      expect(res.status).toBe(200);
      const { issuedOn, expiresOn, sessionToken } = res.body.result;
      expect(new Date(expiresOn).getTime() - new Date(issuedOn).getTime()).toBe(10 * 60 * 1000);
      expect(await provider.verifySession(sessionToken)).toBeDefined();
    });

    it('names the bank of a routing number; a failed checksum is 400 with the spec message, an unknown bank 404', async () => {
      const ok = await t.call('GET', '/api/payment/bankname/021000021', { headers: from() });
      expect(ok.body.result).toEqual({ routingNumber: '021000021', bankName: 'JPMORGAN CHASE BANK, NA' });
      const bad = await t.call('GET', '/api/payment/bankname/021000022', { headers: from() });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual(['Incorrect number entered. Please check and re-enter to proceed with payment.']);
      const unknown = await t.call('GET', '/api/payment/bankname/123456780', { headers: from() });
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('PAYMENT_BANK_NOT_FOUND');
    });

    it('says whether a card fee applies on a date (signed in) and today (one-time)', async () => {
      expect((await t.call('GET', '/api/payment/shouldCalculateFee/2026-11-25', { headers: auth(demo) })).body.result).toEqual({ shouldCalculateFee: true });
      expect((await t.call('GET', '/api/payment/shouldCalculateFee/2019-12-31', { headers: auth(demo) })).body.result).toEqual({ shouldCalculateFee: false });
      expect((await t.call('GET', '/api/payment/shouldCalculateFee/2026-02-30', { headers: auth(demo) })).status).toBe(400);
      expect((await t.call('GET', '/api/payment/shouldCalculateFeeOneTime', { headers: from() })).body.result).toEqual({ shouldCalculateFee: true });
    });
  });

  describe('POST /api/payment refuses before charging', () => {
    it('refuses an anonymous caller (401)', async () => {
      const res = await pay(null, { policies: [line('PPA1000101', 238.1)], sources: [await cardSource()] });
      expect(res.status).toBe(401);
    });

    it('refuses a payment without an Idempotency-Key (400 IDEMPOTENCY_KEY_MISSING)', async () => {
      const res = await pay(demo, { policies: [line('PPA1000101', 238.1)], sources: [await cardSource()] }, null);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('IDEMPOTENCY_KEY_MISSING');
    });

    it('never takes a card number: a cardNumber field is refused as a field the call does not take', async () => {
      const res = await pay(demo, {
        policies: [line('PPA1000101', 238.1)],
        sources: [{ type: 'credit', emailAddress: 'demo@example.com', cardNumber: APPROVE }],
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.fieldErrors['sources.0.cardNumber']).toBeDefined();
      expect(JSON.stringify(await sql(`select * from payment`))).not.toContain(APPROVE);
    });

    it("answers 404 for another customer's policy, as the rest of the API", async () => {
      const res = await pay(other, { policies: [line('PPA1000101', 238.1)], sources: [await cardSource({ emailAddress: 'priya.raman@example.com' })] });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('POLICY_NOT_FOUND');
    });

    it('refuses a routing number whose ABA checksum fails on its field (400)', async () => {
      await setBalance('PPA1000101', 238.1);
      const res = await pay(demo, { policies: [line('PPA1000101', 238.1)], sources: [bankSource(BANK_OK, { routingNumber: '021000022' })] });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ 'sources.0.routingNumber': 'Incorrect number entered. Please check and re-enter to proceed with payment.' });
    });

    it('enforces doc 2 §5 with its messages: custom below the balance, over the maximum, methods not adding up, no email', async () => {
      await setBalance('PPA1000101', 238.1, 1428.6);
      const below = await pay(demo, { policies: [line('PPA1000101', 100, 'Custom Payment')], sources: [await cardSource()] });
      expect(below.status).toBe(422);
      expect(below.body).toMatchObject({ code: 'PAYMENT_AMOUNTS_INVALID', errors: ['Amount must be greater than or equal to $238.10', 'Invalid amounts'] });

      await sql(`update payment_settings set maximum_payment_cents = 30000 where id = 1`);
      const over = await pay(demo, { policies: [line('PPA1000101', 400, 'Custom Payment')], sources: [await cardSource()] });
      await sql(`update payment_settings set maximum_payment_cents = 1000000 where id = 1`);
      expect(over.body.errors).toEqual([
        'Must be less than $300.00',
        'Payments greater than $300.00 cannot be made online.  Please contact customer service at 800-555-0199.',
        'Invalid amounts',
      ]);

      const split = await pay(demo, {
        policies: [line('PPA1000101', 238.1)],
        sources: [
          await cardSource({ amounts: [{ policyNumber: 'PPA1000101', amount: 100 }] }),
          bankSource(BANK_OK, { amounts: [{ policyNumber: 'PPA1000101', amount: 100 }] }),
        ],
      });
      expect(split.body).toMatchObject({ code: 'PAYMENT_METHODS_INVALID', errors: ['All payment methods must add up to $238.10'] });

      const noEmail = await pay(demo, { policies: [line('PPA1000101', 238.1)], sources: [await cardSource({ emailAddress: undefined })] });
      expect(noEmail.body).toMatchObject({ code: 'PAYMENT_METHODS_INVALID', errors: ['Email Address is required'] });

      const none = await pay(demo, { policies: [], sources: [await cardSource()] });
      expect(none.body.errors).toEqual(['At least one policy must be selected']);
      const noMethod = await pay(demo, { policies: [line('PPA1000101', 238.1)], sources: [] });
      expect(noMethod.body.errors).toEqual(['At least one payment method must be entered']);
      expect(await paymentItems('PPA1000101')).toEqual([]);
    });

    it('refuses an expired card-entry session with the spec message', async () => {
      await setBalance('PPA1000101', 238.1);
      const source = await cardSource();
      source.fiserv.sessionToken = `${source.fiserv.sessionToken.slice(0, -4)}AAAA`;
      const res = await pay(demo, { policies: [line('PPA1000101', 238.1)], sources: [source] });
      expect(res.body).toMatchObject({ code: 'PAYMENT_SESSION_EXPIRED', errors: ['Time has expired, if you wish to continue, please start over.'] });
    });

    it('refuses payments while canMakePayments is off, with the contact message', async () => {
      await sql(`update system_toggles set can_make_payments = false`);
      const res = await pay(demo, { policies: [line('PPA1000101', 238.1)], sources: [await cardSource()] });
      await sql(`update system_toggles set can_make_payments = true`);
      expect(res.body).toMatchObject({
        code: 'PAYMENTS_UNAVAILABLE',
        errors: [
          'We are currently experiencing issues accepting payments. Please contact Customer Service at 800-555-0199. We apologize for the inconvenience.',
        ],
      });
    });
  });

  describe('paying', () => {
    it('pays the balance by card: a billing item (itemType 2), balance and due flags at once, the fee as its own line, a receipt', async () => {
      await setBalance('PPA1000101', 238.1);
      const before = await policy(demo, 'PPA1000101');
      expect(before.isSoonDue).toBe(true);
      const source = await cardSource();
      const fee = await t.call('POST', '/api/payment/calculateFee', {
        body: { policies: [line('PPA1000101', 238.1)], sources: [source] },
        headers: auth(demo),
      });
      expect(fee.body.result).toEqual({ responseData: [{ policyNumber: 'PPA1000101', feeAmount: 7.02 }], totalFeeAmount: 7.02 });

      const res = await pay(demo, { policies: [line('PPA1000101', 238.1)], sources: [{ ...source, feeAmount: 7.02 }] });
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({ status: 'Success', totalAmount: 238.1, totalFeeAmount: 7.02 });
      const [confirmation] = res.body.result.confirmations;
      expect(confirmation).toMatchObject({
        number: 'PPA1000101',
        status: 'Approved',
        amount: 238.1,
        feeAmount: 7.02,
        method: { type: 'credit', brand: 'visa', lastFour: '1111' },
      });
      expect(confirmation.confirmationNumber).toMatch(/^HM-[A-Z0-9]{8}$/);

      expect(await salesFor(source.fiserv.fundingAccountToken)).toEqual([{ status: 'approved', amount_cents: 24512 }]);
      const items = await paymentItems('PPA1000101');
      expect(items).toEqual([{ payment_amount: '238.10', description: `Payment - Thank You (${confirmation.confirmationNumber})` }]);
      const after = await policy(demo, 'PPA1000101');
      expect(after).toMatchObject({ outstandingBalance: 0, isSoonDue: false, isPastDue: false });
      expect(after.billing.billingItems[0]).toMatchObject({ itemType: 2, paymentAmount: 238.1 });
      const [receipt] = await mailsTo(t, 'demo@example.com');
      expect(receipt.subject).toBe(`Payment receipt ${confirmation.confirmationNumber}`);
      expect(receipt.text).toContain('Policy PPA1000101: $238.10');
      expect(receipt.text).toContain('Convenience fee: $7.02');
      expect(receipt.text).toContain('Visa card ending in 1111');
    });

    it('50 parallel submissions with one key: exactly one charge, one ledger entry, every reply the same or 409', async () => {
      await setBalance('PPA1000101', 238.1);
      await sql(`delete from billing_item where posting_key like 'payment:%'`);
      const key = randomUUID();
      const body = { policies: [line('PPA1000101', 238.1)], sources: [bankSource()] };
      const replies = await Promise.all(Array.from({ length: 50 }, () => pay(demo, body, key)));
      const statuses = replies.map((r) => r.status);
      expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
      expect(replies.filter((r) => r.status === 409).every((r) => r.body.code === 'IDEMPOTENCY_KEY_IN_FLIGHT')).toBe(true);
      const ok = replies.filter((r) => r.status === 200).map((r) => r.body.result);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      for (const reply of ok) expect(reply).toEqual(ok[0]);
      expect(ok[0]).toMatchObject({ status: 'Success', totalAmount: 238.1 });
      expect(await paymentItems('PPA1000101')).toHaveLength(1);
      expect(await sql(`select count(*)::int as n from payment p join payment_request r on r.id = p.request_id where r.idempotency_key = ?`, [key])).toEqual([
        { n: 1 },
      ]);
      expect(
        await sql(
          `select count(*)::int as n from sandbox_sale s join payment p on p.provider_key = s.idempotency_key join payment_request r on r.id = p.request_id where r.idempotency_key = ?`,
          [key],
        ),
      ).toEqual([{ n: 1 }]);

      const again = await pay(demo, body, key);
      expect(again.status).toBe(200);
      expect(again.body.result).toEqual(ok[0]);
      const other = await pay(demo, { ...body, policies: [line('PPA1000101', 238.1, 'Total Balance')] }, key);
      expect(other.status).toBe(422);
      expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(await paymentItems('PPA1000101')).toHaveLength(1);
      // The bank account number is kept nowhere but as the vault's last four.
      expect(JSON.stringify(await sql(`select * from payment`))).not.toContain(BANK_OK);
      expect(JSON.stringify(await sql(`select * from payment_request`))).not.toContain(BANK_OK);
    });

    it('12 different payments at once all complete (more than the connection pool holds: none waits on a second connection)', async () => {
      await setBalance('PPA1000101', 0, 1428.6);
      await sql(`delete from billing_item where posting_key like 'payment:%'`);
      const body = { policies: [line('PPA1000101', 10, 'Custom Payment')], sources: [bankSource()] };
      const replies = await Promise.all(Array.from({ length: 12 }, () => pay(demo, body)));
      expect(replies.map((r) => [r.status, r.body.result?.status])).toEqual(Array.from({ length: 12 }, () => [200, 'Success']));
      expect(await paymentItems('PPA1000101')).toHaveLength(12);
      expect((await policy(demo, 'PPA1000101')).payInFullAmount).toBe(1308.6);
    }, 30_000);

    it('a declined card leaves the ledger and the balance unchanged and shows the provider status descriptions', async () => {
      await setBalance('PPA1000101', 238.1);
      await sql(`delete from billing_item where posting_key like 'payment:%'`);
      const res = await pay(demo, { policies: [line('PPA1000101', 238.1)], sources: [await cardSource({}, DECLINE)] });
      expect(res.status).toBe(200);
      expect(res.body.result.status).toBe('Failed');
      expect(res.body.result.confirmations[0]).toMatchObject({
        status: 'Declined',
        confirmationNumber: null,
        error: 'Failed to process payment. Please try again.',
        statusDescriptions: ['DECLINED - The card issuer declined the payment (do not honor)'],
      });
      expect(await paymentItems('PPA1000101')).toEqual([]);
      expect((await policy(demo, 'PPA1000101')).outstandingBalance).toBe(238.1);
    });

    it('a split across a card and a bank account: both approved, one line each; no fee on the bank part', async () => {
      await setBalance('PPA1000101', 238.1);
      await sql(`delete from billing_item where posting_key like 'payment:%'`);
      const res = await pay(demo, {
        policies: [line('PPA1000101', 238.1)],
        sources: [
          await cardSource({ amounts: [{ policyNumber: 'PPA1000101', amount: 100 }] }),
          bankSource(BANK_OK, { amounts: [{ policyNumber: 'PPA1000101', amount: 138.1 }] }),
        ],
      });
      expect(res.body.result).toMatchObject({ status: 'Success', totalAmount: 238.1, totalFeeAmount: 2.95 });
      expect(res.body.result.confirmations.map((c: Json) => [c.amount, c.feeAmount, c.method.type, c.method.bankName])).toEqual([
        [100, 2.95, 'credit', null],
        [138.1, 0, 'check', 'JPMORGAN CHASE BANK, NA'],
      ]);
      expect((await paymentItems('PPA1000101')).map((i) => i.payment_amount)).toEqual(['100.00', '138.10']);
    });

    it('a split whose bank part is declined: PartialFailure, the ledger holds exactly the approved card part', async () => {
      await setBalance('PPA1000101', 238.1);
      await sql(`delete from billing_item where posting_key like 'payment:%'`);
      const res = await pay(demo, {
        policies: [line('PPA1000101', 238.1)],
        sources: [
          await cardSource({ amounts: [{ policyNumber: 'PPA1000101', amount: 100 }] }),
          bankSource(BANK_DECLINE, { amounts: [{ policyNumber: 'PPA1000101', amount: 138.1 }] }),
        ],
      });
      expect(res.body.result.status).toBe('PartialFailure');
      expect(res.body.result.confirmations.map((c: Json) => c.status)).toEqual(['Approved', 'Declined']);
      expect((await paymentItems('PPA1000101')).map((i) => i.payment_amount)).toEqual(['100.00']);
      expect((await policy(demo, 'PPA1000101')).outstandingBalance).toBe(138.1);
    });

    it('refuses a split when split payments are off', async () => {
      await setBalance('PPA1000101', 238.1);
      await sql(`update payment_settings set allow_split_payments = false where id = 1`);
      const res = await pay(demo, {
        policies: [line('PPA1000101', 238.1)],
        sources: [
          await cardSource({ amounts: [{ policyNumber: 'PPA1000101', amount: 100 }] }),
          bankSource(BANK_OK, { amounts: [{ policyNumber: 'PPA1000101', amount: 138.1 }] }),
        ],
      });
      await sql(`update payment_settings set allow_split_payments = true where id = 1`);
      expect(res.body.code).toBe('PAYMENT_METHODS_INVALID');
    });

    it('takes no card fee when the fee setting is off', async () => {
      await setBalance('PPA1000101', 238.1);
      await sql(`update payment_settings set card_fee_enabled = false where id = 1`);
      const source = await cardSource();
      const fee = await t.call('POST', '/api/payment/calculateFee', {
        body: { policies: [line('PPA1000101', 238.1)], sources: [source] },
        headers: auth(demo),
      });
      const should = await t.call('GET', '/api/payment/shouldCalculateFee/2026-11-25', { headers: auth(demo) });
      const res = await pay(demo, { policies: [line('PPA1000101', 238.1)], sources: [source] });
      await sql(`update payment_settings set card_fee_enabled = true where id = 1`);
      expect(fee.body.result.totalFeeAmount).toBe(0);
      expect(should.body.result.shouldCalculateFee).toBe(false);
      expect(res.body.result).toMatchObject({ status: 'Success', totalFeeAmount: 0 });
      expect(await salesFor(source.fiserv.fundingAccountToken)).toEqual([{ status: 'approved', amount_cents: 23810 }]);
    });
  });

  describe('agent flags', () => {
    it('refuses a bypass flag from a customer (403) and honours it for a staff member signed in as the customer', async () => {
      await setBalance('PPA1000101', 238.1, 1428.6);
      const body = async () => ({
        policies: [line('PPA1000101', 50, 'Custom Payment')],
        sources: [await cardSource({ emailAddress: undefined })],
        bypassAmountCheck: true,
        bypassEmailCheck: true,
      });
      const customer = await pay(demo, await body());
      expect(customer.status).toBe(403);
      expect(customer.body.code).toBe('PAYMENT_BYPASS_NOT_ALLOWED');

      const codec = t.app.get(JwtCodec);
      const claims = JSON.parse(Buffer.from(demo.split('.')[1], 'base64url').toString()) as JwtClaims;
      const agent = codec.sign({ ...claims, act: { sub: 'staff:agent-7' } } as JwtClaims);
      const res = await pay(agent, await body());
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({ status: 'Success', totalAmount: 50 });
    });
  });

  describe('crash between the provider approval and the ledger write', () => {
    it('is reconciled from the provider by the job: posted once, charged once, the key then replays the final reply', async () => {
      await setBalance('PPA1000101', 238.1);
      await sql(`delete from billing_item where posting_key like 'payment:%'`);
      // The database refuses payment billing items: the provider approves, the ledger write fails.
      await sql(`create or replace function refuse_payment_items() returns trigger language plpgsql as $$ begin raise exception 'simulated crash'; end $$`);
      await sql(
        `create trigger refuse_payment_items before insert on billing_item for each row when (new.posting_key like 'payment:%') execute function refuse_payment_items()`,
      );
      const key = randomUUID();
      const source = await cardSource();
      const body = { policies: [line('PPA1000101', 238.1)], sources: [source] };
      let res;
      try {
        res = await pay(demo, body, key);
      } finally {
        await sql(`drop trigger refuse_payment_items on billing_item`);
      }
      expect(res.status).toBe(200);
      expect(res.body.result.status).toBe('Pending');
      expect(await salesFor(source.fiserv.fundingAccountToken)).toHaveLength(1);
      expect(await paymentItems('PPA1000101')).toEqual([]);
      expect((await pay(demo, body, key)).status).toBe(409);

      const reconciler = t.app.get(PaymentReconciler);
      const report = await reconciler.reconcile(new Date(Date.now() + 3 * 60_000));
      expect(report).toMatchObject({ approved: 1, requestsCompleted: 1 });
      expect(await reconciler.reconcile(new Date(Date.now() + 4 * 60_000))).toMatchObject({ approved: 0 });
      expect(await paymentItems('PPA1000101')).toHaveLength(1);
      expect(await salesFor(source.fiserv.fundingAccountToken)).toHaveLength(1);
      const replay = await pay(demo, body, key);
      expect(replay.body.result).toMatchObject({ status: 'Success', totalAmount: 238.1 });
    });
  });

  describe('one-time payment without an account', () => {
    it('finds the policy by its details, pays it with the token and mails the receipt to the email entered', async () => {
      await setBalance('PPA1000101', 238.1);
      const wrong = await t.call('POST', '/api/policy/onetime', {
        body: { policies: ['PPA1000101'], policyHolder: 'Nobody Here', zip: '46032' },
        headers: from(),
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors).toEqual(['Matching Policy Not Found!']);

      const found = await t.call('POST', '/api/policy/onetime', {
        body: { policies: ['PPA1000101'], policyHolder: 'Emily Carter', zip: '46032' },
        headers: from(),
      });
      expect(found.status).toBe(200);
      const { oneTimeToken, policies } = found.body.result;
      expect(policies).toEqual([expect.objectContaining({ policyNumber: 'PPA1000101', outstandingBalance: 238.1 })]);

      const source = await cardSource({ emailAddress: 'visitor@example.com' });
      const fee = await t.call('POST', '/api/payment/calculateFeeOneTime', {
        body: { oneTimeToken, policies: [line('PPA1000101', 238.1)], sources: [source] },
        headers: from(),
      });
      expect(fee.body.result).toEqual({ responseData: [{ policyNumber: 'PPA1000101', feeAmount: 7.02 }], totalFeeAmount: 7.02 });
      const noKey = await t.call('POST', '/api/payment/onetime', {
        body: { oneTimeToken, policies: [line('PPA1000101', 238.1)], sources: [source] },
        headers: from(),
      });
      expect(noKey.status).toBe(400);
      const other = await t.call('POST', '/api/payment/onetime', {
        body: { oneTimeToken, policies: [line('HOM2000101', 10, 'Custom Payment')], sources: [source] },
        headers: { ...from(), 'Idempotency-Key': randomUUID() },
      });
      expect(other.body.code).toBe('PAYMENT_ONE_TIME_NOT_VERIFIED');
      const res = await t.call('POST', '/api/payment/onetime', {
        body: { oneTimeToken, policies: [line('PPA1000101', 238.1)], sources: [source] },
        headers: { ...from(), 'Idempotency-Key': randomUUID() },
      });
      expect(res.status).toBe(200);
      expect(res.body.result.status).toBe('Success');
      const [receipt] = await mailsTo(t, 'visitor@example.com');
      expect(receipt.subject).toBe(`Payment receipt ${res.body.result.confirmations[0].confirmationNumber}`);
      expect(
        await sql(`select payer_user_id, payer_email from payment where confirmation_number = ?`, [res.body.result.confirmations[0].confirmationNumber]),
      ).toEqual([{ payer_user_id: null, payer_email: 'visitor@example.com' }]);
    });

    it('refuses a one-time token once its 30 minutes are over', async () => {
      const found = await t.call('POST', '/api/policy/onetime', {
        body: { policies: ['PPA1000101'], policyHolder: 'Emily Carter', zip: '46032' },
        headers: from(),
      });
      const { oneTimeToken } = found.body.result;
      await sql(`update payment_one_time_grant set expires_at = now() - interval '1 second'`);
      const res = await t.call('POST', '/api/payment/onetime', {
        body: { oneTimeToken, policies: [line('PPA1000101', 238.1)], sources: [await cardSource({ emailAddress: 'visitor@example.com' })] },
        headers: { ...from(), 'Idempotency-Key': randomUUID() },
      });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'PAYMENT_ONE_TIME_NOT_VERIFIED', errors: ['Your verification has expired. Please verify your policy again.'] });
    });

    it('pays an account bill found by account number, spread over the account policies', async () => {
      const found = await t.call('POST', '/api/policy/onetime', {
        body: { accountNumber: '7700412835', policyHolder: 'Emily Carter', zip: '46032' },
        headers: from(),
      });
      expect(found.status).toBe(200);
      const primary = found.body.result.policies.find((p: Json) => p.isPrimaryAccountPolicy);
      expect(primary).toBeDefined();
      const amount = 25;
      const res = await t.call('POST', '/api/payment/onetime', {
        body: {
          oneTimeToken: found.body.result.oneTimeToken,
          policies: [line(primary.policyNumber, amount, 'Custom Payment')],
          sources: [bankSource(BANK_OK, { emailAddress: 'visitor@example.com' })],
        },
        headers: { ...from(), 'Idempotency-Key': randomUUID() },
      });
      // Nothing is due on the demo account bill, so a custom amount of at least $10.00 pays ahead.
      expect(primary.accountOutstandingBalance).toBe(0);
      expect(res.body.result).toMatchObject({ status: 'Success', totalAmount: amount });
      expect(res.body.result.confirmations[0].number).toBe('7700412835');
      const items = await sql<{ n: number }>(
        `select count(*)::int as n from billing_item b join policy p on p.id = b.policy_id join billing_account a on a.id = p.billing_account_id where a.account_number = '7700412835' and b.posting_key like 'payment:%'`,
      );
      expect(items[0].n).toBeGreaterThanOrEqual(1);
    });
  });
});
