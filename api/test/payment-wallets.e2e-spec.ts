import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { SandboxPaymentProvider, WalletItemUsage, type ProviderSession } from '../src/payments';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The wallet (doc 2 §3-§5, §7) on the real application, PostgreSQL and the sandbox payment
 * provider: items are provider tokens (a card from the frame, a bank account tokenised by the
 * provider), the Wallet edit rules, delete only when not in use, the wallet email, the settings
 * switches, another customer's ids answering 404 for every call, and Pay Now charging the
 * caller's own wallet item while refusing anyone else's and any in a one-time payment.
 */
jest.setTimeout(180_000);

type Json = Record<string, any>;

const DEMO = { username: 'demo@example.com', password: 'Harbor-Light-42' };
const PRIYA = { username: 'priya.raman@example.com', password: 'Harbor-Guest-42' };
const APPROVE = '4111111111111111';
const BANK_OK = '000123456789';
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

describe('payment wallets', () => {
  let t: TestApp;
  let provider: SandboxPaymentProvider;
  let ip = 0;
  const orm = () => t.app.get(MikroORM).em.fork();
  const sql = <T = Json>(query: string, params: unknown[] = []) => orm().getConnection().execute<T[]>(query, params);
  const from = () => ({ 'X-Forwarded-For': `198.18.9.${(++ip % 250) + 1}` });
  const auth = (token: string) => ({ ...from(), Authorization: `Bearer ${token}` });
  let demo: string;
  let priya: string;

  const login = async ({ username, password }: { username: string; password: string }) => {
    const res = await t.call('POST', '/api/account/login', { body: { username, password, rememberMe: false }, headers: from() });
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status}`);
    return res.body.result.token as string;
  };

  /** A card typed into the sandbox's frame: the funding account token and its session. */
  const card = async (cardNumber = APPROVE): Promise<{ fundingAccountToken: string; sessionToken: string }> => {
    const session: ProviderSession = await provider.createSession({ kind: 'policy', number: 'PPA1000101', emailAddress: 'demo@example.com' });
    const res = await request(t.app.getHttpServer()).post('/sandbox-provider/tokens').set('content-type', 'application/json').send({
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
    return { fundingAccountToken: res.body.fundingAccountToken, sessionToken: session.sessionToken };
  };
  const cardItem = async (extra: Json = {}) => ({ type: 'credit', cardExpireMonth: 12, cardExpireYear: NEXT_YEAR, fiserv: await card(), ...extra });
  const bankItem = (extra: Json = {}) => ({
    type: 'check',
    accountType: 1,
    routingNumber: '021000021',
    accountNumber: BANK_OK,
    accountNumberConfirmation: BANK_OK,
    firstName: 'Emily',
    lastName: 'Carter',
    ...extra,
  });

  const wallets = (token: string | null, query = '') => t.call('GET', `/api/payment/wallets${query}`, { headers: token ? auth(token) : from() });
  const add = (token: string | null, body: unknown) => t.call('POST', '/api/payment/wallets', { body, headers: token ? auth(token) : from() });
  const saveEmail = (token: string | null, walletId: string, emailAddress: string) =>
    t.call('POST', `/api/payment/wallets/${walletId}`, { body: { emailAddress }, headers: token ? auth(token) : from() });
  const update = (token: string | null, walletId: string, itemId: string, body: unknown) =>
    t.call('POST', `/api/payment/wallets/${walletId}/items/${itemId}`, { body, headers: token ? auth(token) : from() });
  const remove = (token: string | null, walletId: string, itemId: string) =>
    t.call('DELETE', `/api/payment/wallets/${walletId}/items/${itemId}`, { headers: token ? auth(token) : from() });

  /** Adds an item and answers the wallet and the new item (the last one). */
  const added = async (token: string, body: unknown) => {
    const res = await add(token, body);
    if (res.status !== 200) throw new Error(`add: ${res.status} ${JSON.stringify(res.body)}`);
    const wallet = res.body.result as Json;
    return { wallet, item: wallet.items[wallet.items.length - 1] as Json };
  };

  const setBalance = async (policyNumber: string, outstanding: number, payInFull = outstanding) => {
    await sql(
      `update policy set outstanding_balance = ?, pay_in_full_amount = ?, outstanding_balance_due_date = case when ? > 0 then current_date + 5 else null end
       where id = (select id from policy where policy_number = ? and status <> 'Future' order by effective_date desc limit 1)`,
      [outstanding, payInFull, outstanding, policyNumber],
    );
  };
  const line = (policyNumber: string, amount: number, paymentOption = 'Current Balance') => ({ policyNumber, amount, paymentOption });
  const pay = (token: string, body: unknown) => t.call('POST', '/api/payment', { body, headers: { ...auth(token), 'Idempotency-Key': randomUUID() } });
  const salesFor = (fundingToken: string) =>
    sql<{ status: string; amount_cents: number }>(`select status, amount_cents from sandbox_sale where funding_account_token = ?`, [fundingToken]);
  const setWalletSettings = (walletEnabled: boolean, allowUse: boolean) =>
    sql(`update payment_settings set wallet_enabled = ?, allow_use_of_wallet_items = ? where id = 1`, [walletEnabled, allowUse]);

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT_PER_15_MINUTES: '1000', RATE_LIMIT_PER_MINUTE: '100000' });
    provider = t.app.get(SandboxPaymentProvider);
    demo = await login(DEMO);
    priya = await login(PRIYA);
  });
  afterAll(() => t?.close());
  afterEach(() => setWalletSettings(true, true));

  it('refuses every wallet call without a bearer token (401)', async () => {
    const id = randomUUID();
    const replies = await Promise.all([
      wallets(null),
      add(null, bankItem()),
      saveEmail(null, id, 'a@example.com'),
      update(null, id, id, { nickname: 'x' }),
      remove(null, id, id),
    ]);
    expect(replies.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
  });

  describe('GET /api/payment/auth for a wallet (userId)', () => {
    const userIdOf = async (token: string) => (await t.call('GET', '/api/profile', { headers: auth(token) })).body.result.id as string;
    const walletSession = (token: string | null, userId: string) =>
      t.call('GET', `/api/payment/auth?userId=${userId}`, { headers: token ? auth(token) : from() });

    it("opens a frame session for the caller's own user id, and a card typed into it is saved to the wallet", async () => {
      const res = await walletSession(demo, await userIdOf(demo));
      expect(res.status).toBe(200);
      expect(res.body.result).toEqual(expect.objectContaining({ authToken: expect.any(String), sessionToken: expect.any(String) }));
      const session = await provider.verifySession(res.body.result.sessionToken);
      expect(session).toBeDefined();
      const framed = await request(t.app.getHttpServer()).post('/sandbox-provider/tokens').set('content-type', 'application/json').send({
        authorization: res.body.result.authToken,
        apiKey: provider.frameSettings().apiKey,
        sessionToken: res.body.result.sessionToken,
        cardNumber: APPROVE,
        expirationMonth: 12,
        expirationYear: NEXT_YEAR,
        nameOnCard: 'Emily Carter',
        securityCode: '123',
        zipCode: '46032',
      });
      expect(framed.status).toBe(201);
      const { item } = await added(demo, {
        type: 'credit',
        cardExpireMonth: 12,
        cardExpireYear: NEXT_YEAR,
        fiserv: { fundingAccountToken: framed.body.fundingAccountToken, sessionToken: res.body.result.sessionToken },
      });
      expect(item.fundingAccountToken).toBe(framed.body.fundingAccountToken);
    });

    it("answers another user's id with 404 WALLET_NOT_FOUND and no session", async () => {
      const res = await walletSession(demo, await userIdOf(priya));
      expect(res.status).toBe(404);
      expect(res.body).toEqual(expect.objectContaining({ success: false, code: 'WALLET_NOT_FOUND', result: null }));
    });

    it('refuses a userId without a bearer token (401) and with a bad one (401)', async () => {
      const id = await userIdOf(demo);
      const anonymous = await walletSession(null, id);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe('AUTH_TOKEN_MISSING');
      const bad = await t.call('GET', `/api/payment/auth?userId=${id}`, { headers: { ...from(), Authorization: 'Bearer not-a-token' } });
      expect(bad.status).toBe(401);
    });

    it('refuses a userId mixed with a policy number, and a userId that is not a uuid (400)', async () => {
      const id = await userIdOf(demo);
      const mixed = await t.call('GET', `/api/payment/auth?userId=${id}&policyNumber=PPA1000101&emailAddress=demo%40example.com`, { headers: auth(demo) });
      expect(mixed.status).toBe(400);
      expect(mixed.body.code).toBe('VALIDATION_FAILED');
      const notUuid = await t.call('GET', '/api/payment/auth?userId=42', { headers: auth(demo) });
      expect(notUuid.status).toBe(400);
    });

    it('still needs the email address with a policy number (400), and still serves it anonymously', async () => {
      const noEmail = await t.call('GET', '/api/payment/auth?policyNumber=PPA1000101', { headers: from() });
      expect(noEmail.status).toBe(400);
      expect(noEmail.body.code).toBe('VALIDATION_FAILED');
      const anonymous = await t.call('GET', '/api/payment/auth?policyNumber=PPA1000101&emailAddress=demo%40example.com', { headers: from() });
      expect(anonymous.status).toBe(200);
    });
  });

  it("serves the demo customer's seeded wallet (a Visa and a checking account) and pays with its saved card", async () => {
    const res = await wallets(demo);
    expect(res.status).toBe(200);
    const items = res.body.result[0].items as Json[];
    expect(items.slice(0, 2)).toEqual([
      // The demo's recurring payment and scheduled payments (issue 12) use both, so both are in use.
      expect.objectContaining({
        nickname: 'Everyday Visa',
        fundingCategory: 'Credit',
        fundingMethod: 'visa',
        lastFourDigits: '1111',
        inUse: true,
        inUseByPolicies: ['PPA1000101'],
      }),
      expect.objectContaining({ nickname: '6789', fundingCategory: 'Check', bankAccountType: 1, firstName: 'Emily', lastName: 'Carter', inUse: true }),
    ]);
    await setBalance('PPA1000101', 25);
    const paid = await pay(demo, {
      policies: [line('PPA1000101', 25)],
      sources: [{ type: 'check', emailAddress: 'demo@example.com', fiserv: { fundingAccountToken: items[1].fundingAccountToken } }],
    });
    expect(paid.body.result.status).toBe('Success');
  });

  it('answers an empty list for a user without a wallet (the "No Wallets" state)', async () => {
    await sql(`delete from payment_wallet where user_id = (select id from user_account where email = ?)`, [PRIYA.username]);
    const res = await wallets(priya);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual([]);
  });

  describe('adding items', () => {
    it('saves a card from the frame as its token, brand, last four and expiry; the nickname defaults to the last four; no card number is stored', async () => {
      const body = await cardItem();
      const { wallet, item } = await added(demo, body);
      expect(wallet).toMatchObject({ consumerName: 'Emily Carter', walletId: expect.any(String) });
      expect(item).toMatchObject({
        fundingAccountToken: body.fiserv.fundingAccountToken,
        fundingCategory: 'Credit',
        fundingMethod: 'visa',
        lastFourDigits: '1111',
        nickname: '1111',
        cardExpireMonth: 12,
        cardExpireYear: NEXT_YEAR,
        bankAccountType: null,
        inUse: false,
        inUseByPolicies: [],
      });
      const rows = await sql(`select * from payment_wallet_item where id = ?`, [item.walletItemId]);
      expect(JSON.stringify(rows)).not.toContain(APPROVE);
      expect(JSON.stringify(rows)).not.toContain('123');
    });

    it('tokenises a bank account through the provider and keeps only its last four digits and holder names', async () => {
      const { item } = await added(demo, bankItem({ nickname: 'Household checking' }));
      expect(item).toMatchObject({
        fundingCategory: 'Check',
        fundingMethod: null,
        lastFourDigits: '6789',
        nickname: 'Household checking',
        bankAccountType: 1,
        firstName: 'Emily',
        lastName: 'Carter',
        cardExpireMonth: null,
      });
      const rows = await sql(`select * from payment_wallet_item where id = ?`, [item.walletItemId]);
      expect(JSON.stringify(rows)).not.toContain(BANK_OK);
    });

    it('keeps one wallet per user: a second item joins the first wallet', async () => {
      const first = await added(demo, bankItem());
      const second = await added(demo, await cardItem());
      expect(second.wallet.walletId).toBe(first.wallet.walletId);
      expect(
        (await sql(`select count(*)::int as n from payment_wallet w join user_account u on u.id = w.user_id where u.email = ?`, [DEMO.username]))[0].n,
      ).toBe(1);
    });

    it('refuses a card number sent to the API (400, an unknown field), never storing it', async () => {
      const res = await add(demo, { ...(await cardItem()), cardNumber: APPROVE });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it('refuses a card without its expiry, and a bank account without names or with a failed checksum (400 on the field)', async () => {
      const noExpiry = await add(demo, await cardItem({ cardExpireMonth: undefined }));
      expect(noExpiry.status).toBe(400);
      expect(noExpiry.body.fieldErrors).toHaveProperty('cardExpireMonth');
      const noNames = await add(demo, bankItem({ firstName: ' ', lastName: undefined }));
      expect(noNames.status).toBe(400);
      expect(Object.keys(noNames.body.fieldErrors).sort()).toEqual(['firstName', 'lastName']);
      const badRouting = await add(demo, bankItem({ routingNumber: '021000022' }));
      expect(badRouting.status).toBe(400);
      expect(badRouting.body.fieldErrors.routingNumber).toBe('Incorrect number entered. Please check and re-enter to proceed with payment.');
    });

    it('refuses a token the provider does not know, and a card whose frame session is over (422 WALLET_ITEM_INVALID)', async () => {
      const unknown = await add(demo, await cardItem({ fiserv: { ...(await card()), fundingAccountToken: 'sbx-fa-unknown0000' } }));
      expect(unknown.status).toBe(422);
      expect(unknown.body).toMatchObject({ code: 'WALLET_ITEM_INVALID', errors: ['Payment Information is not valid'] });
      const expired = await add(demo, await cardItem({ fiserv: { ...(await card()), sessionToken: 'sbx-sess.bad.signature' } }));
      expect(expired.status).toBe(422);
      expect(expired.body.code).toBe('WALLET_ITEM_INVALID');
    });

    it("refuses to save another customer's token in a second wallet (422 WALLET_ITEM_INVALID)", async () => {
      const body = await cardItem();
      await added(demo, body);
      const res = await add(priya, { ...body, fiserv: { ...body.fiserv } });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('WALLET_ITEM_INVALID');
    });
  });

  describe('editing (doc 2 §5 Wallet edit)', () => {
    it('a card needs expiry month and year and the zip the settings collect; an empty nickname becomes the last four', async () => {
      const { wallet, item } = await added(demo, await cardItem({ nickname: 'Travel' }));
      const missing = await update(demo, wallet.walletId, item.walletItemId, { nickname: 'x' });
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.fieldErrors).sort()).toEqual(['cardExpireMonth', 'cardExpireYear', 'zipCode']);
      const bankField = await update(demo, wallet.walletId, item.walletItemId, {
        cardExpireMonth: 1,
        cardExpireYear: NEXT_YEAR + 1,
        zipCode: '46032',
        firstName: 'E',
      });
      expect(bankField.status).toBe(400);
      const ok = await update(demo, wallet.walletId, item.walletItemId, { nickname: '', cardExpireMonth: 1, cardExpireYear: NEXT_YEAR + 1, zipCode: '46032' });
      expect(ok.status).toBe(200);
      expect(ok.body.result.items.find((i: Json) => i.walletItemId === item.walletItemId)).toMatchObject({
        nickname: '1111',
        cardExpireMonth: 1,
        cardExpireYear: NEXT_YEAR + 1,
      });
    });

    it('a bank account needs first name, last name and account type', async () => {
      const { wallet, item } = await added(demo, bankItem());
      const missing = await update(demo, wallet.walletId, item.walletItemId, { nickname: 'Savings', lastName: 'Carter' });
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.fieldErrors).sort()).toEqual(['accountType', 'firstName']);
      const ok = await update(demo, wallet.walletId, item.walletItemId, { nickname: 'Savings', firstName: 'Em', lastName: 'Carter-Lee', accountType: 2 });
      expect(ok.status).toBe(200);
      expect(ok.body.result.items.find((i: Json) => i.walletItemId === item.walletItemId)).toMatchObject({
        nickname: 'Savings',
        firstName: 'Em',
        lastName: 'Carter-Lee',
        bankAccountType: 2,
      });
    });

    it('the wallet email (Edit Information) must not be empty', async () => {
      const { wallet } = await added(demo, bankItem());
      const empty = await saveEmail(demo, wallet.walletId, '');
      expect(empty.status).toBe(400);
      const ok = await saveEmail(demo, wallet.walletId, 'emily.wallet@example.com');
      expect(ok.status).toBe(200);
      expect(ok.body.result.consumerEmail).toBe('emily.wallet@example.com');
    });
  });

  describe('deleting', () => {
    it('deletes an item no payment uses', async () => {
      const { wallet, item } = await added(demo, bankItem());
      const res = await remove(demo, wallet.walletId, item.walletItemId);
      expect(res.status).toBe(200);
      expect(res.body.result.items.map((i: Json) => i.walletItemId)).not.toContain(item.walletItemId);
    });

    it('refuses to delete an item a recurring or scheduled payment uses (422 WALLET_ITEM_IN_USE), and lists the policies using it', async () => {
      const { wallet, item } = await added(demo, await cardItem());
      const usage = t.app.get(WalletItemUsage);
      const unregister = usage.register(async (_userId, tokens) =>
        tokens.includes(item.fundingAccountToken) ? [{ fundingAccountToken: item.fundingAccountToken, policyNumber: 'PPA1000101' }] : [],
      );
      try {
        const listed = await wallets(demo);
        expect(listed.body.result[0].items.find((i: Json) => i.walletItemId === item.walletItemId)).toMatchObject({
          inUse: true,
          inUseByPolicies: ['PPA1000101'],
        });
        const onOther = await wallets(demo, '?policyNumbers=HOM2000101');
        expect(onOther.body.result[0].items.find((i: Json) => i.walletItemId === item.walletItemId)).toMatchObject({ inUse: false, inUseByPolicies: [] });
        const res = await remove(demo, wallet.walletId, item.walletItemId);
        expect(res.status).toBe(422);
        expect(res.body.code).toBe('WALLET_ITEM_IN_USE');
        expect(await sql(`select id from payment_wallet_item where id = ?`, [item.walletItemId])).toHaveLength(1);
      } finally {
        unregister();
      }
      expect((await remove(demo, wallet.walletId, item.walletItemId)).status).toBe(200);
    });
  });

  describe("another customer's identifiers answer 404", () => {
    let demoWallet: Json;
    let demoItem: Json;
    let priyaWallet: Json;
    let priyaItem: Json;
    beforeAll(async () => {
      ({ wallet: demoWallet, item: demoItem } = await added(demo, bankItem()));
      ({ wallet: priyaWallet, item: priyaItem } = await added(priya, bankItem({ firstName: 'Priya', lastName: 'Raman' })));
    });

    it("GET with another customer's policy number: 404 POLICY_NOT_FOUND", async () => {
      const res = await wallets(demo, '?policyNumbers=PPA1000501');
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('POLICY_NOT_FOUND');
    });

    it("the wallet email of another customer's wallet: 404 WALLET_NOT_FOUND, nothing changed", async () => {
      const res = await saveEmail(demo, priyaWallet.walletId, 'thief@example.com');
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('WALLET_NOT_FOUND');
      expect((await sql(`select consumer_email from payment_wallet where id = ?`, [priyaWallet.walletId]))[0].consumer_email).not.toBe('thief@example.com');
    });

    it("editing another customer's item: 404 through their wallet id and through one's own", async () => {
      const edit = { nickname: 'mine', firstName: 'X', lastName: 'Y', accountType: 2 };
      const theirs = await update(demo, priyaWallet.walletId, priyaItem.walletItemId, edit);
      expect(theirs.status).toBe(404);
      expect(theirs.body.code).toBe('WALLET_NOT_FOUND');
      const mixed = await update(demo, demoWallet.walletId, priyaItem.walletItemId, edit);
      expect(mixed.status).toBe(404);
      expect(mixed.body.code).toBe('WALLET_ITEM_NOT_FOUND');
      expect((await sql(`select nickname from payment_wallet_item where id = ?`, [priyaItem.walletItemId]))[0].nickname).not.toBe('mine');
    });

    it("deleting another customer's item: 404 through their wallet id and through one's own, the item kept", async () => {
      expect((await remove(demo, priyaWallet.walletId, priyaItem.walletItemId)).body.code).toBe('WALLET_NOT_FOUND');
      expect((await remove(demo, demoWallet.walletId, priyaItem.walletItemId)).body.code).toBe('WALLET_ITEM_NOT_FOUND');
      expect((await remove(priya, demoWallet.walletId, demoItem.walletItemId)).status).toBe(404);
      expect(await sql(`select id from payment_wallet_item where id in (?, ?)`, [priyaItem.walletItemId, demoItem.walletItemId])).toHaveLength(2);
    });

    it('an id that is not a uuid is a 400, not a 500', async () => {
      const res = await update(demo, 'not-a-uuid', 'x', { nickname: 'x' });
      expect(res.status).toBe(400);
    });
  });

  describe('settings', () => {
    it('isWalletEnabled off: the settings say so and every wallet call answers 422 WALLET_DISABLED', async () => {
      const { wallet, item } = await added(demo, bankItem());
      await setWalletSettings(false, true);
      const settings = await t.call('GET', '/api/payment/settings', { headers: from() });
      expect(settings.body.result).toMatchObject({ isWalletEnabled: false, allowUseOfWalletItems: false });
      const replies = await Promise.all([
        wallets(demo),
        add(demo, bankItem()),
        saveEmail(demo, wallet.walletId, 'x@example.com'),
        update(demo, wallet.walletId, item.walletItemId, { firstName: 'a', lastName: 'b', accountType: 1 }),
        remove(demo, wallet.walletId, item.walletItemId),
      ]);
      expect(replies.map((r) => r.body.code)).toEqual(Array(5).fill('WALLET_DISABLED'));
    });

    it('both on by default', async () => {
      const settings = await t.call('GET', '/api/payment/settings', { headers: from() });
      expect(settings.body.result).toMatchObject({ isWalletEnabled: true, allowUseOfWalletItems: true });
    });
  });

  describe('Pay Now with a wallet item', () => {
    it("pays with the caller's saved card by its token, without a frame session, charging it once at the provider", async () => {
      await setBalance('PPA1000101', 120.5);
      const { item } = await added(demo, await cardItem());
      const res = await pay(demo, {
        policies: [line('PPA1000101', 120.5)],
        sources: [{ type: 'credit', emailAddress: 'demo@example.com', fiserv: { fundingAccountToken: item.fundingAccountToken } }],
      });
      expect(res.status).toBe(200);
      expect(res.body.result.status).toBe('Success');
      const sales = await salesFor(item.fundingAccountToken);
      expect(sales).toHaveLength(1);
      expect(sales[0].status).toBe('approved');
    });

    it("pays with the caller's saved bank account by its token (no account fields)", async () => {
      await setBalance('PPA1000101', 80);
      const { item } = await added(demo, bankItem());
      const res = await pay(demo, {
        policies: [line('PPA1000101', 80)],
        sources: [{ type: 'check', emailAddress: 'demo@example.com', fiserv: { fundingAccountToken: item.fundingAccountToken } }],
      });
      expect(res.status).toBe(200);
      expect(res.body.result.status).toBe('Success');
      expect(await salesFor(item.fundingAccountToken)).toEqual([expect.objectContaining({ status: 'approved', amount_cents: 8000 })]);
    });

    it("refuses another customer's wallet item, with or without a session: 422 'Payment Information is not valid', nothing charged", async () => {
      await setBalance('PPA1000101', 50);
      const { item } = await added(priya, await cardItem());
      const own = await card();
      for (const fiserv of [
        { fundingAccountToken: item.fundingAccountToken },
        { fundingAccountToken: item.fundingAccountToken, sessionToken: own.sessionToken },
      ]) {
        const res = await pay(demo, { policies: [line('PPA1000101', 50)], sources: [{ type: 'credit', emailAddress: 'demo@example.com', fiserv }] });
        expect(res.status).toBe(422);
        expect(res.body).toMatchObject({ code: 'PAYMENT_METHODS_INVALID', errors: ['Payment Information is not valid'] });
      }
      expect(await salesFor(item.fundingAccountToken)).toEqual([]);
    });

    it('refuses a wallet item when allowUseOfWalletItems is off, and a card token without a session that is not a wallet item', async () => {
      await setBalance('PPA1000101', 50);
      const { item } = await added(demo, await cardItem());
      await setWalletSettings(true, false);
      const off = await pay(demo, {
        policies: [line('PPA1000101', 50)],
        sources: [{ type: 'credit', emailAddress: 'demo@example.com', fiserv: { fundingAccountToken: item.fundingAccountToken } }],
      });
      expect(off.status).toBe(422);
      expect(off.body.code).toBe('PAYMENT_METHODS_INVALID');
      await setWalletSettings(true, true);
      const loose = await card();
      const noSession = await pay(demo, {
        policies: [line('PPA1000101', 50)],
        sources: [{ type: 'credit', emailAddress: 'demo@example.com', fiserv: { fundingAccountToken: loose.fundingAccountToken } }],
      });
      expect(noSession.status).toBe(422);
      expect(noSession.body.code).toBe('PAYMENT_SESSION_EXPIRED');
      expect(await salesFor(item.fundingAccountToken)).toEqual([]);
    });

    it('a one-time payment never accepts a wallet item, even with a valid frame session', async () => {
      await setBalance('PPA1000101', 60);
      const { item } = await added(demo, await cardItem());
      const found = await t.call('POST', '/api/policy/onetime', {
        body: { policies: ['PPA1000101'], policyHolder: 'Emily Carter', zip: '46032' },
        headers: from(),
      });
      expect(found.status).toBe(200);
      const res = await t.call('POST', '/api/payment/onetime', {
        body: {
          oneTimeToken: found.body.result.oneTimeToken,
          policies: [line('PPA1000101', 60)],
          sources: [
            {
              type: 'credit',
              emailAddress: 'visitor@example.com',
              fiserv: { fundingAccountToken: item.fundingAccountToken, sessionToken: (await card()).sessionToken },
            },
          ],
        },
        headers: { ...from(), 'Idempotency-Key': randomUUID() },
      });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'PAYMENT_METHODS_INVALID', errors: ['Payment Information is not valid'] });
      expect(await salesFor(item.fundingAccountToken)).toEqual([]);
    });
  });

  describe('Add to wallet from Pay Now (doc 2 §3 addToWallet, walletNickname)', () => {
    const DECLINE = '4000000000000002';
    const itemsByToken = (token: string) => sql<{ nickname: string }>(`select nickname from payment_wallet_item where funding_account_token = ?`, [token]);
    const payKeyed = (token: string, key: string, body: unknown) =>
      t.call('POST', '/api/payment', { body, headers: { ...auth(token), 'Idempotency-Key': key } });

    it('an approved card payment adds the card once, with its nickname and the expiry the frame took; a replay of its key adds none', async () => {
      await setBalance('PPA1000101', 75);
      const fiserv = await card();
      const body = {
        policies: [line('PPA1000101', 75)],
        sources: [{ type: 'credit', emailAddress: 'demo@example.com', fiserv, addToWallet: true, walletNickname: 'Paid card' }],
      };
      const key = randomUUID();
      const first = await payKeyed(demo, key, body);
      expect(first.status).toBe(200);
      expect(first.body.result.status).toBe('Success');
      expect(await itemsByToken(fiserv.fundingAccountToken)).toEqual([expect.objectContaining({ nickname: 'Paid card' })]);
      const listed = (await wallets(demo)).body.result[0].items.find((i: Json) => i.fundingAccountToken === fiserv.fundingAccountToken);
      expect(listed).toMatchObject({ cardExpireMonth: 12, cardExpireYear: NEXT_YEAR, lastFourDigits: '1111' });
      const replay = await payKeyed(demo, key, body);
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual(first.body);
      expect(await itemsByToken(fiserv.fundingAccountToken)).toHaveLength(1);
      expect(await salesFor(fiserv.fundingAccountToken)).toHaveLength(1);
    });

    it('an approved bank payment adds the bank account (its token, last four and names)', async () => {
      await setBalance('PPA1000101', 40);
      const before = (await wallets(demo)).body.result[0]?.items.length ?? 0;
      const res = await pay(demo, {
        policies: [line('PPA1000101', 40)],
        sources: [{ ...bankItem(), emailAddress: 'demo@example.com', addToWallet: true, walletNickname: 'House account' }],
      });
      expect(res.status).toBe(200);
      expect(res.body.result.status).toBe('Success');
      const items = (await wallets(demo)).body.result[0].items as Json[];
      expect(items).toHaveLength(before + 1);
      expect(items.at(-1)).toMatchObject({
        nickname: 'House account',
        fundingCategory: 'Check',
        lastFourDigits: '6789',
        firstName: 'Emily',
        lastName: 'Carter',
      });
    });

    it('a declined payment adds nothing', async () => {
      await setBalance('PPA1000101', 30);
      const fiserv = await card(DECLINE);
      const res = await pay(demo, {
        policies: [line('PPA1000101', 30)],
        sources: [{ type: 'credit', emailAddress: 'demo@example.com', fiserv, addToWallet: true, walletNickname: 'Declined card' }],
      });
      expect(res.status).toBe(200);
      expect(res.body.result.status).not.toBe('Success');
      expect(await itemsByToken(fiserv.fundingAccountToken)).toEqual([]);
    });

    it("add to wallet without a nickname: 422 'Wallet Nickname is required', nothing charged or added", async () => {
      await setBalance('PPA1000101', 20);
      const fiserv = await card();
      const res = await pay(demo, {
        policies: [line('PPA1000101', 20)],
        sources: [{ type: 'credit', emailAddress: 'demo@example.com', fiserv, addToWallet: true, walletNickname: '  ' }],
      });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'PAYMENT_METHODS_INVALID', errors: ['Wallet Nickname is required'] });
      expect(await salesFor(fiserv.fundingAccountToken)).toEqual([]);
      expect(await itemsByToken(fiserv.fundingAccountToken)).toEqual([]);
    });

    it('a one-time payment refuses add to wallet (400 on the field), nothing charged', async () => {
      await setBalance('PPA1000101', 25);
      const found = await t.call('POST', '/api/policy/onetime', {
        body: { policies: ['PPA1000101'], policyHolder: 'Emily Carter', zip: '46032' },
        headers: from(),
      });
      expect(found.status).toBe(200);
      const fiserv = await card();
      const res = await t.call('POST', '/api/payment/onetime', {
        body: {
          oneTimeToken: found.body.result.oneTimeToken,
          policies: [line('PPA1000101', 25)],
          sources: [{ type: 'credit', emailAddress: 'visitor@example.com', fiserv, addToWallet: true, walletNickname: 'Visitor card' }],
        },
        headers: { ...from(), 'Idempotency-Key': randomUUID() },
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.body)).toContain('A one-time payment cannot add to a wallet');
      expect(await salesFor(fiserv.fundingAccountToken)).toEqual([]);
      expect(await itemsByToken(fiserv.fundingAccountToken)).toEqual([]);
    });

    it('refuses add to wallet while isWalletEnabled is off (400 on the field), nothing charged', async () => {
      await setBalance('PPA1000101', 18);
      await setWalletSettings(false, false);
      const fiserv = await card();
      const res = await pay(demo, {
        policies: [line('PPA1000101', 18)],
        sources: [{ type: 'credit', emailAddress: 'demo@example.com', fiserv, addToWallet: true, walletNickname: 'Off card' }],
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('The wallet is not available.');
      expect(await salesFor(fiserv.fundingAccountToken)).toEqual([]);
    });

    it('refuses add to wallet for a saved wallet item and for a bank account without the holder names (400)', async () => {
      await setBalance('PPA1000101', 15);
      const { item } = await added(demo, await cardItem());
      const saved = await pay(demo, {
        policies: [line('PPA1000101', 15)],
        sources: [
          {
            type: 'credit',
            emailAddress: 'demo@example.com',
            fiserv: { fundingAccountToken: item.fundingAccountToken },
            addToWallet: true,
            walletNickname: 'Again',
          },
        ],
      });
      expect(saved.status).toBe(400);
      const nameless = await pay(demo, {
        policies: [line('PPA1000101', 15)],
        sources: [{ ...bankItem({ firstName: undefined, lastName: undefined }), emailAddress: 'demo@example.com', addToWallet: true, walletNickname: 'House' }],
      });
      expect(nameless.status).toBe(400);
      expect(JSON.stringify(nameless.body)).toContain('First Name is required.');
      expect(await salesFor(item.fundingAccountToken)).toEqual([]);
    });
  });
});
