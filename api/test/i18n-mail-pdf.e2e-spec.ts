import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { SandboxPaymentProvider } from '../src/payments';
import { mailsTo, waitForMail } from './support/outbox';
import { pdfText } from './support/pdf-text';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

/*
 * Issue 17: a customer's email is written in their saved language (user_account.locale, PUT
 * /api/profile/locale), and the labels of the policy PDFs in the caller's (the token's locale
 * claim, else Accept-Language); the ID card, US proof of insurance, stays English.
 */

/** Reads the reply body as bytes whatever its type. */
function binary(res: request.Response, callback: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

describe('emails and PDF labels in the customer language', () => {
  let t: TestApp;
  let ip = 0;
  const from = () => ({ 'X-Forwarded-For': `198.19.7.${++ip}` });
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.get(MikroORM).em.fork().getConnection().execute<T[]>(query, params);
  const login = async (username: string, password = 'Harbor-Guest-42'): Promise<string> => {
    const res = await t.call('POST', '/api/account/login', { body: { username, password, rememberMe: false }, headers: from() });
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status}`);
    return res.body.result.token as string;
  };
  const pdf = async (token: string, printUrl: string, extra: Record<string, string> = {}): Promise<string> => {
    let req = request(t.app.getHttpServer()).get(`/api/document?q=${encodeURIComponent(printUrl)}`);
    for (const [k, v] of Object.entries({ ...from(), Authorization: `Bearer ${token}`, ...extra })) req = req.set(k, v);
    const res = await req.buffer(true).parse(binary);
    expect(res.status).toBe(200);
    t.contract.check('GET', `/api/document?q=${printUrl}`, res);
    return (await pdfText(res.body as Buffer)).replace(/\s+/g, ' ');
  };

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true', DEV_MAILBOX: 'true', AUTH_RATE_LIMIT_PER_15_MINUTES: '1000', RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(() => t.close());

  describe('password reset email', () => {
    it('reaches a customer whose saved language is Spanish in Spanish, subject and body', async () => {
      const email = 'samuel.whitfield@example.com';
      const token = await login(email);
      expect((await t.call('PUT', '/api/profile/locale', { headers: { ...from(), Authorization: `Bearer ${token}` }, body: { locale: 'es-US' } })).status).toBe(
        200,
      );
      const started = new Date();
      // The forgot-password page is not signed in and may be in English: the saved language decides.
      const res = await t.call('POST', '/api/account/forgotpassword', { body: { email }, headers: { ...from(), 'Accept-Language': 'en-US' } });
      expect(res.status).toBe(200);
      const mail = await waitForMail(t, email, 'Restablezca su contraseña de Harbor Mutual', started);
      expect(mail.text).toContain('Recibimos una solicitud para restablecer la contraseña de su cuenta del portal.');
      expect(mail.text).toContain('vence en');
      expect(mail.text).toContain('Servicio al Cliente de Harbor Mutual');
      expect(mail.text).not.toMatch(/\b(password|your|the link|Customer Service)\b/i);
      expect(mail.html).toContain('Si el botón no funciona');
    });

    it('reaches a customer whose saved language is English in English, even when asked from a Spanish page', async () => {
      const email = 'priya.raman@example.com';
      expect((await sql<{ locale: string }>('select locale from user_account where email = ?', [email]))[0]?.locale).toBe('en-US');
      const started = new Date();
      await t.call('POST', '/api/account/forgotpassword', { body: { email }, headers: { ...from(), 'Accept-Language': 'es-US' } });
      const mail = await waitForMail(t, email, 'Reset your Harbor Mutual password', started);
      expect(mail.text).toContain('We received a request to reset the password of your portal account.');
      expect(mail.text).not.toMatch(/contraseña|Hola|Servicio/);
      expect((await mailsTo(t, email)).some((m) => m.subject.startsWith('Restablezca'))).toBe(false);
    });
  });

  describe('payment receipt', () => {
    /** A card typed into the sandbox's frame, as the wizard sends it (payments.e2e-spec.ts does the same). */
    const card = async () => {
      const provider = t.app.get(SandboxPaymentProvider);
      const session = await provider.createSession({ kind: 'policy', number: 'PPA1000101', emailAddress: 'demo@example.com' });
      const res = await request(t.app.getHttpServer())
        .post('/sandbox-provider/tokens')
        .set('content-type', 'application/json')
        .send({
          authorization: session.authToken,
          apiKey: provider.frameSettings().apiKey,
          sessionToken: session.sessionToken,
          cardNumber: '4111111111111111',
          expirationMonth: 12,
          expirationYear: new Date().getUTCFullYear() + 1,
          nameOnCard: 'Emily Carter',
          securityCode: '123',
          zipCode: '46032',
        });
      expect(res.status).toBe(201);
      return { fundingAccountToken: res.body.fundingAccountToken as string, sessionToken: session.sessionToken };
    };

    it("reaches a Spanish-speaking payer in Spanish: subject, lines and the card's name; amounts and dates in the US form", async () => {
      const email = 'demo@example.com';
      await sql(
        `update policy set outstanding_balance = 100, pay_in_full_amount = 100, outstanding_balance_due_date = current_date + 5
         where id = (select id from policy where policy_number = 'PPA1000101' and status <> 'Future' order by effective_date desc limit 1)`,
      );
      await sql("update user_account set locale = 'es-US' where email = ?", [email]);
      try {
        const token = await login(email, 'Harbor-Light-42');
        const source = { type: 'credit', emailAddress: email, fiserv: await card() };
        const body = { policies: [{ policyNumber: 'PPA1000101', amount: 100, paymentOption: 'Current Balance' }], sources: [source] };
        const fee = await t.call('POST', '/api/payment/calculateFee', { body, headers: { ...from(), Authorization: `Bearer ${token}` } });
        const started = new Date();
        const res = await t.call('POST', '/api/payment', {
          body: { ...body, sources: [{ ...source, feeAmount: fee.body.result.totalFeeAmount }] },
          headers: { ...from(), Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
        });
        expect(res.status).toBe(200);
        const [confirmation] = res.body.result.confirmations;
        const receipt = await waitForMail(t, email, 'Recibo de pago', started);
        expect(receipt.subject).toBe(`Recibo de pago ${confirmation.confirmationNumber}`);
        expect(receipt.text).toContain('Gracias por su pago a Harbor Mutual.');
        expect(receipt.text).toContain('Póliza PPA1000101: $100.00');
        expect(receipt.text).toMatch(/Fecha: \d\d\/\d\d\/\d{4}/);
        expect(receipt.text).toContain('Forma de pago: Tarjeta Visa terminada en 1111');
        expect(receipt.text).not.toMatch(/\b(Payment receipt|Thank you|Paid with|ending in|Policy)\b/);
      } finally {
        await sql("update user_account set locale = 'en-US' where email = ?", [email]);
      }
    });
  });

  describe('policy PDFs', () => {
    let demo: string;
    let policy: { declarations: Array<{ printUrl: string }>; documents: Array<{ printUrl: string }>; cards: Array<{ printUrl: string }> };
    beforeAll(async () => {
      demo = await login('demo@example.com', 'Harbor-Light-42');
      policy = (await t.call('POST', '/api/policy', { body: { policies: ['PPA1000101'] }, headers: { ...from(), Authorization: `Bearer ${demo}` } })).body
        .result[0];
    });

    const asSpanishCustomer = async <T>(work: (token: string) => Promise<T>): Promise<T> => {
      await sql("update user_account set locale = 'es-US' where email = ?", ['demo@example.com']);
      try {
        return await work(await login('demo@example.com', 'Harbor-Light-42'));
      } finally {
        await sql("update user_account set locale = 'en-US' where email = ?", ['demo@example.com']);
      }
    };

    it("labels the declarations page in the token's language (locale claim es-US), whatever Accept-Language says", async () => {
      const spanish = await asSpanishCustomer((token) => pdf(token, policy.declarations[0]!.printUrl, { 'Accept-Language': 'en-US' }));
      expect(spanish).toContain('Número de póliza: PPA1000101');
      expect(spanish).toMatch(/Período de la póliza: del \d\d\/\d\d\/\d{4} al \d\d\/\d\d\/\d{4}/);
      expect(spanish).toContain('Asegurado nombrado');
      expect(spanish).toContain('Agencia');
      expect(spanish).toMatch(/Prima del período: \$[\d,]+\.\d\d/);
      expect(spanish).toContain('Plan de pagos:');
      expect(spanish).toMatch(/Vehículo 1: .* VIN \*+\d{4}/);
      expect(spanish).toContain('Conductores');
      expect(spanish).toMatch(/licencia \*+\d{4} \(IN\) año de nacimiento \d{4}/);
      expect(spanish).not.toMatch(/Policy number|Named insured|Term premium|Payment plan|Drivers|licence|born/);
    });

    it('labels it in English for an English token, even with a Spanish Accept-Language (the claim decides)', async () => {
      const english = await pdf(demo, policy.declarations[0]!.printUrl, { 'Accept-Language': 'es-US,es;q=0.9' });
      expect(english).toContain('Policy number: PPA1000101');
      expect(english).toContain('Named insured');
      expect(english).not.toContain('Número de póliza');
    });

    it('writes a form in Spanish for a Spanish token', async () => {
      const form = await asSpanishCustomer((token) => pdf(token, policy.documents[0]!.printUrl));
      expect(form).toContain('Formulario');
      expect(form).toContain('forma parte de la póliza PPA1000101');
      expect(form).toContain('Léalo junto con su página de declaraciones.');
      expect(form).not.toContain('Please read it together');
    });

    it('keeps the auto ID card, US proof of insurance, in English for a Spanish caller', async () => {
      const card = await asSpanishCustomer((token) => pdf(token, policy.cards[0]!.printUrl));
      expect(card).toContain('Auto Insurance Identification Card');
      expect(card).toContain('Policy number: PPA1000101');
      expect(card).toContain('Keep this card in the vehicle.');
    });
  });
});
