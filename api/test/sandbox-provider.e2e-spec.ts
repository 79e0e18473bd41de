import { MikroORM } from '@mikro-orm/postgresql';
import { Writable } from 'node:stream';
import request from 'supertest';
import { JWT_SIGNING_SECRET } from '../src/auth';
import { CARD_NUMBER_REFUSED, SandboxPaymentProvider, type FundingAccount, type ProviderSession } from '../src/payments';
import { SandboxFrameController } from '../src/payments/provider/sandbox/sandbox-frame.controller';
import { FRAME_SCRIPT_HASH, FRAME_STYLE_HASH } from '../src/payments/provider/sandbox/frame-page';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The built-in sandbox payment provider (api/src/payments/provider/sandbox): signed sessions,
 * the token vault, exactly-once sales, declines by test card, refunds, and the card-entry frame
 * with its own CSP and tokenising endpoint. Run on PostgreSQL (DATABASE_URL) and PGlite.
 */
jest.setTimeout(180_000);

const PUBLIC_URL = 'https://portal.example.test';

describe('Sandbox payment provider', () => {
  let t: TestApp;
  let provider: SandboxPaymentProvider;
  let orm: MikroORM;
  const sql = <T>(query: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(query, params);
  const subject = { kind: 'policy' as const, number: 'PPA1000101', emailAddress: 'demo@example.com' };
  let keyCounter = 0;
  const newKey = (label: string) => `test:${label}:${++keyCounter}:${Date.now()}`;
  const nextYear = new Date().getUTCFullYear() + 1;

  /** Every log line of the run (LOG_LEVEL=trace): searched for card and account numbers at the end. */
  const log: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      log.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL, LOG_LEVEL: 'trace' }, { logDestination: destination as never });
    provider = t.app.get(SandboxPaymentProvider);
    orm = t.app.get(MikroORM);
  });
  afterAll(() => t?.close());

  const tokens = (body: Record<string, unknown>) =>
    request(t.app.getHttpServer()).post('/sandbox-provider/tokens').set('content-type', 'application/json').send(body);

  async function cardToken(cardNumber: string, session?: ProviderSession): Promise<FundingAccount & { session: ProviderSession }> {
    const s = session ?? (await provider.createSession(subject));
    const res = await tokens({
      authorization: s.authToken,
      apiKey: provider.frameSettings().apiKey,
      sessionToken: s.sessionToken,
      cardNumber,
      expirationMonth: 12,
      expirationYear: nextYear,
      nameOnCard: 'Emily Carter',
      securityCode: cardNumber.startsWith('3') ? '1234' : '123',
      zipCode: '46032',
    });
    expect(res.status).toBe(201);
    return { ...(await provider.describe(res.body.fundingAccountToken))!, session: s };
  }

  describe('sessions', () => {
    it('issues a signed session that verifies, expires 10 minutes after issuedOn, and is refused once changed', async () => {
      const s = await provider.createSession(subject);
      expect(s.expiresOn.getTime() - s.issuedOn.getTime()).toBe(10 * 60 * 1000);
      expect((await provider.verifySession(s.sessionToken))?.authToken).toBe(s.authToken);
      expect(await provider.verifySession(s.sessionToken, new Date(s.expiresOn.getTime()))).toBeUndefined();
      expect(await provider.verifySession(`${s.sessionToken.slice(0, -3)}abc`)).toBeUndefined();
    });

    it('gives a wallet user a session too', async () => {
      const s = await provider.createSession({ kind: 'wallet-user', userId: '5c5b1f0e-55a8-4d39-a4f4-0d4f1d2b6a11' });
      expect(await provider.verifySession(s.sessionToken)).toBeDefined();
    });
  });

  describe('token vault', () => {
    it('keeps category, brand, last four, account type and behaviour, never a card number, security code or full account number', async () => {
      const card = await cardToken('5555555555554444');
      expect(card).toMatchObject({ fundingCategory: 'Credit', fundingMethod: 'mastercard', lastFour: '4444' });
      const bank = await provider.tokenizeBankAccount({
        routingNumber: '021000021',
        accountNumber: '000123456789',
        accountType: 2,
        firstName: 'Emily',
        lastName: 'Carter',
      });
      expect(bank).toMatchObject({ fundingCategory: 'Check', lastFour: '6789', bankAccountType: 2 });
      expect(bank.fundingMethod).toBeUndefined();

      const columns = await sql<{ column_name: string }>(
        `select column_name from information_schema.columns where table_name = 'sandbox_funding_account' order by column_name`,
      );
      expect(columns.map((c) => c.column_name)).toEqual([
        'bank_account_type',
        'behaviour',
        'brand',
        'card_expiry',
        'category',
        'created_at',
        'last_four',
        'session_id',
        'token',
      ]);
      // No stored value anywhere in the provider's tables holds the numbers typed.
      const dump = JSON.stringify(await sql(`select * from sandbox_funding_account`)) + JSON.stringify(await sql(`select * from sandbox_sale`));
      expect(dump).not.toContain('5555555555554444');
      expect(dump).not.toContain('000123456789');
      expect(dump).not.toMatch(/"(123|1234)"/);
    });

    it('refuses a bank account with a bad routing checksum or account number', async () => {
      await expect(
        provider.tokenizeBankAccount({ routingNumber: '021000022', accountNumber: '123456789', accountType: 1, firstName: 'A', lastName: 'B' }),
      ).rejects.toThrow(/INVALID_ROUTING_NUMBER/);
      await expect(
        provider.tokenizeBankAccount({ routingNumber: '021000021', accountNumber: '123456789012345678', accountType: 1, firstName: 'A', lastName: 'B' }),
      ).rejects.toThrow(/INVALID_ACCOUNT_NUMBER/);
    });

    it('describes an unknown token as undefined', async () => {
      expect(await provider.describe('sbx_fa_nope')).toBeUndefined();
    });
  });

  describe('sale', () => {
    it('approves a test card and charges it once under 20 parallel sales with one idempotency key', async () => {
      const card = await cardToken('4111111111111111');
      const key = newKey('parallel');
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          provider.sale({
            fundingAccountToken: card.fundingAccountToken,
            sessionToken: card.session.sessionToken,
            amountCents: 12345,
            idempotencyKey: key,
            reference: 'PPA1000101',
          }),
        ),
      );
      expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
      expect(results[0]).toMatchObject({ status: 'approved', approvedCents: 12345 });
      const rows = await sql<{ n: string }>(`select count(*) as n from sandbox_sale where idempotency_key = ?`, [key]);
      expect(Number(rows[0]!.n)).toBe(1);
      expect(await provider.lookupSale(key)).toEqual(results[0]);
    });

    it('charges once when 20 parallel sales with one key name a token nobody knows (the unique key settles it)', async () => {
      const key = newKey('unknown-token');
      const results = await Promise.all(
        Array.from({ length: 20 }, () => provider.sale({ fundingAccountToken: 'sbx_fa_missing', amountCents: 500, idempotencyKey: key, reference: 'X' })),
      );
      expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
      expect(results[0]).toMatchObject({ status: 'declined', statusDescriptions: ['INVALID_TOKEN: The funding account token is not known'] });
    });

    it('refuses to reuse a key for another amount', async () => {
      const card = await cardToken('4111111111111111');
      const key = newKey('reuse');
      await provider.sale({ fundingAccountToken: card.fundingAccountToken, amountCents: 1000, idempotencyKey: key, reference: 'P' });
      await expect(provider.sale({ fundingAccountToken: card.fundingAccountToken, amountCents: 2000, idempotencyKey: key, reference: 'P' })).rejects.toThrow(
        /idempotency key/,
      );
    });

    it.each([
      ['4000000000000002', 'DECLINED: The card issuer declined the payment (do not honor)'],
      ['4000000000009995', 'INSUFFICIENT_FUNDS: The card has insufficient funds'],
      ['4000000000000069', 'EXPIRED_CARD: The card has expired'],
    ])('declines test card %s with its provider status description, every time', async (number, description) => {
      const card = await cardToken(number);
      for (let i = 0; i < 2; i++) {
        const result = await provider.sale({
          fundingAccountToken: card.fundingAccountToken,
          amountCents: 2500,
          idempotencyKey: newKey('decline'),
          reference: 'PPA1000101',
        });
        expect(result).toMatchObject({ status: 'declined', statusDescriptions: [description] });
      }
    });

    it('declines the second-try card on its first sale and approves the retry (a new key); the first key still replays the decline', async () => {
      const card = await cardToken('4000000000000119');
      const firstKey = newKey('first-try');
      const first = await provider.sale({
        fundingAccountToken: card.fundingAccountToken,
        amountCents: 4200,
        idempotencyKey: firstKey,
        reference: 'PPA1000101',
      });
      expect(first).toMatchObject({ status: 'declined', statusDescriptions: [expect.stringMatching(/^PROCESSOR_UNAVAILABLE: /)] });
      const second = await provider.sale({
        fundingAccountToken: card.fundingAccountToken,
        amountCents: 4200,
        idempotencyKey: newKey('second-try'),
        reference: 'PPA1000101',
      });
      expect(second).toMatchObject({ status: 'approved', approvedCents: 4200 });
      expect(await provider.lookupSale(firstKey)).toEqual(first);
    });

    it('declines bank test accounts and approves the others', async () => {
      const bank = (accountNumber: string) =>
        provider.tokenizeBankAccount({ routingNumber: '011000015', accountNumber, accountType: 1, firstName: 'E', lastName: 'C' });
      const declined = await provider.sale({
        fundingAccountToken: (await bank('000000000021')).fundingAccountToken,
        amountCents: 100,
        idempotencyKey: newKey('ach'),
        reference: 'P',
      });
      expect(declined).toMatchObject({ status: 'declined', statusDescriptions: ['R01: Insufficient funds'] });
      const approved = await provider.sale({
        fundingAccountToken: (await bank('000123456789')).fundingAccountToken,
        amountCents: 100,
        idempotencyKey: newKey('ach'),
        reference: 'P',
      });
      expect(approved.status).toBe('approved');
    });

    it('refuses a card token charged in another card-entry session than the one it was made in', async () => {
      const card = await cardToken('4111111111111111');
      const other = await provider.createSession(subject);
      const result = await provider.sale({
        fundingAccountToken: card.fundingAccountToken,
        sessionToken: other.sessionToken,
        amountCents: 100,
        idempotencyKey: newKey('session'),
        reference: 'P',
      });
      expect(result).toMatchObject({ status: 'declined', statusDescriptions: [expect.stringMatching(/^SESSION_MISMATCH/)] });
    });

    it('charges a card token in its own session after the 10 minutes are over (the frame expired, not the token)', async () => {
      const card = await cardToken('4111111111111111');
      const later = new SandboxPaymentProvider(orm, t.app.get<string>(JWT_SIGNING_SECRET), () => new Date(Date.now() + 60 * 60 * 1000));
      expect(await later.verifySession(card.session.sessionToken)).toBeUndefined();
      const result = await later.sale({
        fundingAccountToken: card.fundingAccountToken,
        sessionToken: card.session.sessionToken,
        amountCents: 700,
        idempotencyKey: newKey('late'),
        reference: 'P',
      });
      expect(result.status).toBe('approved');
    });

    it('answers unknown for a key it never saw (reconciliation of a sale that never reached it)', async () => {
      expect(await provider.lookupSale(newKey('never'))).toEqual({ status: 'unknown' });
    });

    it('refuses amounts that are not positive whole cents', async () => {
      await expect(provider.sale({ fundingAccountToken: 'x', amountCents: 10.5, idempotencyKey: newKey('float'), reference: 'P' })).rejects.toThrow(RangeError);
      await expect(provider.sale({ fundingAccountToken: 'x', amountCents: 0, idempotencyKey: newKey('zero'), reference: 'P' })).rejects.toThrow(RangeError);
    });
  });

  describe('refund', () => {
    it('gives back part then the rest of an approved sale, once per key, never more than was charged', async () => {
      const card = await cardToken('4111111111111111');
      const sale = await provider.sale({
        fundingAccountToken: card.fundingAccountToken,
        amountCents: 10000,
        idempotencyKey: newKey('to-refund'),
        reference: 'P',
      });
      if (sale.status !== 'approved') throw new Error('expected an approved sale');
      const key = newKey('refund');
      const parallel = await Promise.all(Array.from({ length: 5 }, () => provider.refund(sale.providerReference, 6000, key)));
      expect(new Set(parallel.map((r) => JSON.stringify(r))).size).toBe(1);
      expect(parallel[0]!.status).toBe('refunded');
      expect(await provider.refund(sale.providerReference, 5000, newKey('refund'))).toEqual({ status: 'failed' });
      expect((await provider.refund(sale.providerReference, 4000, newKey('refund'))).status).toBe('refunded');
      const [row] = await sql<{ refunded_cents: number }>(`select refunded_cents from sandbox_sale where reference = ?`, [sale.providerReference]);
      expect(Number(row!.refunded_cents)).toBe(10000);
    });

    it('refuses to refund a declined sale or an unknown reference', async () => {
      const card = await cardToken('4000000000000002');
      const sale = await provider.sale({
        fundingAccountToken: card.fundingAccountToken,
        amountCents: 1000,
        idempotencyKey: newKey('declined'),
        reference: 'P',
      });
      expect(await provider.refund(sale.providerReference!, 1000, newKey('refund'))).toEqual({ status: 'failed' });
      expect(await provider.refund('sbx_tx_nope', 1000, newKey('refund'))).toEqual({ status: 'failed' });
    });
  });

  describe('card-entry frame', () => {
    it('is served outside /api with its own strict CSP, embeddable only by the portal', async () => {
      const res = await request(t.app.getHttpServer()).get('/sandbox-provider/frame?collectSecurityCode=1&collectZipCode=1');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain(`script-src ${FRAME_SCRIPT_HASH}`);
      expect(csp).toContain(`style-src ${FRAME_STYLE_HASH}`);
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain(`frame-ancestors 'self' ${PUBLIC_URL}`);
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers['x-frame-options']).toBeUndefined();
      // A page that opens the frame as a window of its own loses its handle on it (no init from there).
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['cache-control']).toBe('no-store');
      for (const label of ['Card number', 'Expiration month', 'Expiration year', 'Name on card', 'Security code', 'Billing zip code']) {
        expect(res.text).toContain(`>${label}</label>`);
      }
    });

    it('leaves out the security code and zip when the settings do not collect them', async () => {
      const res = await request(t.app.getHttpServer()).get('/sandbox-provider/frame');
      expect(res.text).not.toContain('id="securityCode"');
      expect(res.text).not.toContain('id="zipCode"');
    });

    it('is not a route of the /api contract', () => {
      const served = t.routes.filter((r) => r.url.startsWith('/sandbox-provider'));
      expect(served.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
        expect.arrayContaining(['GET /sandbox-provider/frame', 'POST /sandbox-provider/tokens']),
      );
      expect(t.routes.some((r) => r.url.startsWith('/api/') && r.url.includes('sandbox'))).toBe(false);
      expect(SandboxFrameController).toBeDefined();
    });

    it("tokenises a card typed into the frame and answers the spec's iframeResponse", async () => {
      const s = await provider.createSession(subject);
      const res = await tokens({
        authorization: s.authToken,
        apiKey: provider.frameSettings().apiKey,
        sessionToken: s.sessionToken,
        cardNumber: '3782 822463 10005',
        expirationMonth: 1,
        expirationYear: nextYear,
        nameOnCard: 'Emily Carter',
        securityCode: '1234',
        securityCodeRequired: true,
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        statusCode: 'Created',
        fundingAccountToken: expect.stringMatching(/^sbx_fa_/),
        fundingCategory: 'Credit',
        fundingMethod: 'american-express',
        fundingAccountLastFourDigits: '0005',
      });
      expect(JSON.stringify(res.body)).not.toContain('378282246310005');
    });

    it('refuses a bad card with provider status descriptions, and an expired or forged session with 401', async () => {
      const s = await provider.createSession(subject);
      const base = {
        authorization: s.authToken,
        apiKey: provider.frameSettings().apiKey,
        sessionToken: s.sessionToken,
        expirationMonth: 1,
        expirationYear: nextYear,
        nameOnCard: 'E C',
      };
      const bad = await tokens({ ...base, cardNumber: '4111111111111112', zipCodeRequired: true });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({
        statusCode: 'Failed',
        statusDescriptions: ['INVALID_CARD_NUMBER: The card number is not valid', 'INVALID_ZIP_CODE: The billing zip code is not valid'],
      });
      const forged = await tokens({ ...base, cardNumber: '4111111111111111', authorization: 'sbxa.forged' });
      expect(forged.status).toBe(401);
      expect(forged.body.statusDescriptions).toEqual(['UNAUTHORIZED: The card-entry session was not authorized']);
      const expired = await tokens({ ...base, cardNumber: '4111111111111111', sessionToken: `${s.sessionToken}x` });
      expect(expired.status).toBe(401);
      const noBody = await request(t.app.getHttpServer()).post('/sandbox-provider/tokens').set('content-type', 'application/json').send('{}');
      expect(noBody.status).toBe(401);
    });
  });

  describe('the portal API', () => {
    it('refuses a card number in any /api body with 400 VALIDATION_FAILED naming the field, before the call runs', async () => {
      const res = await t.call('POST', '/api/account/verifypolicy', { body: { policyNumber: '4111 1111 1111 1111', policyHolder: 'Emily Carter' } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', fieldErrors: { policyNumber: CARD_NUMBER_REFUSED } });
      expect(JSON.stringify(res.body)).not.toContain('4111');
    });

    it('does not take a bank account number for a card number', async () => {
      const res = await t.call('POST', '/api/account/verifypolicy', {
        body: { policyNumber: 'PPA1000101', policyHolder: 'Emily Carter', accountNumber: '4111111111111111' },
      });
      expect(res.body.fieldErrors?.accountNumber).not.toBe(CARD_NUMBER_REFUSED);
    });
  });

  describe('logs', () => {
    it('never hold a card number, security code or full bank account number used above', () => {
      expect(log.length).toBeGreaterThan(0);
      const text = log.join('\n');
      // Requests outside /api are not access-logged; this guards every line the sandbox, the ORM
      // or an error handler wrote while the cards and accounts above went through.
      for (const secret of [
        '4111111111111111',
        '5555555555554444',
        '378282246310005',
        '3782 822463 10005',
        '4111111111111112',
        '000123456789',
        '000000000021',
      ]) {
        expect(text).not.toContain(secret);
      }
      expect(text).not.toMatch(/"securityCode":"\d/);
    });
  });
});
