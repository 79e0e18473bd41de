import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { SandboxPaymentProvider } from '../src/payments';
import { DEMO_REGISTRATION as MARCUS } from '../src/seed/demo-plan';
import { ADMIN, signIn } from './support/admin';
import { waitForMail } from './support/outbox';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

/*
 * Issue 17: people without an account get their mail in the language of the page they used,
 * stored with what they asked for (payment.payer_locale for an anonymous one-time payment,
 * staff_verification_request.locale for a registration staff verify), picked as the reply's
 * messages are (Accept-Language here: nobody is signed in).
 */
describe('mail to requesters without an account, in the language of their page', () => {
  let t: TestApp;
  let ip = 0;
  const from = () => ({ 'X-Forwarded-For': `198.19.9.${++ip}` });
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.get(MikroORM).em.fork().getConnection().execute<T[]>(query, params);

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT_PER_15_MINUTES: '1000', RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(() => t.close());

  describe('one-time payment receipt', () => {
    const card = async () => {
      const provider = t.app.get(SandboxPaymentProvider);
      const session = await provider.createSession({ kind: 'policy', number: 'PPA1000101', emailAddress: 'visitor@example.net' });
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

    /** Finds PPA1000101 by its details and pays $100 by card as an anonymous visitor, the page in `language`. */
    const payOneTime = async (email: string, language: string) => {
      await sql(
        `update policy set outstanding_balance = 100, pay_in_full_amount = 100, outstanding_balance_due_date = current_date + 5
         where id = (select id from policy where policy_number = 'PPA1000101' and status <> 'Future' order by effective_date desc limit 1)`,
      );
      const headers = { 'Accept-Language': language };
      const found = await t.call('POST', '/api/policy/onetime', {
        body: { policies: ['PPA1000101'], policyHolder: 'Emily Carter', zip: '46032' },
        headers: { ...from(), ...headers },
      });
      expect(found.status).toBe(200);
      const source = { type: 'credit', emailAddress: email, fiserv: await card() };
      const body = { oneTimeToken: found.body.result.oneTimeToken, policies: [{ policyNumber: 'PPA1000101', amount: 100, paymentOption: 'Current Balance' }] };
      const fee = await t.call('POST', '/api/payment/calculateFeeOneTime', { body: { ...body, sources: [source] }, headers: { ...from(), ...headers } });
      const started = new Date();
      const res = await t.call('POST', '/api/payment/onetime', {
        body: { ...body, sources: [{ ...source, feeAmount: fee.body.result.totalFeeAmount }] },
        headers: { ...from(), ...headers, 'Idempotency-Key': randomUUID() },
      });
      expect(res.status).toBe(200);
      expect(res.body.result.status).toBe('Success');
      return { started, confirmationNumber: res.body.result.confirmations[0].confirmationNumber as string };
    };

    it('reaches an anonymous payer whose page was in Spanish in Spanish, and keeps that language with the payment', async () => {
      const email = 'visitante.es@example.net';
      expect(await sql('select 1 from user_account where email = ?', [email])).toEqual([]);
      const { started, confirmationNumber } = await payOneTime(email, 'es-US,es;q=0.9,en;q=0.5');
      const receipt = await waitForMail(t, email, 'Recibo de pago', started);
      expect(receipt.subject).toBe(`Recibo de pago ${confirmationNumber}`);
      expect(receipt.text).toContain('Gracias por su pago a Harbor Mutual.');
      expect(receipt.text).toContain('Póliza PPA1000101: $100.00');
      expect(receipt.text).toContain('Forma de pago: Tarjeta Visa terminada en 1111');
      expect(receipt.text).not.toMatch(/\b(Payment receipt|Thank you|Paid with|ending in)\b/);
      expect(await sql('select payer_user_id, payer_locale from payment where confirmation_number = ?', [confirmationNumber])).toEqual([
        { payer_user_id: null, payer_locale: 'es-US' },
      ]);
    });

    it('reaches an anonymous payer whose page was in English in English', async () => {
      const email = 'visitor.en@example.net';
      const { started, confirmationNumber } = await payOneTime(email, 'en-US,en;q=0.9');
      const receipt = await waitForMail(t, email, 'Payment receipt', started);
      expect(receipt.subject).toBe(`Payment receipt ${confirmationNumber}`);
      expect(receipt.text).toContain('Thank you for your payment to Harbor Mutual.');
      expect(receipt.text).not.toMatch(/Recibo|Gracias|Póliza/);
      expect(await sql('select payer_locale from payment where confirmation_number = ?', [confirmationNumber])).toEqual([{ payer_locale: 'en-US' }]);
    });
  });

  describe('staff verification mails', () => {
    let admin: () => Record<string, string>;
    beforeAll(async () => {
      admin = await signIn(t, ADMIN);
    });

    /** Sends MARCUS's "Having problems?" request from a page in `language`; returns the stored request's id. */
    const requestVerification = async (email: string, language: string): Promise<string> => {
      const res = await t.call('POST', '/api/account/verifybystaff', {
        headers: { ...from(), 'Accept-Language': language },
        body: {
          policyNumber: MARCUS.autoPolicyNumber,
          policyHolder: MARCUS.policyHolder,
          driversLicenseNumber: MARCUS.driversLicenseNumber,
          zip: MARCUS.zip,
          employeeIdentificationNumber: MARCUS.ssnLast4,
          staffVerificationPhoneNumber: '317-555-0187',
          staffVerificationEmail: email,
          staffVerificationEmailConfirmation: email,
          staffVerificationPassword: 'Bell-Family-2024',
          staffVerificationPasswordConfirmation: 'Bell-Family-2024',
        },
      });
      expect(res.body.result).toEqual({ staffVerificationRequestCompleted: true });
      const [row] = await sql<{ id: string }>('select id from staff_verification_request where staff_verification_email = ?', [email]);
      return row!.id;
    };
    const decide = (body: Record<string, unknown>) => t.call('POST', '/api/admin/staffVerifications', { headers: admin(), body });
    const message = 'We could not match the details to the policy.';

    it('declines a request sent from a Spanish page with the decline mail in Spanish (the English-speaking staff page does not decide)', async () => {
      const email = 'marcus.es@example.net';
      const id = await requestVerification(email, 'es-US');
      expect(await sql('select locale from staff_verification_request where id = ?', [id])).toEqual([{ locale: 'es-US' }]);
      const started = new Date();
      expect((await decide({ id, accepted: false, messageToUser: message })).status).toBe(200);
      const mail = await waitForMail(t, email, 'Sobre su solicitud de registro en Harbor Mutual', started);
      expect(mail.text).toContain('Nuestro personal no pudo verificar su solicitud para registrarse en el portal de clientes.');
      expect(mail.text).toContain(message);
      expect(mail.text).toContain('Si tiene preguntas, comuníquese con Servicio al Cliente.');
      expect(mail.text).not.toMatch(/Our staff|Please contact/);
    });

    it('declines a request sent from an English page with the decline mail in English', async () => {
      const email = 'marcus.en@example.net';
      const id = await requestVerification(email, 'en-US');
      expect(await sql('select locale from staff_verification_request where id = ?', [id])).toEqual([{ locale: 'en-US' }]);
      const started = new Date();
      expect((await decide({ id, accepted: false, messageToUser: message })).status).toBe(200);
      const mail = await waitForMail(t, email, 'About your Harbor Mutual registration request', started);
      expect(mail.text).toContain('Our staff could not verify your request to register for the customer portal.');
      expect(mail.text).not.toMatch(/Nuestro|solicitud/);
    });

    it('accepts a request sent from a Spanish page: the ready mail is Spanish and the new account keeps Spanish', async () => {
      const email = 'marcus.es.ok@example.net';
      const id = await requestVerification(email, 'es-US,es;q=0.9');
      const started = new Date();
      expect((await decide({ id, accepted: true })).status).toBe(200);
      const mail = await waitForMail(t, email, 'Su cuenta de Harbor Mutual está lista', started);
      expect(mail.text).toContain(`Nuestro personal verificó su solicitud para registrarse en el portal de clientes con la póliza ${MARCUS.autoPolicyNumber}.`);
      expect(await sql('select locale from user_account where email = ?', [email])).toEqual([{ locale: 'es-US' }]);
    });
  });
});
