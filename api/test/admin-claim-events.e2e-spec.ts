import { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { AdminAuditEntry } from '../src/admin/entities';
import { OutboxSms } from '../src/sms';
import { User } from '../src/users';
import { ADMIN, signIn } from './support/admin';
import { mailsTo } from './support/outbox';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(240_000);

/** Polls (up to 5 s) until the condition holds. */
async function waitUntil(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in 5 s');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The back office's claim events (issue 16): staff add an event to any claim as the claims system
 * would, through the CLI's ClaimTimelineService; the customer is emailed, and texted per the
 * e-delivery settings of doc 1. Demo claims of Emily Carter (demo@example.com): 1005120 (open),
 * 1004582 (closed).
 */
describe('POST /api/admin/claims/{claimNumber}/events and GET /api/admin/claims/{claimNumber}', () => {
  let t: TestApp;
  let admin: () => Record<string, string>;
  const em = () => t.app.get(MikroORM).em.fork();
  const textsTo = (to: string) => em().find(OutboxSms, { to }, { orderBy: { createdAt: 'desc' } });
  const setDelivery = async (s: Partial<User>) => {
    const e = em();
    const user = await e.findOneOrFail(User, { email: 'demo@example.com' });
    e.assign(user, s);
    await e.flush();
    return user;
  };
  const addEvent = (claimNumber: string, body: Record<string, unknown>) =>
    t.call('POST', `/api/admin/claims/${claimNumber}/events`, { headers: admin(), body });

  let customer: () => Record<string, string>;
  /** GET a download as bytes (supertest buffers binary replies only when told how). */
  const getBytes = (path: string, headers: Record<string, string>) =>
    request(t.app.getHttpServer())
      .get(path)
      .set(headers)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true' });
    admin = await signIn(t, ADMIN);
    customer = await signIn(t, { username: 'demo@example.com', password: 'Harbor-Light-42' });
  });
  afterAll(() => t.close());

  it('staff see any claim by number; an unknown one -> 404 CLAIM_NOT_FOUND', async () => {
    const res = await t.call('GET', '/api/admin/claims/1005120', { headers: admin() });
    expect(res.status).toBe(200);
    expect(res.body.result.claimNumber).toBe('1005120');
    expect(res.body.result.adjuster.name).toBe('Denise Park');
    const unknown = await t.call('GET', '/api/admin/claims/1999999', { headers: admin() });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'CLAIM_NOT_FOUND']);
  });

  it('with claim texts on: the event is on the timeline, the email is queued and a text (claim number and summary only) goes to the mobile and the extra SMS numbers; audited with the claim', async () => {
    const user = await setDelivery({
      isDelivery: true,
      isClaimDeliveryViaEmail: true,
      isClaimDeliveryViaText: true,
      phoneNumber: '3175550164',
      additionalEDeliverySMSRecipients: ['3175550199'],
    });
    const before = new Date();
    const res = await addEvent('1005120', {
      kind: 'documentsRequested',
      items: ['  Roofer invoice '],
      note: 'The invoice for the tarp.',
      adjuster: { name: 'ignored' },
    });
    expect(res.status).toBe(200);
    const last = res.body.result.timeline.at(-1);
    expect([last.kind, last.items, last.note, last.adjuster]).toEqual(['documentsRequested', ['Roofer invoice'], 'The invoice for the tarp.', null]);
    expect(res.body.result.checklist.some((i: { label: string }) => i.label === 'Roofer invoice')).toBe(true);

    expect((await mailsTo(t, user.email)).some((m) => m.subject === 'Claim 1005120: Your adjuster asked for documents' && m.createdAt >= before)).toBe(true);
    for (const to of ['3175550164', '3175550199']) {
      const [text] = await textsTo(to);
      expect(text.body).toMatch(/^Claim 1005120: your adjuster asked for documents\. Details: \S+\/claims\/1005120$/);
      expect(text.body).not.toContain('Roofer');
      expect(text.body).not.toContain('Carter');
    }
    const audit = await em().find(AdminAuditEntry, { action: 'addAdminClaimEvent' });
    expect(audit.map((a) => [a.target, a.outcome])).toContainEqual(['claim:1005120', 'succeeded']);
  });

  it('with claim texts off (or e-delivery off): the email still goes to the account, no text is queued', async () => {
    await setDelivery({
      isDelivery: true,
      isClaimDeliveryViaEmail: true,
      isClaimDeliveryViaText: false,
      phoneNumber: '3175550164',
      additionalEDeliverySMSRecipients: [],
    });
    const before = (await textsTo('3175550164')).length;
    expect((await addEvent('1005120', { kind: 'inspectionScheduled', scheduledFor: '2026-12-01T15:00:00.000Z' })).status).toBe(200);
    await setDelivery({ isDelivery: false, isClaimDeliveryViaEmail: false, isClaimDeliveryViaText: true });
    expect((await addEvent('1005120', { kind: 'estimateWritten', amountCents: 184_250 })).status).toBe(200);
    expect(await textsTo('3175550164')).toHaveLength(before);
    expect((await mailsTo(t, 'demo@example.com')).some((m) => m.subject === 'Claim 1005120: Estimate written: $1,842.50')).toBe(true);
  });

  it('the email goes to the account always; to the additional e-delivery addresses only with e-delivery and claim email on and the alerts toggle on (or a delivery tester); texts likewise', async () => {
    const spouse = 'claims-spouse@example.test';
    const subjectOf = (n: number) => `Claim 1005120: Estimate written: $${n.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    const sent = async (subject: string, to: string) => (await mailsTo(t, to)).some((m) => m.subject === subject);
    const estimate = async (dollars: number) => {
      expect((await addEvent('1005120', { kind: 'estimateWritten', amountCents: dollars * 100 })).status).toBe(200);
      return subjectOf(dollars);
    };
    const user = await setDelivery({
      isDelivery: true,
      isDeliveryViaEmail: true,
      isClaimDeliveryViaEmail: true,
      isDeliveryViaText: true,
      isClaimDeliveryViaText: true,
      isDeliveryTester: false,
      phoneNumber: '3175550164',
      additionalEDeliveryEmailRecipients: [spouse],
      additionalEDeliverySMSRecipients: [],
    });

    // Claim email on: the account and the additional address, one email each.
    const texts = (await textsTo('3175550164')).length;
    const on = await estimate(1001);
    expect([await sent(on, user.email), await sent(on, spouse)]).toEqual([true, true]);
    expect((await mailsTo(t, spouse)).filter((m) => m.subject === on)).toHaveLength(1);
    expect(await textsTo('3175550164')).toHaveLength(texts + 1);

    // Claim email off (text only): the account still gets its service email, the additional address does not.
    await setDelivery({ isDeliveryViaEmail: false, isClaimDeliveryViaEmail: false });
    const emailOff = await estimate(1002);
    expect([await sent(emailOff, user.email), await sent(emailOff, spouse)]).toEqual([true, false]);

    // Staff turn the electronic alerts toggle off: the alerts screen is hidden, so no text and no additional email.
    await setDelivery({ isDeliveryViaEmail: true, isClaimDeliveryViaEmail: true });
    const toggles = (await t.call('GET', '/api/admin/systemtoggles', { headers: admin() })).body.result;
    expect((await t.call('POST', '/api/admin/systemtoggles', { headers: admin(), body: { ...toggles, electronicAlertsEnabled: false } })).status).toBe(200);
    try {
      const before = (await textsTo('3175550164')).length;
      const toggledOff = await estimate(1003);
      expect([await sent(toggledOff, user.email), await sent(toggledOff, spouse)]).toEqual([true, false]);
      expect(await textsTo('3175550164')).toHaveLength(before);

      // A delivery tester sees the alerts screen whatever the toggle: the settings hold.
      await setDelivery({ isDeliveryTester: true });
      const tester = await estimate(1004);
      expect([await sent(tester, user.email), await sent(tester, spouse)]).toEqual([true, true]);
      expect(await textsTo('3175550164')).toHaveLength(before + 1);
    } finally {
      await t.call('POST', '/api/admin/systemtoggles', { headers: admin(), body: toggles });
      await setDelivery({ isDeliveryTester: false, additionalEDeliveryEmailRecipients: [] });
    }
  });

  it('a closed claim takes only "reopened" (422 CLAIM_EVENT_REFUSED, nothing sent); a payment without its date -> 422; unknown claim -> 404; bad input -> 400', async () => {
    const mails = (await mailsTo(t, 'demo@example.com')).length;
    const closed = await addEvent('1004582', { kind: 'documentsRequested', items: ['Receipt'] });
    expect([closed.status, closed.body.code, closed.body.errors]).toEqual([422, 'CLAIM_EVENT_REFUSED', ['The claim is closed: reopen it first.']]);
    expect((await mailsTo(t, 'demo@example.com')).length).toBe(mails);
    const payment = await addEvent('1005120', { kind: 'paymentIssued', amountCents: 5000, paymentMethod: 'check' });
    expect([payment.status, payment.body.code]).toEqual([422, 'CLAIM_EVENT_REFUSED']);
    const unknown = await addEvent('1999999', { kind: 'closed' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'CLAIM_NOT_FOUND']);
    expect((await addEvent('1005120', { kind: 'documentsReceived', items: ['x'] })).status).toBe(400);
    expect((await addEvent('1005120', { kind: 'paymentIssued', amountCents: 10.5 })).status).toBe(400);
    const reopened = await addEvent('1004582', { kind: 'reopened' });
    expect([reopened.status, reopened.body.result.isOpen]).toEqual([200, true]);
  });

  it('staff download a file the customer added to a claim from its downloadPath: the same bytes, always an attachment with nosniff; audited with the claim and file; a file of another claim or an unknown claim -> 404', async () => {
    const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(2048), Buffer.from('\n%%EOF\n')]);
    const added = await request(t.app.getHttpServer())
      .post('/api/claim/1005120/documents')
      .set(customer())
      .field('command', JSON.stringify({}), { contentType: 'application/json' } as never)
      .attach('files', content, 'roofer invoice é.pdf');
    expect(added.status).toBe(200);
    const customerFile = added.body.result.files.find((f: { fileName: string }) => f.fileName === 'roofer invoice é.pdf');

    const staffView = await t.call('GET', '/api/admin/claims/1005120', { headers: admin() });
    const file = staffView.body.result.files.find((f: { fileId: string }) => f.fileId === customerFile.fileId);
    expect(file.downloadPath).toBe(`/api/admin/claims/1005120/documents/${file.fileId}`);

    const res = await getBytes(file.downloadPath, admin());
    t.contract.check('GET', file.downloadPath, res);
    expect(res.status).toBe(200);
    expect(Buffer.compare(res.body as Buffer, content)).toBe(0);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="roofer invoice _.pdf"; filename*=UTF-8''roofer%20invoice%20%C3%A9.pdf`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The entry is written when the handler ends, which may be a moment after the streamed reply reached the client.
    const downloads = () => em().find(AdminAuditEntry, { action: 'downloadAdminClaimDocument' });
    await waitUntil(async () => (await downloads()).some((a) => a.target === `claimFile:1005120/${file.fileId}`));
    expect((await downloads()).map((a) => [a.target, a.outcome, a.status])).toContainEqual([`claimFile:1005120/${file.fileId}`, 'succeeded', 200]);

    // The customer's own call stays theirs; the staff call is not theirs at all.
    expect((await t.call('GET', file.downloadPath, { headers: customer() })).status).toBe(403);
    expect((await t.call('GET', file.downloadPath, { headers: { 'X-Forwarded-For': '198.51.100.77' } })).status).toBe(401);

    const otherClaim = await t.call('GET', `/api/admin/claims/1004582/documents/${file.fileId}`, { headers: admin() });
    expect([otherClaim.status, otherClaim.body.code]).toEqual([404, 'CLAIM_DOCUMENT_NOT_FOUND']);
    const unknown = await t.call('GET', `/api/admin/claims/1999999/documents/${file.fileId}`, { headers: admin() });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'CLAIM_NOT_FOUND']);
    const malformed = await t.call('GET', '/api/admin/claims/1005120/documents/not-a-uuid', { headers: admin() });
    expect(malformed.status).toBe(400);
    const refusedCodes = async () => (await em().find(AdminAuditEntry, { action: 'downloadAdminClaimDocument', outcome: 'refused' })).map((a) => a.code);
    await waitUntil(async () => (await refusedCodes()).length >= 2);
    expect(await refusedCodes()).toEqual(expect.arrayContaining(['CLAIM_DOCUMENT_NOT_FOUND', 'CLAIM_NOT_FOUND']));
  });
});
