import { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { CLAIM_MESSAGES } from '../src/claims/claim-catalog';
import { ClaimNotice, ClaimReport, ClaimReportAttachment, ClaimReportThirdParty } from '../src/claims/entities';
import { DocumentKind, PolicyDocument } from '../src/core/policy-document.entity';
import { SystemToggles } from '../src/system';
import { mailsTo } from './support/outbox';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(240_000);

type Json = Record<string, any>;

/** A JPEG by its magic bytes (SOI + APP0 JFIF), then `size` bytes in all of random content. */
const jpeg = (size = 2048): Buffer => {
  const head = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length))]);
};
/** A Windows executable (MZ header) and a zip archive: what a ".jpg" must not be. */
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), randomBytes(512)]);
const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]), randomBytes(512)]);

describe('claims (doc 4): report a claim with attachments, list it, email it', () => {
  let t: TestApp;
  let dataDir: string;
  let ip = 0;
  const forwarded = () => `198.30.${Math.floor(++ip / 250)}.${ip % 250}`;
  const headers = (token: string) => ({ 'X-Forwarded-For': forwarded(), Authorization: `Bearer ${token}` });
  const em = () => t.app.get(MikroORM).em.fork();
  const login = async (username: string, password = 'Harbor-Guest-42'): Promise<string> => {
    const res = await t.call('POST', '/api/account/login', { body: { username, password, rememberMe: false }, headers: { 'X-Forwarded-For': forwarded() } });
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status}`);
    return res.body.result.token as string;
  };
  const storedFiles = (): string[] => {
    const root = join(dataDir, 'claim-files');
    try {
      return readdirSync(root).flatMap((d) => readdirSync(join(root, d)).map((f) => join(root, d, f)));
    } catch {
      return [];
    }
  };

  /** POST /api/claim/v2 as the web sends it: the command part first, then the files; the reply is checked against the spec. */
  const submit = async (token: string | null, command: Json, files: Array<{ name: string; content: Buffer }> = []) => {
    let req = request(t.app.getHttpServer()).post('/api/claim/v2').set('X-Forwarded-For', forwarded());
    if (token) req = req.set('Authorization', `Bearer ${token}`);
    req = req.field('command', JSON.stringify(command), { contentType: 'application/json' } as never);
    for (const f of files) req = req.attach('files', f.content, f.name);
    const res = await req;
    t.contract.check('POST', '/api/claim/v2', res);
    return res;
  };

  const autoCollision = (over: Json = {}): Json => ({
    submissionId: randomUUID(),
    claim: {
      policyNumber: 'PPA1000101',
      fnolTypeId: 1,
      fnolType: 'Auto',
      policyHolder: 'Emily Carter',
      insuredCellPhone: '3175550142',
      preferredEmailAddress: 'emily.claims@example.test',
      differentThanInsured: false,
      lossTypeId: 193,
      lossType: 'Collision with another vehicle',
      lossDate: '2026-11-20',
      lossLocation: 'Intersection of E 86th St and Keystone Ave',
      lossCity: 'Indianapolis',
      lossStateId: 16,
      lossStateName: 'Indiana',
      lossStateAbbreviation: 'IN',
      severity: 'Moderate Loss',
      medicalAttention: 0,
      whatHappened: 'The other driver ran the red light and hit my front bumper.',
      thirdPartyDrivers: true,
      thirdParties: [{ firstName: 'Marcus', lastName: 'Hill', cellPhone: '3175550199', city: 'Indianapolis', stateId: 16, state: 'IN', zip: '46240' }],
      involvedDriverNum: 1,
      involvedVehicleNum: 1,
      ...over,
    },
    emailDetails: { agencyEmailAddress: 'someone@elsewhere.test', memberName: 'Emily Carter' },
  });

  let demo: string; // Emily Carter: PPA1000101, HOM2000101, PUP3000101, PPA1000098 (Cancelled)
  let priya: string; // PPA1000501: another customer
  let cedar: string; // Cedar Valley Builders: WCP7500201
  let northfield: string; // Northfield Auto & Tire: CPP7800301 with parts
  let samuel: string; // Samuel Whitfield: PPA1000601, new business still Pending
  let luis: string; // Luis Alvarez: FAR4000101, FUP4100101 (farm umbrella)

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'claims-e2e-'));
    t = await startTestApp({ SEED_DEMO: 'true', DATA_DIR: dataDir, AUTH_RATE_LIMIT_PER_15_MINUTES: '1000', RATE_LIMIT_PER_MINUTE: '100000' });
    [demo, priya, cedar, northfield, samuel, luis] = await Promise.all([
      login('demo@example.com', 'Harbor-Light-42'),
      login('priya.raman@example.com'),
      login('cedarvalley.builders@example.com'),
      login('northfield.auto@example.com'),
      login('samuel.whitfield@example.com'),
      login('luis.alvarez@example.com'),
    ]);
  });
  afterAll(() => t.close());

  describe('GET /api/claim/options', () => {
    it('lists every policy with its eligibility, claim types, drivers and vehicles', async () => {
      const res = await t.call('GET', '/api/claim/options', { headers: headers(demo) });
      expect(res.status).toBe(200);
      const byNumber = new Map<string, Json>(res.body.result.policies.map((p: Json) => [p.policyNumber, p]));
      expect(byNumber.get('PPA1000101')).toMatchObject({ canReportClaim: true, fnolTypeIds: [1], statusText: 'In-Force' });
      expect(byNumber.get('PPA1000101')!.drivers.length).toBeGreaterThan(0);
      expect(byNumber.get('PPA1000101')!.vehicles[0].vin).toMatch(/^\*+[A-Z0-9]{4}$/);
      expect(byNumber.get('PUP3000101')).toMatchObject({ canReportClaim: false, canReportSimpleClaim: true });
      expect(byNumber.get('PPA1000098')).toMatchObject({ canReportClaim: true, statusText: 'Cancelled' });
      expect([...byNumber.get('HOM2000101')!.fnolTypeIds].sort()).toEqual([2, 3]);
      expect(res.body.result.lossTypes.find((l: Json) => l.lossTypeId === 193)).toMatchObject({ thirdParty: true, fnolTypeId: 1 });
    });

    it('CPP parts carry their claim types; WCP is not eligible', async () => {
      const cpp = (await t.call('GET', '/api/claim/options', { headers: headers(northfield) })).body.result.policies.find(
        (p: Json) => p.policyNumber === 'CPP7800301',
      );
      expect(cpp.packageParts.map((p: Json) => [p.name, [...p.fnolTypeIds].sort()])).toEqual([
        ['Garage', [1, 3]],
        ['General Liability', [3]],
        ['Property', [2]],
        ['Crime', [2, 3]],
      ]);
      const wcp = (await t.call('GET', '/api/claim/options', { headers: headers(cedar) })).body.result.policies.find(
        (p: Json) => p.policyNumber === 'WCP7500201',
      );
      expect(wcp).toMatchObject({ canReportClaim: false, canReportSimpleClaim: false });
      expect(wcp.notEligibleReason).toMatch(/Workers' Compensation/);
    });

    it('anonymous -> 401', async () => {
      expect((await t.call('GET', '/api/claim/options', { headers: { 'X-Forwarded-For': forwarded() } })).status).toBe(401);
    });
  });

  describe('POST /api/claim/v2', () => {
    let claimNumber: string;
    let attachments: Json[];
    const front = jpeg(150_000);
    const rear = jpeg(90_000);

    it('submits an auto collision with a third party and two photos', async () => {
      const res = await submit(demo, autoCollision(), [
        { name: 'front.jpg', content: front },
        { name: 'rear.jpg', content: rear },
      ]);
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({
        policyNumber: 'PPA1000101',
        status: 'Reported',
        lossDate: '2026-11-20',
        type: 'Collision with another vehicle',
        message: CLAIM_MESSAGES.success,
      });
      claimNumber = res.body.result.claimNumber;
      expect(claimNumber).toMatch(/^C[0-9]{7}$/);
      attachments = res.body.result.attachments;
      expect(attachments.map((a) => [a.fileName, a.contentType, a.size])).toEqual([
        ['front.jpg', 'image/jpeg', front.length],
        ['rear.jpg', 'image/jpeg', rear.length],
      ]);
    });

    it('records every submitted-claim addition, the third party and the attachments (files owner-only, under generated names)', async () => {
      const report = await em().findOneOrFail(ClaimReport, { claimNumber });
      expect(report).toMatchObject({
        policyNumber: 'PPA1000101',
        fnolTypeId: 1,
        lossTypeId: 193,
        severity: 'Moderate Loss',
        lossVehicleOwnerDisplayName: expect.any(String),
        lossVehicleOwnerName: expect.stringMatching(/Carter/),
        drivableId: -1,
        decpaPrintUrl: expect.any(String),
        outcome: 'submitted',
        status: 'Reported',
      });
      expect(report.lossDateUtc.toISOString()).toBe('2026-11-20T00:00:00.000Z');
      // decpaPrintUrl is the policy's newest declaration by printDate (PPA1000101 has three, printed on different days).
      const declarations = await em().find(PolicyDocument, { policy: report.corePolicyId, kind: DocumentKind.Declaration }, { orderBy: { printDate: 'desc' } });
      expect(declarations.length).toBeGreaterThan(1);
      expect(declarations[0].printDate > declarations[1].printDate).toBe(true);
      expect(report.decpaPrintUrl).toBe(declarations[0].printUrl);
      expect(report.lossAddress).toMatchObject({ city: expect.any(String), zip5: expect.stringMatching(/^[0-9]{5}$/) });
      expect((report.draft as Json).whatHappened).toMatch(/red light/);
      const parties = await em().find(ClaimReportThirdParty, { claimReport: report.id });
      expect(parties.map((p) => [p.firstName, p.lastName, p.cellPhone])).toEqual([['Marcus', 'Hill', '3175550199']]);
      const stored = await em().find(ClaimReportAttachment, { claimReport: report.id }, { orderBy: { position: 'asc' } });
      expect(stored).toHaveLength(2);
      for (const a of stored) {
        expect(a.storageKey).toMatch(/^[0-9a-f]{32}$/);
        const file = storedFiles().find((f) => f.endsWith(a.storageKey))!;
        expect(file).toBeDefined();
        expect(statSync(file).mode & 0o777).toBe(0o600);
      }
    });

    it('shows the claim at once in the customer claims list', async () => {
      const res = await t.call('POST', '/api/policy', { body: { policies: ['PPA1000101'] }, headers: headers(demo) });
      expect(res.status).toBe(200);
      expect(res.body.result[0].claims).toContainEqual(
        expect.objectContaining({ number: claimNumber, lossDate: '2026-11-20', type: 'Collision with another vehicle', status: 'Reported', isPending: false }),
      );
    });

    it('queues the claim summary to the policyholder and a notice to the agency on record (never the address the form names)', async () => {
      const summary = (await mailsTo(t, 'emily.claims@example.test')).find((m) => m.subject.includes(claimNumber));
      expect(summary?.text).toMatch(/Other driver: Marcus Hill/);
      expect(summary?.text).toMatch(/front\.jpg, rear\.jpg/);
      const options = await t.call('GET', '/api/claim/options', { headers: headers(demo) });
      const agencyEmail = options.body.result.policies.find((p: Json) => p.policyNumber === 'PPA1000101').agency.emails[0] as string;
      expect((await mailsTo(t, agencyEmail)).some((m) => m.subject === `New claim reported: ${claimNumber} on PPA1000101`)).toBe(true);
      expect(await mailsTo(t, 'someone@elsewhere.test')).toHaveLength(0);
    });

    it('downloads an attachment to its owner only, as an attachment with nosniff', async () => {
      const url = `/api/claim/${claimNumber}/attachments/${attachments[0].attachmentId}`;
      const res = await request(t.app.getHttpServer())
        .get(url)
        .set(headers(demo))
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        });
      t.contract.check('GET', url, res);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="front.jpg"; filename*=UTF-8''front.jpg`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(res.body as Buffer, front)).toBe(0);

      const other = await t.call('GET', url, { headers: headers(priya) });
      expect(other.status).toBe(404);
      expect(other.body.code).toBe('CLAIM_ATTACHMENT_NOT_FOUND');
      expect((await t.call('GET', url, { headers: { 'X-Forwarded-For': forwarded() } })).status).toBe(401);
      expect((await t.call('GET', `/api/claim/${claimNumber}/attachments/${randomUUID()}`, { headers: headers(demo) })).status).toBe(404);
    });

    it('hostile file names are labels only: stored under generated keys, shown without path, quotes or control characters, downloaded with a safe RFC 6266 Content-Disposition', async () => {
      // A hand-built multipart body, so each filename reaches the API exactly as written (form-data would take the basename first).
      const boundary = `----hostile${randomUUID()}`;
      const hostile = [
        { header: 'filename="../../x.jpg"', shown: 'x.jpg' },
        { header: 'filename="..\\\\..\\\\etc\\\\win.jpg"', shown: 'win.jpg' },
        { header: 'filename="say \\"cheese\\".jpg"', shown: 'say cheese.jpg' },
        { header: 'filename="it\'s (1) *final*.jpg"', shown: "it's (1) *final*.jpg" },
        { header: 'filename="bell\x07tab\x09del\x7f.jpg"', shown: 'belltabdel.jpg' },
        { header: 'filename="foto de la cocina ñ 日本.jpg"', shown: 'foto de la cocina ñ 日本.jpg' },
      ];
      const contents = hostile.map(() => jpeg(1500));
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="command"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(autoCollision())}\r\n`,
        ),
        ...hostile.flatMap((h, i) => [
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; ${h.header}\r\nContent-Type: image/jpeg\r\n\r\n`, 'utf8'),
          contents[i],
          Buffer.from('\r\n'),
        ]),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
      const res = await request(t.app.getHttpServer())
        .post('/api/claim/v2')
        .set(headers(demo))
        .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
        .send(body);
      t.contract.check('POST', '/api/claim/v2', res);
      expect(res.status).toBe(200);
      const shown: Json[] = res.body.result.attachments;
      expect(shown.map((a) => a.fileName)).toEqual(hostile.map((h) => h.shown));

      const report = await em().findOneOrFail(ClaimReport, { claimNumber: res.body.result.claimNumber });
      const stored = await em().find(ClaimReportAttachment, { claimReport: report.id }, { orderBy: { position: 'asc' } });
      expect(stored.map((a) => a.fileName)).toEqual(hostile.map((h) => h.shown));
      const root = join(dataDir, 'claim-files');
      for (const a of stored) {
        expect(a.storageKey).toMatch(/^[0-9a-f]{32}$/);
        expect(
          storedFiles()
            .find((f) => f.endsWith(a.storageKey))
            ?.startsWith(`${root}/`),
        ).toBe(true);
      }
      // Nothing was written next to or above the storage folder under a name from the request.
      expect(readdirSync(dataDir).filter((f) => f !== 'claim-files')).toEqual([]);
      expect(readdirSync(join(dataDir, '..')).filter((f) => /x\.jpg|win\.jpg/.test(f))).toEqual([]);

      // RFC 6266: a quoted ASCII fallback (no quote, backslash or control character) and filename* in
      // RFC 5987's ext-value, whose attr-chars exclude ' ( ) * and which decodes back to the shown name.
      const DISPOSITION = /^attachment; filename="([\x20\x21\x23-\x5B\x5D-\x7E]*)"; filename\*=UTF-8''((?:[A-Za-z0-9!#$&+\-.^_`|~]|%[0-9A-F]{2})+)$/;
      for (const [i, a] of shown.entries()) {
        const download = await request(t.app.getHttpServer())
          .get(`/api/claim/${res.body.result.claimNumber}/attachments/${a.attachmentId}`)
          .set(headers(demo))
          .buffer(true)
          .parse((r, done) => {
            const chunks: Buffer[] = [];
            r.on('data', (c: Buffer) => chunks.push(c));
            r.on('end', () => done(null, Buffer.concat(chunks)));
          });
        expect(download.status).toBe(200);
        const disposition = download.headers['content-disposition'] as string;
        expect(disposition).toMatch(DISPOSITION);
        expect(decodeURIComponent(DISPOSITION.exec(disposition)![2])).toBe(hostile[i].shown);
        expect(download.headers['x-content-type-options']).toBe('nosniff');
        expect(Buffer.compare(download.body as Buffer, contents[i])).toBe(0);
      }
    });

    it("another customer's policy -> 404 and anonymous -> 401, nothing stored", async () => {
      const before = storedFiles().length;
      const res = await submit(priya, autoCollision(), [{ name: 'a.jpg', content: jpeg() }]);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('POLICY_NOT_FOUND');
      expect((await submit(null, autoCollision())).status).toBe(401);
      expect(storedFiles().length).toBe(before);
    });

    it('refuses ineligible policies with 422: WCP (agent notice), umbrellas (PUP, CUP, FUP), a Pending policy, and names the reason; nothing stored', async () => {
      const rows = await em().count(ClaimReport);
      const before = storedFiles().length;
      const wcp = await submit(cedar, autoCollision({ policyNumber: 'WCP7500201' }));
      expect(wcp.status).toBe(422);
      expect(wcp.body).toMatchObject({ code: 'CLAIM_POLICY_NOT_ELIGIBLE', errors: [expect.stringMatching(/Workers' Compensation/)] });
      const umbrella = { code: 'CLAIM_POLICY_NOT_ELIGIBLE', errors: [expect.stringMatching(/umbrella/)] };
      const pup = await submit(demo, autoCollision({ policyNumber: 'PUP3000101', fnolTypeId: 3 }));
      expect(pup.status).toBe(422);
      expect(pup.body).toMatchObject(umbrella);
      const cup = await submit(cedar, autoCollision({ policyNumber: 'CUP7600201', fnolTypeId: 3 }), [{ name: 'cup.jpg', content: jpeg() }]);
      expect(cup.status).toBe(422);
      expect(cup.body).toMatchObject(umbrella);
      const fup = await submit(luis, autoCollision({ policyNumber: 'FUP4100101', fnolTypeId: 3 }));
      expect(fup.status).toBe(422);
      expect(fup.body).toMatchObject(umbrella);
      // PPA1000601 is otherwise a claimable auto policy: its Pending status alone refuses it.
      const pending = await submit(
        samuel,
        autoCollision({
          policyNumber: 'PPA1000601',
          involvedDriverNum: -1,
          involvedDriverFirstName: 'Sam',
          involvedDriverLastName: 'W',
          involvedVehicleNum: -1,
          involvedVehicleMake: 'Ford',
          involvedVehicleModel: 'Focus',
          involvedVehicleYear: 2018,
        }),
        [{ name: 'pending.jpg', content: jpeg() }],
      );
      expect(pending.status).toBe(422);
      expect(pending.body).toMatchObject({ code: 'CLAIM_POLICY_NOT_ELIGIBLE', errors: [expect.stringMatching(/pending/)] });
      expect(await em().count(ClaimReport)).toBe(rows);
      expect(storedFiles().length).toBe(before);
    });

    it("enforces doc 4 §5's required rules with the spec's messages", async () => {
      const res = await submit(demo, autoCollision({ lossTypeId: null, insuredCellPhone: null, differentThanInsured: null }));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.fieldErrors).toMatchObject({
        'claim.lossTypeId': 'Please fill out this field',
        'claim.insuredHomePhone': 'Please enter at least one phone number',
        'claim.differentThanInsured': 'Please select a value',
      });
      const phone = await submit(demo, autoCollision({ insuredCellPhone: '317555' }));
      expect(phone.status).toBe(400);
      expect(phone.body.fieldErrors['claim.insuredCellPhone']).toBe('Invalid phone number');
      const other = await submit(demo, autoCollision({ thirdParties: [{ firstName: 'Marcus', lastName: 'Hill', cellPhone: '317555019' }] }));
      expect(other.status).toBe(400);
      expect(other.body.fieldErrors['claim.thirdParties.0.cellPhone']).toBe('Invalid phone number');
    });

    describe("doc 4 §5's required rules, one case each (api/src/claims/README.md lists them)", () => {
      const home = (over: Json = {}): Json => ({
        submissionId: randomUUID(),
        claim: {
          policyNumber: 'HOM2000101',
          fnolTypeId: 2,
          whatsDamaged: 'Property',
          insuredHomePhone: '3175550100',
          preferredEmailAddress: 'emily.claims@example.test',
          differentThanInsured: false,
          lossTypeId: -2,
          waterDamageType: 'Burst or frozen pipe',
          lossDate: '2026-11-22',
          lossLocation: 'Kitchen',
          lossCity: 'Carmel',
          lossStateId: 16,
          whatHappened: 'A pipe burst under the kitchen sink.',
          ...over,
        },
      });
      const cppGarage = (over: Json = {}): Json => ({
        submissionId: randomUUID(),
        claim: {
          policyNumber: 'CPP7800301',
          fnolTypeId: 1,
          whatsDamaged: 'Auto',
          packagePart: { name: 'Garage', number: 1 },
          insuredWorkPhone: '5745550120',
          preferredEmailAddress: 'victor@northfield.test',
          differentThanInsured: false,
          lossTypeId: 190,
          lossDate: '2026-11-21',
          lossLocation: 'Service bay',
          lossCity: 'South Bend',
          lossStateId: 16,
          severity: 'Minor Loss',
          medicalAttention: 0,
          whatHappened: 'A customer car rolled into a post.',
          noDriverToggle: false,
          involvedDriverFirstName: 'Dale',
          involvedDriverLastName: 'Hunt',
          involvedVehicleMake: 'Ford',
          involvedVehicleModel: 'F-150',
          involvedVehicleYear: 2019,
          ...over,
        },
      });
      const FILL = 'Please fill out this field';
      const SELECT = 'Please select a value';
      const PHONE = 'Please enter at least one phone number';
      type Case = [rule: string, who: 'demo' | 'northfield', command: () => Json, errors: Record<string, string>];
      const cases: Case[] = [
        ['packagePart when the policy is CPP', 'northfield', () => cppGarage({ packagePart: null }), { 'claim.packagePart': FILL }],
        ['whatsDamaged when the policy offers more than one claim type', 'demo', () => home({ whatsDamaged: null }), { 'claim.whatsDamaged': FILL }],
        ['one of the insured home, work or cell phones', 'demo', () => autoCollision({ insuredCellPhone: null }), { 'claim.insuredHomePhone': PHONE }],
        ['preferredEmailAddress non-empty', 'demo', () => autoCollision({ preferredEmailAddress: null }), { 'claim.preferredEmailAddress': FILL }],
        ['differentThanInsured answered', 'demo', () => autoCollision({ differentThanInsured: null }), { 'claim.differentThanInsured': SELECT }],
        [
          'other contact names and one phone when differentThanInsured is yes',
          'demo',
          () => autoCollision({ differentThanInsured: true }),
          { 'claim.otherContactFirstName': FILL, 'claim.otherContactLastName': FILL, 'claim.otherContactHomePhone': PHONE },
        ],
        ['lossTypeId unless liability-only', 'demo', () => autoCollision({ lossTypeId: null }), { 'claim.lossTypeId': FILL }],
        ['lossDate', 'demo', () => autoCollision({ lossDate: null }), { 'claim.lossDate': FILL }],
        ['lossLocation non-blank', 'demo', () => autoCollision({ lossLocation: '   ' }), { 'claim.lossLocation': FILL }],
        ['lossCity non-blank', 'demo', () => autoCollision({ lossCity: '  ' }), { 'claim.lossCity': FILL }],
        ['lossStateId', 'demo', () => autoCollision({ lossStateId: null }), { 'claim.lossStateId': FILL }],
        ['whatHappened non-blank', 'demo', () => autoCollision({ whatHappened: ' ' }), { 'claim.whatHappened': FILL }],
        [
          'waterDamageType when the loss type is water damage (-2) on property',
          'demo',
          () => home({ waterDamageType: null }),
          { 'claim.waterDamageType': FILL },
        ],
        [
          'otherDamageType when the loss type is Other (-1) on property',
          'demo',
          () => home({ lossTypeId: -1, waterDamageType: null }),
          { 'claim.otherDamageType': FILL },
        ],
        ['severity when shown', 'demo', () => autoCollision({ severity: null }), { 'claim.severity': FILL }],
        ['medicalAttention when shown', 'demo', () => autoCollision({ medicalAttention: null }), { 'claim.medicalAttention': SELECT }],
        [
          'thirdPartyDrivers when the loss type is 193 on auto',
          'demo',
          () => autoCollision({ thirdPartyDrivers: null }),
          { 'claim.thirdPartyDrivers': SELECT },
        ],
        [
          'the other driver when another driver was involved (193 on auto, yes)',
          'demo',
          () => autoCollision({ thirdPartyDrivers: true, thirdParties: [] }),
          { 'claim.thirdParties': 'Please add the other driver' },
        ],
        [
          'the other driver when another driver was involved (no list at all)',
          'demo',
          () => autoCollision({ thirdPartyDrivers: true, thirdParties: null }),
          { 'claim.thirdParties': 'Please add the other driver' },
        ],
        [
          'driver and vehicle numbers for auto (non-CPP)',
          'demo',
          () => autoCollision({ involvedDriverNum: null, involvedVehicleNum: null }),
          { 'claim.involvedDriverNum': FILL, 'claim.involvedVehicleNum': FILL },
        ],
        [
          'driver first and last name when the driver is not on the policy (-1)',
          'demo',
          () => autoCollision({ involvedDriverNum: -1 }),
          { 'claim.involvedDriverFirstName': FILL, 'claim.involvedDriverLastName': FILL },
        ],
        [
          'vehicle make, model and year when the vehicle is not on the policy (-1)',
          'demo',
          () => autoCollision({ involvedVehicleNum: -1 }),
          { 'claim.involvedVehicleMake': FILL, 'claim.involvedVehicleModel': FILL, 'claim.involvedVehicleYear': FILL },
        ],
        [
          'CPP auto: driver names without the no-driver toggle, vehicle make, model and year',
          'northfield',
          () =>
            cppGarage({
              involvedDriverFirstName: null,
              involvedDriverLastName: null,
              involvedVehicleMake: null,
              involvedVehicleModel: null,
              involvedVehicleYear: null,
            }),
          {
            'claim.involvedDriverFirstName': FILL,
            'claim.involvedDriverLastName': FILL,
            'claim.involvedVehicleMake': FILL,
            'claim.involvedVehicleModel': FILL,
            'claim.involvedVehicleYear': FILL,
          },
        ],
      ];
      it.each(cases)('%s', async (_rule, who, command, errors) => {
        const res = await submit(who === 'demo' ? demo : northfield, command());
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
        expect(res.body.fieldErrors).toEqual(errors);
      });
      it('the base claims of the table pass (so each case fails for its rule alone)', async () => {
        expect((await submit(demo, home())).status).toBe(200);
        expect((await submit(northfield, cppGarage())).status).toBe(200);
        expect((await submit(northfield, cppGarage({ noDriverToggle: true, involvedDriverFirstName: null, involvedDriverLastName: null }))).status).toBe(200);
      });
    });

    it('a homeowner water-damage claim needs its sub-type, then is reported', async () => {
      const water = {
        submissionId: randomUUID(),
        claim: {
          policyNumber: 'HOM2000101',
          fnolTypeId: 2,
          whatsDamaged: 'Property',
          insuredHomePhone: '3175550100',
          preferredEmailAddress: 'emily.claims@example.test',
          differentThanInsured: false,
          lossTypeId: -2,
          lossDate: '2026-11-22',
          lossLocation: 'Kitchen',
          lossCity: 'Carmel',
          lossStateId: 16,
          whatHappened: 'A pipe burst under the kitchen sink.',
        },
      };
      const missing = await submit(demo, water);
      expect(missing.status).toBe(400);
      expect(missing.body.fieldErrors).toEqual({ 'claim.waterDamageType': 'Please fill out this field' });
      const ok = await submit(demo, { ...water, claim: { ...water.claim, waterDamageType: 'Burst or frozen pipe' } });
      expect(ok.status).toBe(200);
      expect(ok.body.result.type).toBe('Water damage');
    });

    it('a CPP claim on a package part', async () => {
      const cpp = {
        submissionId: randomUUID(),
        claim: {
          policyNumber: 'CPP7800301',
          fnolTypeId: 3,
          packagePart: { name: 'General Liability', number: 2 },
          insuredWorkPhone: '5745550120',
          preferredEmailAddress: 'victor@northfield.test',
          differentThanInsured: false,
          lossDate: '2026-11-21',
          lossLocation: 'Front entrance',
          lossCity: 'South Bend',
          lossStateId: 16,
          severity: 'Minor Loss',
          medicalAttention: 1,
          whatHappened: 'A customer slipped on ice at the entrance.',
        },
      };
      const noPart = await submit(northfield, { ...cpp, claim: { ...cpp.claim, packagePart: null } });
      expect(noPart.status).toBe(400);
      expect(noPart.body.fieldErrors['claim.packagePart']).toBe('Please fill out this field');
      const res = await submit(northfield, cpp);
      expect(res.status).toBe(200);
      const report = await em().findOneOrFail(ClaimReport, { claimNumber: res.body.result.claimNumber });
      expect(report).toMatchObject({ packagePartNumber: 2, packagePartName: 'General Liability', fnolType: 'Liability', injuriesExist: true });
    });

    it('a file over 10,485,760 bytes -> 413 with the spec text; nothing stored', async () => {
      const before = storedFiles().length;
      const rows = await em().count(ClaimReport);
      const res = await submit(demo, autoCollision(), [
        { name: 'ok.jpg', content: jpeg(1000) },
        { name: 'huge.jpg', content: jpeg(10_485_761) },
      ]);
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ code: 'CLAIM_FILE_TOO_LARGE', errors: [`huge.jpg: ${CLAIM_MESSAGES.fileTooLarge}`] });
      expect(storedFiles().length).toBe(before);
      expect(await em().count(ClaimReport)).toBe(rows);
    });

    it('a file of exactly 10,485,760 bytes is accepted', async () => {
      const res = await submit(demo, autoCollision(), [{ name: 'max.jpg', content: jpeg(10_485_760) }]);
      expect(res.status).toBe(200);
      expect(res.body.result.attachments[0].size).toBe(10_485_760);
    });

    it('files over 20,000,000 bytes together -> 413 with the spec text; nothing stored', async () => {
      const before = storedFiles().length;
      const res = await submit(demo, autoCollision(), [
        { name: 'a.jpg', content: jpeg(9_000_000) },
        { name: 'b.jpg', content: jpeg(9_000_000) },
        { name: 'c.jpg', content: jpeg(2_000_001) },
      ]);
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ code: 'CLAIM_FILES_TOO_LARGE', errors: [CLAIM_MESSAGES.filesTooLarge] });
      expect(storedFiles().length).toBe(before);
    });

    it('a body announced over the combined limit is refused before it is read', async () => {
      const res = await submit(demo, autoCollision(), [
        { name: 'a.jpg', content: jpeg(10_100_000) },
        { name: 'b.jpg', content: jpeg(10_100_000) },
      ]);
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ code: 'CLAIM_FILES_TOO_LARGE', errors: [CLAIM_MESSAGES.filesTooLarge] });
    });

    it("the same content twice -> 422 'Duplicated file'; nothing stored", async () => {
      const before = storedFiles().length;
      const same = jpeg(4000);
      const res = await submit(demo, autoCollision(), [
        { name: 'front.jpg', content: same },
        { name: 'front-copy.jpg', content: same },
      ]);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'CLAIM_FILE_DUPLICATE', errors: ['front-copy.jpg: Duplicated file'] });
      expect(storedFiles().length).toBe(before);
    });

    it('decides the type from the content: a .jpg that is an executable or a zip is refused, each listed', async () => {
      const before = storedFiles().length;
      const res = await submit(demo, autoCollision(), [
        { name: 'photo.jpg', content: exe },
        { name: 'real.jpg', content: jpeg() },
        { name: 'scan.jpg', content: zip },
      ]);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        code: 'CLAIM_FILE_TYPE_REFUSED',
        errors: ['photo.jpg: This type of file is not accepted.', 'scan.jpg: This type of file is not accepted.'],
      });
      expect(storedFiles().length).toBe(before);
    });

    it('accepts text and csv by content, and a PDF named .txt as a PDF', async () => {
      const res = await submit(demo, autoCollision(), [
        { name: 'notes.txt', content: Buffer.from('The bumper is cracked.\nPhotos attached.\n') },
        { name: 'list.csv', content: Buffer.from('item,cost\nbumper,900\n') },
        { name: 'estimate.txt', content: Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1') },
      ]);
      expect(res.status).toBe(200);
      expect(res.body.result.attachments.map((a: Json) => a.contentType)).toEqual(['text/plain', 'text/csv', 'application/pdf']);
    });

    it('a second submission with the same submission id -> 409, no second claim and no file left', async () => {
      const command = autoCollision();
      expect((await submit(demo, command)).status).toBe(200);
      const before = storedFiles().length;
      // The file is stored before the save fails on the submission id: it must not stay behind.
      const again = await submit(demo, command, [{ name: 'late.jpg', content: jpeg() }]);
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('CLAIM_ALREADY_SUBMITTED');
      expect(storedFiles().length).toBe(before);
      expect(await em().count(ClaimReport, { submissionId: command.submissionId })).toBe(1);
    });

    it('parallel submissions get distinct claim numbers', async () => {
      const results = await Promise.all(Array.from({ length: 6 }, (_, i) => submit(demo, autoCollision(), [{ name: `p${i}.jpg`, content: jpeg(3000) }])));
      expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
      const numbers = results.map((r) => r.body.result.claimNumber as string);
      expect(new Set(numbers).size).toBe(6);
    });

    it('takes the command as a plain text part too (how the generated client sends FormData)', async () => {
      const res = await request(t.app.getHttpServer())
        .post('/api/claim/v2')
        .set(headers(demo))
        .field('command', JSON.stringify(autoCollision()))
        .attach('files', jpeg(), 'photo.jpg');
      t.contract.check('POST', '/api/claim/v2', res);
      expect(res.status).toBe(200);
      const broken = await request(t.app.getHttpServer()).post('/api/claim/v2').set(headers(demo)).field('command', '{"submissionId":');
      t.contract.check('POST', '/api/claim/v2', broken);
      expect(broken.status).toBe(400);
      expect(broken.body).toMatchObject({ code: 'CLAIM_MULTIPART_INVALID', errors: ['The command part is not valid JSON.'] });
    });

    it('a body without a command part, or multipart on a JSON call, is refused', async () => {
      const noCommand = await request(t.app.getHttpServer()).post('/api/claim/v2').set(headers(demo)).attach('files', jpeg(), 'a.jpg');
      t.contract.check('POST', '/api/claim/v2', noCommand);
      expect(noCommand.status).toBe(400);
      expect(noCommand.body.code).toBe('CLAIM_MULTIPART_INVALID');
      const json = await request(t.app.getHttpServer()).post('/api/claim/v2').set(headers(demo)).send({ command: autoCollision() });
      t.contract.check('POST', '/api/claim/v2', json);
      expect(json.status).toBe(400);
      const multipartElsewhere = await request(t.app.getHttpServer()).post('/api/claim').set(headers(demo)).field('policyNumber', 'PPA1000101');
      t.contract.check('POST', '/api/claim', multipartElsewhere);
      expect(multipartElsewhere.status).toBe(415);
    });

    it('photo-estimate questions are required when the toggle is on and the vehicle is eligible', async () => {
      const fork = em();
      const toggles = (await fork.findOne(SystemToggles, { id: 1 }))!;
      toggles.cccClaimsEnabled = true;
      await fork.flush();
      try {
        const res = await submit(demo, autoCollision());
        expect(res.status).toBe(400);
        expect(res.body.fieldErrors).toEqual({
          'claim.drivable': 'Please select a value',
          'claim.airbagDeployed': 'Please select a value',
          'claim.insuredAddress': 'Please select a value',
        });
        // Fully eligible (drivable, no airbag, at the insured's address): consent must not stay unanswered (2).
        const unanswered = await submit(demo, autoCollision({ drivable: 1, airbagDeployed: 2, insuredAddress: 1, cccClaimConsent: 2 }));
        expect(unanswered.status).toBe(400);
        expect(unanswered.body.fieldErrors).toEqual({ 'claim.cccClaimConsent': 'Please select a value' });
        // Consent yes needs the text phone.
        const noPhone = await submit(demo, autoCollision({ drivable: 1, airbagDeployed: 2, insuredAddress: 1, cccClaimConsent: 1 }));
        expect(noPhone.status).toBe(400);
        expect(noPhone.body.fieldErrors).toEqual({ 'claim.cccPhone': 'Please fill out this field' });
        const ok = await submit(demo, autoCollision({ drivable: 1, airbagDeployed: 2, insuredAddress: 1, cccClaimConsent: 1, cccPhone: '3175550142' }));
        expect(ok.status).toBe(200);
        expect(await em().findOneOrFail(ClaimReport, { claimNumber: ok.body.result.claimNumber })).toMatchObject({ drivableId: 1, cccClaimConsent: 1 });
        // The summary email carries the photo-estimate answers (the policyholder and the agency see what was told).
        const summary = (await mailsTo(t, 'emily.claims@example.test')).find((m) => m.subject.includes(ok.body.result.claimNumber as string));
        expect(summary?.text).toContain('Drivable: Yes');
        expect(summary?.text).toContain('Airbag deployed: No');
        expect(summary?.text).toContain("At the insured's address: Yes");
        expect(summary?.text).toContain('Photo estimate: Yes, text 3175550142');
      } finally {
        toggles.cccClaimsEnabled = false;
        await fork.flush();
      }
    });
  });

  describe('POST /api/claim (simple form)', () => {
    const simple = (policyNumber: string) => ({
      policyNumber,
      lossType: 'Water damage',
      lossDate: '2026-11-20',
      policyHolder: 'Emily Carter',
      emailAddress: 'emily.simple@example.test',
      phoneNumber: '3175550142',
      injuriesExist: false,
      lossDescription: 'A pipe burst under the kitchen sink and soaked the floor.',
    });

    it('reports on any policy but WCP (an umbrella policy included) and lists it', async () => {
      const res = await t.call('POST', '/api/claim', { body: simple('PUP3000101'), headers: headers(demo) });
      expect(res.status).toBe(200);
      const list = await t.call('POST', '/api/policy', { body: { policies: ['PUP3000101'] }, headers: headers(demo) });
      expect(list.body.result[0].claims).toContainEqual(
        expect.objectContaining({ number: res.body.result.claimNumber, type: 'Water damage', status: 'Reported' }),
      );
      expect((await mailsTo(t, 'emily.simple@example.test')).some((m) => m.subject.includes(res.body.result.claimNumber))).toBe(true);
    });

    it('accepts a Pending policy (only the full form refuses Pending) and records the claim', async () => {
      const res = await t.call('POST', '/api/claim', { body: { ...simple('PPA1000601'), policyHolder: 'Samuel Whitfield' }, headers: headers(samuel) });
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({ policyNumber: 'PPA1000601', status: 'Reported' });
      expect(await em().count(ClaimReport, { claimNumber: res.body.result.claimNumber, policyNumber: 'PPA1000601', form: 'simple' })).toBe(1);
    });

    it('WCP -> 422, another customer -> 404, anonymous -> 401', async () => {
      const wcp = await t.call('POST', '/api/claim', { body: simple('WCP7500201'), headers: headers(cedar) });
      expect(wcp.status).toBe(422);
      expect(wcp.body.code).toBe('CLAIM_POLICY_NOT_ELIGIBLE');
      expect((await t.call('POST', '/api/claim', { body: simple('PPA1000101'), headers: headers(priya) })).status).toBe(404);
      expect((await t.call('POST', '/api/claim', { body: simple('PPA1000101'), headers: { 'X-Forwarded-For': forwarded() } })).status).toBe(401);
    });
  });

  describe('failure emails: sent once per submission', () => {
    it('the error email goes to the agency on record once; the debug email to support once', async () => {
      const submissionId = randomUUID();
      const error = {
        submissionId,
        policyNumber: 'PPA1000501',
        memberName: 'Priya Raman',
        policyholderAddress1: '1 Main St',
        policyholderEmail: 'priya.raman@example.com',
        errorMessage: 'The request failed.',
        agencyEmailAddress: 'attacker@elsewhere.test',
      };
      for (let i = 0; i < 2; i++) expect((await t.call('POST', '/api/claim/sendClaimErrorEmail', { body: error, headers: headers(priya) })).status).toBe(200);
      const debug = {
        submissionId,
        policyNumber: 'PPA1000501',
        errorMessage: 'The request failed.',
        claimDetails: '{"lossTypeId":193}',
        attachmentDetails: 'a.jpg',
      };
      await Promise.all([0, 1, 2].map(() => t.call('POST', '/api/claim/sendClaimDebugEmail', { body: debug, headers: headers(priya) })));
      expect(await em().count(ClaimNotice, { submissionId, kind: 'error' })).toBe(1);
      expect(await em().count(ClaimNotice, { submissionId, kind: 'debug' })).toBe(1);
      expect(await mailsTo(t, 'attacker@elsewhere.test')).toHaveLength(0);
      const debugMails = (await mailsTo(t, 'no-reply@harbormutual.test')).filter((m) => m.subject === 'Claim submission failed (debug): PPA1000501');
      expect(debugMails).toHaveLength(1);
    });

    it("another customer's policy -> 404", async () => {
      const res = await t.call('POST', '/api/claim/sendClaimErrorEmail', {
        body: { submissionId: randomUUID(), policyNumber: 'PPA1000101', errorMessage: 'x' },
        headers: headers(priya),
      });
      expect(res.status).toBe(404);
    });
  });
});
