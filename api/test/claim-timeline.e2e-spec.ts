import { MikroORM } from '@mikro-orm/postgresql';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { ClaimTimelineService } from '../src/claims';
import { ClaimDocument } from '../src/claims/entities';
import { ClaimEventKind, ClaimEventRefused } from '../src/core';
import { CLAIM_MESSAGES } from '../src/claims/claim-catalog';
import { MAX_CLAIM_FILES_TOTAL_BYTES } from '../src/claims/claim-timeline.service';
import { User } from '../src/users';
import { mailsTo } from './support/outbox';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(240_000);

type Json = Record<string, any>;

/** A JPEG by its magic bytes, `size` bytes in all of random content (each call a new file). */
const jpeg = (size = 2048): Buffer => {
  const head = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length))]);
};
/** A small PDF by its header. */
const pdf = (): Buffer => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(1024), Buffer.from('\n%%EOF\n')]);
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), randomBytes(512)]);

describe('claim timeline (issue 16): follow a claim, add documents, tick the checklist, notify', () => {
  let t: TestApp;
  let dataDir: string;
  let ip = 0;
  const forwarded = () => `198.31.${Math.floor(++ip / 250)}.${ip % 250}`;
  const headers = (token: string) => ({ 'X-Forwarded-For': forwarded(), Authorization: `Bearer ${token}` });
  const em = () => t.app.get(MikroORM).em.fork();
  const login = async (username: string, password = 'Harbor-Guest-42'): Promise<string> => {
    const res = await t.call('POST', '/api/account/login', { body: { username, password, rememberMe: false }, headers: { 'X-Forwarded-For': forwarded() } });
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status}`);
    return res.body.result.token as string;
  };
  const storedCount = (): number => {
    const root = join(dataDir, 'claim-files');
    try {
      return readdirSync(root).reduce((n, d) => n + readdirSync(join(root, d)).length, 0);
    } catch {
      return 0;
    }
  };
  const detail = async (token: string | null, claimNumber: string) =>
    t.call('GET', `/api/claim/${claimNumber}`, { headers: token ? headers(token) : { 'X-Forwarded-For': forwarded() } });

  /** POST /api/claim/{n}/documents as the web sends it: the command part first, then the files; checked against the spec. */
  const upload = async (token: string | null, claimNumber: string, command: Json, files: Array<{ name: string; content: Buffer }>) => {
    let req = request(t.app.getHttpServer()).post(`/api/claim/${claimNumber}/documents`).set('X-Forwarded-For', forwarded());
    if (token) req = req.set('Authorization', `Bearer ${token}`);
    req = req.field('command', JSON.stringify(command), { contentType: 'application/json' } as never);
    for (const f of files) req = req.attach('files', f.content, f.name);
    const res = await req;
    t.contract.check('POST', `/api/claim/${claimNumber}/documents`, res);
    return res;
  };
  const item = (d: Json, label: string): Json => d.checklist.find((i: Json) => i.label === label);

  let demo: string; // Emily Carter: 1004977 (open, estimate and photos asked for), 1004582 (closed), P1005302 (pending), 1005120
  let priya: string; // another customer
  let grace: string; // Grace Holloway: 1004868 (closed, then reopened)

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'claim-timeline-e2e-'));
    t = await startTestApp({ SEED_DEMO: 'true', DATA_DIR: dataDir, AUTH_RATE_LIMIT_PER_15_MINUTES: '1000', RATE_LIMIT_PER_MINUTE: '100000' });
    [demo, priya, grace] = await Promise.all([
      login('demo@example.com', 'Harbor-Light-42'),
      login('priya.raman@example.com'),
      login('grace.holloway@example.com'),
    ]);
  });
  afterAll(() => t.close());

  describe('GET /api/claim/{claimNumber}', () => {
    it('shows the timeline oldest first, the adjuster, the outstanding checklist and the file rules', async () => {
      const res = await detail(demo, '1004977');
      expect(res.status).toBe(200);
      const d = res.body.result;
      expect(d).toMatchObject({ claimNumber: '1004977', policyNumber: 'PPA1000101', status: 'Open', isOpen: true, maxFilesTotalBytes: 100_000_000 });
      expect(d.timeline.map((e: Json) => e.kind)).toEqual(['reported', 'adjusterAssigned', 'inspectionScheduled', 'documentsRequested']);
      expect(d.adjuster).toEqual({ name: 'Alicia Moreno', phone: '3175550214', email: 'alicia.moreno@harbormutual.example.com' });
      expect(d.timeline[1].adjuster).toEqual(d.adjuster);
      expect(d.timeline[3]).toMatchObject({ title: 'Your adjuster asked for documents', items: ['Repair estimate', 'Photos of the damage'] });
      expect(d.checklist.map((i: Json) => [i.label, i.receivedAt])).toEqual([
        ['Photos of the damage', null],
        ['Repair estimate', null],
      ]);
      expect(d.fileRules.maxFileBytes).toBe(10_485_760);
    });

    it('every state of the demo book: payment in cents with date and method, closed, reopened, pending', async () => {
      const closed = (await detail(demo, '1004582')).body.result;
      expect(closed.isOpen).toBe(false);
      expect(closed.timeline.map((e: Json) => e.kind)).toEqual([
        'reported',
        'adjusterAssigned',
        'inspectionScheduled',
        'estimateWritten',
        'paymentIssued',
        'closed',
      ]);
      const payment = closed.timeline.find((e: Json) => e.kind === 'paymentIssued');
      expect(payment).toMatchObject({ amountCents: 234_615, paymentMethod: 'directDeposit', title: 'Payment issued: $2,346.15' });
      expect(payment.paymentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const reopened = (await detail(grace, '1004868')).body.result;
      expect(reopened.timeline.at(-1).kind).toBe('reopened');
      expect(reopened.isOpen).toBe(true);
      const pending = (await detail(demo, 'P1005302')).body.result;
      expect(pending.timeline.map((e: Json) => e.kind)).toEqual(['reported']);
      expect(pending.adjuster).toBeNull();
      const received = (await detail(demo, '1005120')).body.result;
      expect(item(received, "Plumber's invoice").receivedAt).not.toBeNull();
    });

    it("another customer's claim -> 404 CLAIM_NOT_FOUND, an unknown one the same, anonymous -> 401, a malformed number -> 400", async () => {
      const other = await detail(priya, '1004977');
      expect(other.status).toBe(404);
      expect(other.body.code).toBe('CLAIM_NOT_FOUND');
      expect((await detail(demo, '9999999')).body.code).toBe('CLAIM_NOT_FOUND');
      expect((await detail(null, '1004977')).status).toBe(401);
      expect((await detail(demo, '12AB')).status).toBe(400);
    });

    it('a claim reported in the portal starts its timeline with "reported"', async () => {
      const res = await t.call('POST', '/api/claim', {
        body: {
          policyNumber: 'PPA1000101',
          lossType: 'Glass',
          lossDate: '2026-11-20',
          policyHolder: 'Emily Carter',
          emailAddress: 'emily.timeline@example.test',
          phoneNumber: '3175550142',
          injuriesExist: false,
          lossDescription: 'A stone cracked the windshield.',
        },
        headers: headers(demo),
      });
      expect(res.status).toBe(200);
      const d = (await detail(demo, res.body.result.claimNumber)).body.result;
      expect(d).toMatchObject({ status: 'Reported', isOpen: true, checklist: [], files: [] });
      expect(d.timeline.map((e: Json) => e.kind)).toEqual(['reported']);
    });
  });

  describe('POST /api/claim/{claimNumber}/documents', () => {
    it('the repair estimate ticks its item, is listed and downloadable, adds "documents received" and emails the customer', async () => {
      const before = (await detail(demo, '1004977')).body.result;
      const estimate = pdf();
      const res = await upload(demo, '1004977', { requestedItemId: item(before, 'Repair estimate').itemId }, [{ name: 'estimate.pdf', content: estimate }]);
      expect(res.status).toBe(200);
      const d = res.body.result;
      expect(item(d, 'Repair estimate').receivedAt).not.toBeNull();
      expect(item(d, 'Photos of the damage').receivedAt).toBeNull();
      const file = d.files.find((f: Json) => f.fileName === 'estimate.pdf');
      expect(file).toMatchObject({ contentType: 'application/pdf', size: estimate.length, requestedItemId: item(before, 'Repair estimate').itemId });
      expect(d.filesTotalBytes).toBe(d.files.reduce((n: number, f: Json) => n + f.size, 0));
      expect(d.timeline.at(-1)).toMatchObject({ kind: 'documentsReceived', items: ['estimate.pdf'], note: 'For: Repair estimate' });
      // The home page's claims section (POST /api/policy) shows the newest event.
      const policies = await t.call('POST', '/api/policy', { body: { policies: ['PPA1000101'] }, headers: headers(demo) });
      const listed = policies.body.result[0].claims.find((c: Json) => c.number === '1004977');
      expect(listed.latestEvent).toEqual({ kind: 'documentsReceived', occurredAt: d.timeline.at(-1).occurredAt });
      const mail = (await mailsTo(t, 'demo@example.com')).find((m) => m.subject === 'Claim 1004977: Documents received');
      expect(mail?.text).toContain('estimate.pdf');
      expect(mail?.text).toContain('/claims/1004977');

      const download = await request(t.app.getHttpServer())
        .get(file.downloadPath)
        .set(headers(demo))
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        });
      expect(download.status).toBe(200);
      expect(Buffer.compare(download.body as Buffer, estimate)).toBe(0);
      const notYours = await t.call('GET', file.downloadPath, { headers: headers(priya) });
      expect(notYours.status).toBe(404);
      expect(notYours.body.code).toBe('CLAIM_NOT_FOUND');
      expect((await t.call('GET', `/api/claim/1004977/documents/${before.checklist[0].itemId}`, { headers: headers(demo) })).body.code).toBe(
        'CLAIM_DOCUMENT_NOT_FOUND',
      );
    });

    it('two uploads ticking the same item at once both succeed: ticked once, both files listed, nothing lost', async () => {
      const before = (await detail(demo, '1004977')).body.result;
      const photos = item(before, 'Photos of the damage').itemId;
      const [a, b] = await Promise.all([
        upload(demo, '1004977', { requestedItemId: photos }, [{ name: 'left.jpg', content: jpeg() }]),
        upload(demo, '1004977', { requestedItemId: photos }, [{ name: 'right.jpg', content: jpeg() }]),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const d = (await detail(demo, '1004977')).body.result;
      expect(
        d.files
          .filter((f: Json) => f.requestedItemId === photos)
          .map((f: Json) => f.fileName)
          .sort(),
      ).toEqual(['left.jpg', 'right.jpg']);
      const tickedAt = item(d, 'Photos of the damage').receivedAt;
      expect(tickedAt).not.toBeNull();
      // Two "documents received" events; the item keeps the time of the upload that took the claim's lock first (the other found it ticked).
      const received = d.timeline.filter((e: Json) => e.kind === 'documentsReceived' && e.note === 'For: Photos of the damage');
      expect(received).toHaveLength(2);
      expect(received.map((e: Json) => e.occurredAt)).toContain(tickedAt);
    });

    it('a closed claim -> 422 CLAIM_NOT_OPEN with a clear message, and nothing is stored', async () => {
      const stored = storedCount();
      const res = await upload(demo, '1004582', {}, [{ name: 'late.jpg', content: jpeg() }]);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('CLAIM_NOT_OPEN');
      expect(res.body.errors[0]).toMatch(/closed/);
      expect(storedCount()).toBe(stored);
    });

    it("another customer's claim -> 404, anonymous -> 401, an item of another claim -> 422, no file -> 400", async () => {
      const stored = storedCount();
      expect((await upload(priya, '1004977', {}, [{ name: 'x.jpg', content: jpeg() }])).body.code).toBe('CLAIM_NOT_FOUND');
      expect((await upload(null, '1004977', {}, [{ name: 'x.jpg', content: jpeg() }])).status).toBe(401);
      const otherItem = item((await detail(demo, '1005120')).body.result, "Plumber's invoice").itemId;
      const wrong = await upload(demo, '1004977', { requestedItemId: otherItem }, [{ name: 'x.jpg', content: jpeg() }]);
      expect(wrong.status).toBe(422);
      expect(wrong.body.code).toBe('CLAIM_ITEM_NOT_FOUND');
      const none = await upload(demo, '1004977', {}, []);
      expect(none.status).toBe(400);
      expect(none.body.code).toBe('CLAIM_MULTIPART_INVALID');
      expect(storedCount()).toBe(stored);
    });

    it("the report form's rules: a refused type, and a file already on the claim is a duplicate", async () => {
      const stored = storedCount();
      const bad = await upload(demo, '1005120', {}, [{ name: 'photo.jpg', content: exe }]);
      expect(bad.status).toBe(422);
      expect(bad.body.code).toBe('CLAIM_FILE_TYPE_REFUSED');
      const once = jpeg();
      expect((await upload(demo, '1005120', {}, [{ name: 'once.jpg', content: once }])).status).toBe(200);
      const again = await upload(demo, '1005120', {}, [{ name: 'again.jpg', content: once }]);
      expect(again.status).toBe(422);
      expect(again.body.code).toBe('CLAIM_FILE_DUPLICATE');
      expect(storedCount()).toBe(stored + 1);
      expect(await em().count(ClaimDocument, { claimNumber: '1005120' })).toBe(1);
    });
  });

  describe('POST /api/claim/{claimNumber}/documents: size limits', () => {
    /** A claim of Emily Carter's reported in the portal for this test alone (open, no files). */
    const newClaim = async (): Promise<string> => {
      const res = await t.call('POST', '/api/claim', {
        body: {
          policyNumber: 'PPA1000101',
          lossType: 'Glass',
          lossDate: '2026-11-21',
          policyHolder: 'Emily Carter',
          emailAddress: 'emily.limits@example.test',
          phoneNumber: '3175550142',
          injuriesExist: false,
          lossDescription: 'A second stone chip.',
        },
        headers: headers(demo),
      });
      expect(res.status).toBe(200);
      return res.body.result.claimNumber as string;
    };

    it('a file over 10,485,760 bytes -> 413 CLAIM_FILE_TOO_LARGE with the spec text; nothing stored', async () => {
      const claimNumber = await newClaim();
      const stored = storedCount();
      const res = await upload(demo, claimNumber, {}, [
        { name: 'ok.jpg', content: jpeg(1000) },
        { name: 'huge.jpg', content: jpeg(10_485_761) },
      ]);
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ success: false, code: 'CLAIM_FILE_TOO_LARGE', errors: [`huge.jpg: ${CLAIM_MESSAGES.fileTooLarge}`] });
      expect(CLAIM_MESSAGES.fileTooLarge).toBe('File size exceeds the 10MB maximum.'); // messages.tsv
      expect(storedCount()).toBe(stored);
      expect(await em().count(ClaimDocument, { claimNumber })).toBe(0);
    });

    it("a claim's files may total 100 MB: one byte more -> 413 CLAIM_DOCUMENTS_LIMIT and nothing stored; exactly the limit is taken", async () => {
      expect(MAX_CLAIM_FILES_TOTAL_BYTES).toBe(100_000_000);
      const claimNumber = await newClaim();
      // Files already on the claim, as the claim's rows record them (each under the 10 MB file limit): all but 2,048 bytes of the limit.
      const user = await em().findOneOrFail(User, { email: 'demo@example.com' });
      const sizes = [...Array<number>(9).fill(10_000_000), 10_000_000 - 2048];
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(MAX_CLAIM_FILES_TOTAL_BYTES - 2048);
      await em().insertMany(
        ClaimDocument,
        sizes.map((size, i) => ({
          id: randomUUID(),
          claimNumber,
          userId: user.id,
          requestedItemId: null,
          fileName: `earlier-${i}.pdf`,
          contentType: 'application/pdf',
          size,
          sha256: createHash('sha256').update(`${claimNumber} earlier ${i}`).digest('hex'),
          storageKey: randomUUID().replace(/-/g, ''),
          createdAt: new Date(Date.now() - 60_000),
        })),
      );
      const stored = storedCount();
      const over = await upload(demo, claimNumber, {}, [{ name: 'one-too-many.jpg', content: jpeg(2049) }]);
      expect(over.status).toBe(413);
      expect(over.body).toMatchObject({
        success: false,
        code: 'CLAIM_DOCUMENTS_LIMIT',
        errors: ["This claim's files would be over the 100 MB limit. Please send further files to your adjuster."],
      });
      expect(storedCount()).toBe(stored);
      expect(await em().count(ClaimDocument, { claimNumber })).toBe(sizes.length);

      const exact = await upload(demo, claimNumber, {}, [{ name: 'last.jpg', content: jpeg(2048) }]);
      expect(exact.status).toBe(200);
      expect(exact.body.result.filesTotalBytes).toBe(MAX_CLAIM_FILES_TOTAL_BYTES);
      expect(storedCount()).toBe(stored + 1);
    });
  });

  describe('events from the claims system (the demo CLI records through ClaimTimelineService)', () => {
    it('each event is on the timeline and emails the customer; closing stops uploads, reopening allows them again', async () => {
      const timeline = t.app.get(ClaimTimelineService);
      await timeline.recordEvent('1004903', {
        kind: ClaimEventKind.PaymentIssued,
        occurredAt: new Date(),
        details: { amountCents: 125_050, paymentDate: '2026-11-25', paymentMethod: 'check' },
      });
      await expect(
        timeline.recordEvent('1004903', { kind: ClaimEventKind.PaymentIssued, occurredAt: new Date(), details: { amountCents: 10.5 } }),
      ).rejects.toThrow(ClaimEventRefused);
      await timeline.recordEvent('P1005302', {
        kind: ClaimEventKind.AdjusterAssigned,
        occurredAt: new Date(),
        details: { adjuster: { name: 'Sam Ortiz', phone: '3175550299', email: 'sam.ortiz@harbormutual.example.com' } },
      });
      const pending = (await detail(demo, 'P1005302')).body.result;
      expect(pending.adjuster).toEqual({ name: 'Sam Ortiz', phone: '3175550299', email: 'sam.ortiz@harbormutual.example.com' });
      expect(pending.status).toBe('Open');
      expect((await mailsTo(t, 'demo@example.com')).some((m) => m.subject === 'Claim P1005302: Adjuster assigned: Sam Ortiz')).toBe(true);

      await timeline.recordEvent('P1005302', { kind: ClaimEventKind.Closed, occurredAt: new Date(), details: {} });
      expect((await upload(demo, 'P1005302', {}, [{ name: 'late.jpg', content: jpeg() }])).body.code).toBe('CLAIM_NOT_OPEN');
      await timeline.recordEvent('P1005302', { kind: ClaimEventKind.Reopened, occurredAt: new Date(), details: {} });
      expect((await upload(demo, 'P1005302', {}, [{ name: 'late.jpg', content: jpeg() }])).status).toBe(200);
    });
  });
});
