import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { pdfText } from './support/pdf-text';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(90_000);

/** Reads the reply body as bytes whatever its type. */
function binary(res: request.Response, callback: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

const HOLDER = {
  holderName: 'Summit Ridge General Contractors',
  line1: '1200 Commerce Dr',
  line2: 'Suite 300',
  city: 'Fort Wayne',
  stateId: 16,
  zip: '46802',
  additionalInsured: 'Summit Ridge General Contractors is an additional insured as required by written contract.',
  descriptionOfOperations: 'Re: Riverside Clinic renovation, 400 Main St, Fort Wayne.',
};

describe('certificates of insurance', () => {
  let t: TestApp;
  let ip = 0;
  const headers = (token?: string) => ({ 'X-Forwarded-For': `198.19.7.${++ip}`, ...(token ? { Authorization: `Bearer ${token}` } : {}) });
  const login = async (username: string, password = 'Harbor-Guest-42'): Promise<string> => {
    const res = await t.call('POST', '/api/account/login', { body: { username, password, rememberMe: false }, headers: headers() });
    return res.body.result.token as string;
  };
  const pdf = async (token: string, printUrl: string) => {
    let req = request(t.app.getHttpServer()).get(`/api/document?q=${encodeURIComponent(printUrl)}`);
    for (const [k, v] of Object.entries(headers(token))) req = req.set(k, v);
    const res = await req.buffer(true).parse(binary);
    t.contract.check('GET', `/api/document?q=${printUrl}`, res);
    return res;
  };
  let builder: string;
  let marine: string;

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT_PER_15_MINUTES: '1000' });
    builder = await login('cedarvalley.builders@example.com');
    marine = await login('lakejames.marine@example.com');
  });
  afterAll(() => t.close());

  it('issues a certificate whose PDF carries the policy number, dates and limits from the records, and lists it among the policy documents', async () => {
    const issued = await t.call('POST', '/api/policy/CGL7300201/certificates', { body: HOLDER, headers: headers(builder) });
    expect(issued.status).toBe(200);
    const cert = issued.body.result;
    expect(cert.holder).toEqual({ name: HOLDER.holderName, line1: HOLDER.line1, line2: HOLDER.line2, city: 'Fort Wayne', state: 'IN', zip: '46802' });

    const policy = (await t.call('POST', '/api/policy', { body: { policies: ['CGL7300201'] }, headers: headers(builder) })).body.result[0];
    expect(policy.documents[0]).toEqual({
      printDate: cert.issuedOn,
      printUrl: cert.printUrl,
      formNumber: 'ACORD 25',
      description: 'Certificate of Liability Insurance - Summit Ridge General Contractors',
    });

    const file = await pdf(builder, cert.printUrl);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(file.body as Buffer)).replace(/\s+/g, ' ');
    const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
    expect(text).toContain('CERTIFICATE OF LIABILITY INSURANCE');
    expect(text).toContain('CGL7300201');
    expect(text).toContain(us(policy.term.effectiveDate.slice(0, 10)));
    expect(text).toContain(us(policy.term.endDate.slice(0, 10)));
    expect(text).toContain('$1,000,000');
    expect(text).toContain('$2,000,000');
    expect(text).toContain('Summit Ridge General Contractors');
    expect(text).toContain(us(cert.issuedOn));
  });

  it('lists issued certificates with their holder and remembers the holder once per policy', async () => {
    await t.call('POST', '/api/policy/CGL7300201/certificates', {
      body: { ...HOLDER, additionalInsured: null, descriptionOfOperations: null },
      headers: headers(builder),
    });
    const list = await t.call('GET', '/api/policy/CGL7300201/certificates', { headers: headers(builder) });
    expect(list.status).toBe(200);
    expect(list.body.result.eligible).toBe(true);
    expect(list.body.result.certificates.length).toBeGreaterThanOrEqual(2);
    expect(list.body.result.certificates[0].holder.name).toBe(HOLDER.holderName);
    expect(list.body.result.holders).toEqual([expect.objectContaining({ name: HOLDER.holderName, stateId: 16, state: 'IN', zip: '46802' })]);
  });

  it('re-issues a certificate dated today for the same holder as a new document', async () => {
    const first = (await t.call('GET', '/api/policy/CGL7300201/certificates', { headers: headers(builder) })).body.result.certificates[0];
    const again = await t.call('POST', `/api/policy/CGL7300201/certificates/${first.certificateId}/reissue`, { headers: headers(builder) });
    expect(again.status).toBe(200);
    expect(again.body.result.certificateId).not.toBe(first.certificateId);
    expect(again.body.result.printUrl).not.toBe(first.printUrl);
    expect(again.body.result.holder).toEqual(first.holder);
    expect(again.body.result.issuedOn).toBe(first.issuedOn); // both today
    expect((await pdf(builder, again.body.result.printUrl)).status).toBe(200);
  });

  it('deletes a saved holder, and a second delete answers 404', async () => {
    const [holder] = (await t.call('GET', '/api/policy/CGL7300201/certificates', { headers: headers(builder) })).body.result.holders;
    const path = `/api/policy/CGL7300201/certificate-holders/${holder.holderId}`;
    expect((await t.call('DELETE', path, { headers: headers(builder) })).status).toBe(200);
    const again = await t.call('DELETE', path, { headers: headers(builder) });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('CERTIFICATE_HOLDER_NOT_FOUND');
    const list = (await t.call('GET', '/api/policy/CGL7300201/certificates', { headers: headers(builder) })).body.result;
    expect(list.holders).toEqual([]);
    expect(list.certificates.length).toBeGreaterThanOrEqual(3); // issued certificates stay
  });

  it("answers 404 for another customer's policy, certificate, saved holder and PDF", async () => {
    const mine = (await t.call('GET', '/api/policy/CGL7300201/certificates', { headers: headers(builder) })).body.result.certificates[0];
    // A holder saved on the builder's policy (the test above deleted the first one).
    await t.call('POST', '/api/policy/CGL7300201/certificates', { body: { ...HOLDER, holderName: 'Keep Me Holder LLC' }, headers: headers(builder) });
    const holders = (await t.call('GET', '/api/policy/CGL7300201/certificates', { headers: headers(builder) })).body.result.holders;
    const kept = holders.find((h: { name: string }) => h.name === 'Keep Me Holder LLC');
    expect(kept).toBeDefined();
    for (const res of [
      await t.call('GET', '/api/policy/CGL7300201/certificates', { headers: headers(marine) }),
      await t.call('POST', '/api/policy/CGL7300201/certificates', { body: HOLDER, headers: headers(marine) }),
      await t.call('POST', `/api/policy/CGL7300201/certificates/${mine.certificateId}/reissue`, { headers: headers(marine) }),
      await t.call('DELETE', `/api/policy/CGL7300201/certificate-holders/${kept.holderId}`, { headers: headers(marine) }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('POLICY_NOT_FOUND');
    }
    // The builder's holder through the other customer's own policy: not theirs either.
    const holderElsewhere = await t.call('DELETE', `/api/policy/BOP7000101/certificate-holders/${kept.holderId}`, { headers: headers(marine) });
    expect(holderElsewhere.status).toBe(404);
    expect(holderElsewhere.body.code).toBe('CERTIFICATE_HOLDER_NOT_FOUND');
    const after = (await t.call('GET', '/api/policy/CGL7300201/certificates', { headers: headers(builder) })).body.result.holders;
    expect(after.map((h: { holderId: string }) => h.holderId)).toContain(kept.holderId);
    const reissueElsewhere = await t.call('POST', `/api/policy/BOP7000101/certificates/${mine.certificateId}/reissue`, { headers: headers(marine) });
    expect(reissueElsewhere.status).toBe(404);
    expect(reissueElsewhere.body.code).toBe('CERTIFICATE_NOT_FOUND');
    const file = await t.call('GET', `/api/document?q=${mine.printUrl}`, { headers: headers(marine) });
    expect(file.status).toBe(404);
    expect(file.body.code).toBe('POLICY_DOCUMENT_NOT_FOUND');
  });

  it('two issues for the same new holder at once: both certificates stored, the holder saved once, no 500', async () => {
    const name = 'Parallel Pines Contracting';
    const before = (await t.call('GET', '/api/policy/CGL7300201/certificates', { headers: headers(builder) })).body.result.certificates.length;
    const replies = await Promise.all(
      [0, 1].map(() => t.call('POST', '/api/policy/CGL7300201/certificates', { body: { ...HOLDER, holderName: name }, headers: headers(builder) })),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    expect(replies[0].body.result.certificateId).not.toBe(replies[1].body.result.certificateId);
    const list = (await t.call('GET', '/api/policy/CGL7300201/certificates', { headers: headers(builder) })).body.result;
    expect(list.certificates.length).toBe(before + 2);
    expect(list.holders.filter((h: { name: string }) => h.name === name)).toHaveLength(1);
    for (const r of replies) expect((await pdf(builder, r.body.result.printUrl)).status).toBe(200);
  });

  it('two reissues of one certificate at once: both stored as new documents, no 500', async () => {
    const list = (await t.call('GET', '/api/policy/CGL7300201/certificates', { headers: headers(builder) })).body.result;
    const first = list.certificates[0];
    const replies = await Promise.all(
      [0, 1].map(() => t.call('POST', `/api/policy/CGL7300201/certificates/${first.certificateId}/reissue`, { headers: headers(builder) })),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    const ids = replies.map((r) => r.body.result.certificateId);
    expect(new Set([...ids, first.certificateId]).size).toBe(3);
    const after = (await t.call('GET', '/api/policy/CGL7300201/certificates', { headers: headers(builder) })).body.result;
    expect(after.certificates.length).toBe(list.certificates.length + 2);
    expect(after.certificates.map((c: { certificateId: string }) => c.certificateId)).toEqual(expect.arrayContaining(ids));
    for (const r of replies) expect((await pdf(builder, r.body.result.printUrl)).status).toBe(200);
  });

  it('refuses a policy without liability lines (422 not eligible) and a policy that is not In-Force (422)', async () => {
    const crime = await t.call('POST', '/api/policy/CRM7200101/certificates', { body: HOLDER, headers: headers(marine) });
    expect(crime.status).toBe(422);
    expect(crime.body).toEqual({
      success: false,
      result: null,
      errors: ['Certificates of insurance are available for commercial, garage and farm policies only.'],
      code: 'CERTIFICATE_POLICY_NOT_ELIGIBLE',
    });

    await t.app.get(MikroORM).em.fork().getConnection().execute(`update policy set status = 'History' where policy_number = 'BOP7000101'`);
    const cancelled = await t.call('POST', '/api/policy/BOP7000101/certificates', { body: HOLDER, headers: headers(marine) });
    expect(cancelled.status).toBe(422);
    expect(cancelled.body.code).toBe('CERTIFICATE_POLICY_NOT_IN_FORCE');
    expect(cancelled.body.errors).toEqual(['A certificate of insurance can only be issued for an In-Force policy.']);
    const list = (await t.call('GET', '/api/policy/BOP7000101/certificates', { headers: headers(marine) })).body.result;
    expect(list).toEqual({
      policyNumber: 'BOP7000101',
      eligible: false,
      notEligibleReason: 'A certificate of insurance can only be issued for an In-Force policy.',
      certificates: [],
      holders: [],
    });
  });

  it('refuses bad input with the 400 envelope naming each field, and never takes limits from the body', async () => {
    const bad = await t.call('POST', '/api/policy/CGL7300201/certificates', {
      body: { ...HOLDER, holderName: '', zip: '468', stateId: 99, descriptionOfOperations: 'x'.repeat(601) },
      headers: headers(builder),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['descriptionOfOperations', 'holderName', 'stateId', 'zip']);
    const forged = await t.call('POST', '/api/policy/CGL7300201/certificates', { body: { ...HOLDER, limits: [{ amount: 1 }] }, headers: headers(builder) });
    expect(forged.status).toBe(400);
  });
});
