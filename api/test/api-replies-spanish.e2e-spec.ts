import { MikroORM } from '@mikro-orm/postgresql';
import { POLICY_CHANGE_MESSAGES } from '../src/policy-changes/policy-changes.exception';
import { premiumChangeText } from '../src/policy-changes/rating';
import { VEHICLE_INVALID_MESSAGES } from '../src/lookups/lookups.service';
import { mailsTo } from './support/outbox';
import { startTestApp, type TestApp } from './support/test-app';

// The first vehicle lookup prepares the vPIC catalogue in the data folder (a few seconds, once).
jest.setTimeout(180_000);

/*
 * Issue 17: the sentences a SUCCESSFUL reply carries (the policy change's premium sentence,
 * warnings and confirmation, the vehicle lookup's not-found reason) are in the caller's language,
 * as error messages are: the token's locale claim, else Accept-Language. An English caller gets
 * the spec's English word for word.
 */

type Json = Record<string, any>;
const CIVIC_WRONG_CHECK_DIGIT = '2HGFC2F59KH542713';
const PRIYA = 'priya.raman@example.com'; // PPA1000501: one car
const DEMO = 'demo@example.com'; // PPA1000101: vehicles scheduled for deletion

describe("successful replies' sentences in the caller's language", () => {
  let t: TestApp;
  let ip = 0;
  const sql = (query: string, params: unknown[] = []) => t.app.get(MikroORM).em.fork().getConnection().execute(query, params);
  const login = async (username: string, locale: 'en-US' | 'es-US', password = 'Harbor-Guest-42'): Promise<string> => {
    await sql('update user_account set locale = ? where email = ?', [locale, username]);
    const res = await t.call('POST', '/api/account/login', {
      body: { username, password, rememberMe: false },
      headers: { 'X-Forwarded-For': `198.22.0.${++ip % 250}` },
    });
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status}`);
    return res.body.result.token as string;
  };
  const headers = (token: string, extra: Record<string, string> = {}) => ({
    'X-Forwarded-For': `198.22.1.${++ip % 250}`,
    Authorization: `Bearer ${token}`,
    ...extra,
  });
  const post = (token: string, url: string, body: unknown) => t.call('POST', url, { body, headers: headers(token) });
  const policy = async (token: string, policyNumber: string): Promise<Json> => {
    const res = await post(token, '/api/policy', { policies: [policyNumber] });
    expect(res.status).toBe(200);
    return res.body.result[0];
  };
  const withdraw = (token: string, p: Json, imageNum: number) =>
    post(token, '/api/policyupdate/rate/delete', { policyId: p.policyId, policyNumber: p.policyNumber, endorsementPolicyImageNumber: imageNum });
  /** A 2019 Civic added by year/make/model (no VIN: an estimate) with liability only. */
  const liabilityCivic = (p: Json, endorsementPolicyImageNumber: number | null) => ({
    policyId: p.policyId,
    policyNumber: p.policyNumber,
    effectiveDate: p.minimumEffectiveDate,
    endorsementPolicyImageNumber,
    addBy: false,
    vin: null,
    year: 2019,
    make: 'HONDA',
    model: 'CIVIC',
    style: 'EX 2D COUPE',
    annualMileage: 12000,
    loanOrLease: false,
    addLoanLeaseCoverage: false,
    hasThirdPartyLoanLeaseCoverage: false,
    isOtherAddress: false,
    enhancement: 'no',
    comprehensive: 0,
    collision: 0,
    rentalReimbursement: 0,
    towingAndLabor: 0,
    creditor: null,
  });

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT_PER_15_MINUTES: '1000', RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(() => t.close());

  it("rating: an English caller gets the spec's premium sentence and warnings, a Spanish one (locale claim) the Spanish; amounts, direction and dates are the same", async () => {
    const english = await login(PRIYA, 'en-US');
    const p = await policy(english, 'PPA1000501');
    const en = await post(english, '/api/policyupdate/rate/vehicle', liabilityCivic(p, null));
    expect(en.status).toBe(200);
    const rate = en.body.result;
    const spec = premiumChangeText(rate.differenceInRate, rate.effectiveDate, rate.policyExpirationDate);
    expect(rate.premiumChange).toEqual(spec);
    expect(rate.premiumChange.text).toMatch(
      /^This change will result in a \$[\d,]+\.\d\d INCREASE IN PREMIUM for the period \d\d\/\d\d\/\d{4} to \d\d\/\d\d\/\d{4}\.$/,
    );
    expect(rate.warnings).toEqual([
      { code: 'ESTIMATE_WITHOUT_VIN', message: `${POLICY_CHANGE_MESSAGES.estimate} ${POLICY_CHANGE_MESSAGES.vinRequired}` },
      { code: 'LIABILITY_ONLY', message: POLICY_CHANGE_MESSAGES.liabilityOnly },
    ]);

    const spanish = await login(PRIYA, 'es-US');
    const es = await post(spanish, '/api/policyupdate/rate/vehicle', liabilityCivic(p, rate.policyImageNum));
    expect(es.status).toBe(200);
    const { amount, periodStart, periodEnd } = spec;
    expect(es.body.result.differenceInRate).toBe(rate.differenceInRate);
    expect(es.body.result.premiumChange).toEqual({
      amount,
      direction: 'INCREASE',
      label: 'AUMENTO DE LA PRIMA',
      periodStart,
      periodEnd,
      text: `Este cambio resultará en un AUMENTO DE LA PRIMA de ${amount} para el período del ${periodStart} al ${periodEnd}.`,
    });
    expect(es.body.result.warnings).toEqual([
      {
        code: 'ESTIMATE_WITHOUT_VIN',
        message: 'El cambio en la prima es solo un cálculo aproximado según lo que usted eligió. Se necesitará un VIN válido para completar su cambio.',
      },
      {
        code: 'LIABILITY_ONLY',
        message: 'Está agregando este vehículo solo con cobertura de responsabilidad civil. Pulse SÍ para continuar o NO si desea agregar cobertura.',
      },
    ]);
    expect((await withdraw(spanish, p, es.body.result.policyImageNum)).status).toBe(200);
  });

  it('a signed-in caller whose token says English gets English even with a Spanish Accept-Language (the claim decides)', async () => {
    const english = await login(PRIYA, 'en-US');
    const p = await policy(english, 'PPA1000501');
    const res = await t.call('POST', '/api/policyupdate/rate/vehicle', {
      body: liabilityCivic(p, p.pendingEndorsementPolicyImageNum ?? null),
      headers: headers(english, { 'Accept-Language': 'es-US,es;q=0.9' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.result.premiumChange.text).toMatch(/^This change will result in a /);
    expect((await withdraw(english, p, res.body.result.policyImageNum)).status).toBe(200);
  });

  it('a decrease, a scheduled-deletion warning and the confirmation: Spanish for a Spanish caller, while the agency email keeps the English sentence', async () => {
    const spanish = await login(DEMO, 'es-US', 'Harbor-Light-42');
    const p = await policy(spanish, 'PPA1000101');
    const scheduled = p.vehicles.find((v: Json) => v.deleteFutureEffectiveDate);
    expect(scheduled).toBeTruthy();
    const res = await post(spanish, '/api/policyupdate/rate/vehicle/delete', {
      policyId: p.policyId,
      policyNumber: p.policyNumber,
      effectiveDate: p.maximumEffectiveDate,
      vehicleNum: scheduled.vehicleNum,
    });
    expect(res.status).toBe(200);
    const rate = res.body.result;
    const [y, m, d] = String(scheduled.deleteFutureEffectiveDate).slice(0, 10).split('-');
    expect(rate.warnings).toEqual([{ code: 'SCHEDULED_FOR_DELETION', message: `Este vehículo ya tiene programada su eliminación para el ${m}/${d}/${y}.` }]);
    expect((await withdraw(spanish, p, rate.policyImageNum)).status).toBe(200);

    const other = p.vehicles.find((v: Json) => !v.deleteFutureEffectiveDate);
    const del = await post(spanish, '/api/policyupdate/rate/vehicle/delete', {
      policyId: p.policyId,
      policyNumber: p.policyNumber,
      effectiveDate: p.minimumEffectiveDate,
      vehicleNum: other.vehicleNum,
    });
    expect(del.status).toBe(200);
    const spec = premiumChangeText(del.body.result.differenceInRate, del.body.result.effectiveDate, del.body.result.policyExpirationDate);
    expect(spec.direction).toBe('DECREASE');
    expect(del.body.result.premiumChange).toEqual({
      ...spec,
      label: 'DISMINUCIÓN DE LA PRIMA',
      text: `Este cambio resultará en una DISMINUCIÓN DE LA PRIMA de ${spec.amount} para el período del ${spec.periodStart} al ${spec.periodEnd}.`,
    });

    const confirm = await post(spanish, '/api/policyupdate/rate/confirm', {
      policyId: p.policyId,
      policyNumber: p.policyNumber,
      effectiveDate: p.minimumEffectiveDate,
      policyImageNum: del.body.result.policyImageNum,
    });
    expect(confirm.status).toBe(200);
    expect(confirm.body.result.message).toBe('En breve recibirá un correo electrónico de confirmación de este cambio.');
    expect(confirm.body.result.premiumChange.text).toMatch(/^Este cambio resultará en una DISMINUCIÓN DE LA PRIMA de \(\$[\d,]+\.\d\d\) para el período del /);
    const toAgency = (await mailsTo(t, p.agency.emails[0])).filter((mail) => mail.subject === 'Policy change completed: PPA1000101');
    expect(toAgency).toHaveLength(1);
    expect(toAgency[0]!.text).toContain(spec.text);
  });

  it("vehicle lookup: why a vehicle was not found is in the caller's language", async () => {
    const english = await login(PRIYA, 'en-US');
    const en = await t.call('GET', `/api/vehicle?vin=${CIVIC_WRONG_CHECK_DIGIT}`, { headers: headers(english) });
    expect(en.status).toBe(200);
    expect(en.body.result).toMatchObject({ valid: false, invalidReason: 'VIN_INVALID', message: VEHICLE_INVALID_MESSAGES.VIN_INVALID });
    const spanish = await login(PRIYA, 'es-US');
    const es = await t.call('GET', `/api/vehicle?vin=${CIVIC_WRONG_CHECK_DIGIT}`, { headers: headers(spanish) });
    expect(es.body.result).toMatchObject({
      valid: false,
      invalidReason: 'VIN_INVALID',
      message: 'Este VIN no es válido. Revise los 17 caracteres y vuelva a intentarlo.',
    });
    const year = await t.call('GET', '/api/vehicle?year=1901', { headers: headers(spanish) });
    expect(year.body.result).toMatchObject({ invalidReason: 'YEAR_NOT_FOUND', message: 'No tenemos vehículos de este año.' });
  });
});
