import { MikroORM } from '@mikro-orm/postgresql';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { ADMIN, CUSTOMER, nextAddress, signIn } from './support/admin';
import { linkIn, mailsTo } from './support/outbox';
import { startTestApp, type TestApp } from './support/test-app';
import { IMPORT_CLEANUP_JOB } from '../src/admin/imports/user-import.jobs';
import { Clock } from '../src/common/clock';
import { JobRegistry, JobsService } from '../src/jobs';

jest.setTimeout(240_000);

const SAMPLE = readFileSync(join(__dirname, '../../docs/samples/users-import.csv'));
const HEADER = 'email,firstName,lastName,policyNumbers,phone';

interface Run {
  id: string;
  status: string;
  total: number;
  scheduled: number;
  enqueued: number;
  processing: number;
  succeeded: number;
  failed: number;
}

describe('user import (POST/GET /api/admin/importusers)', () => {
  let t: TestApp;
  let admin: () => Record<string, string>;
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.get(MikroORM).em.fork().getConnection().execute<T[]>(query, params);

  const upload = async (content: Buffer | string, filename = 'users.csv', contentType = 'text/csv') => {
    const res = await request(t.app.getHttpServer())
      .post('/api/admin/importusers')
      .set(admin())
      .attach('file', Buffer.isBuffer(content) ? content : Buffer.from(content), { filename, contentType });
    t.contract.check('POST', '/api/admin/importusers', res);
    return res;
  };
  const status = async (id: string): Promise<Run> => {
    const res = await t.call('GET', `/api/admin/importusers/${id}`, { headers: admin() });
    expect(res.status).toBe(200);
    return res.body.result as Run;
  };
  const untilDone = async (id: string): Promise<Run> => {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const run = await status(id);
      expect(run.scheduled + run.enqueued + run.processing + run.succeeded + run.failed).toBe(run.total);
      if (run.status === 'done') return run;
      if (Date.now() > deadline) throw new Error(`import ${id} not done: ${JSON.stringify(run)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  const errorsCsv = async (id: string) => {
    const res = await request(t.app.getHttpServer()).get(`/api/admin/importusers/${id}/errors`).set(admin());
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="userImportErrors_${id}.csv"`);
    return res.text;
  };

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true' }, { config: { jobsPollingIntervalSeconds: 0.5 } });
    admin = await signIn(t, ADMIN);
  });
  afterAll(() => t.close());

  it('imports the sample file: one account per row with its policy, no usable password, and the set-password email through the outbox', async () => {
    const res = await upload(SAMPLE, 'users-import.csv');
    expect(res.status).toBe(202);
    const run = res.body.result as Run;
    expect(run).toMatchObject({ total: 3, scheduled: 0, failed: 0 });
    expect(['running', 'done']).toContain(run.status);
    const done = await untilDone(run.id);
    expect(done).toMatchObject({ status: 'done', total: 3, succeeded: 3, failed: 0, enqueued: 0, processing: 0 });

    const users = await sql<{ email: string; display_name: string; phone_number: string | null; email_confirmed: boolean; policies: string }>(
      `select u.email, u.display_name, u.phone_number, u.email_confirmed, string_agg(p.policy_number, ';') as policies
         from user_account u join user_policy p on p.user_id = u.id where u.email like '%@import.example.com' group by u.id order by u.email`,
    );
    expect(users).toEqual([
      { email: 'dana.fox@import.example.com', display_name: 'Dana Fox', phone_number: '3175550201', email_confirmed: false, policies: 'HOM2001201' },
      { email: 'lena.novak@import.example.com', display_name: 'Lena Novak', phone_number: '3175550203', email_confirmed: false, policies: 'HOM2001203' },
      { email: 'omar.haddad@import.example.com', display_name: 'Omar Haddad', phone_number: null, email_confirmed: false, policies: 'HOM2001202' },
    ]);
    const mails = await mailsTo(t, 'dana.fox@import.example.com');
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('password')]);

    // No password signs in until the link sets one; the link sets it and confirms the address.
    const login = await t.call('POST', '/api/account/login', {
      body: { username: 'dana.fox@import.example.com', password: 'Harbor-Guest-42' },
      headers: { 'X-Forwarded-For': nextAddress() },
    });
    expect(login.status).toBe(401);
    const link = linkIn(mails[0], '/resetpassword');
    const reset = await t.call('POST', '/api/account/resetpassword', {
      body: { userId: link.userId, code: link.code, password: 'Imported-Fox-77', confirmPassword: 'Imported-Fox-77' },
    });
    expect(reset.status).toBe(200);
    const signedIn = await t.call('POST', '/api/account/login', {
      body: { username: 'dana.fox@import.example.com', password: 'Imported-Fox-77' },
      headers: { 'X-Forwarded-For': nextAddress() },
    });
    expect(signedIn.status).toBe(200);

    expect(await errorsCsv(run.id)).toBe('row,email,error\n');
    const audit = await sql(`select action, target, outcome from admin_audit_entry where action = 'importUsers' order by at desc limit 1`);
    expect(audit).toEqual([{ action: 'importUsers', target: `userImport:${run.id}`, outcome: 'succeeded' }]);
    const list = await t.call('GET', '/api/admin/importusers', { headers: admin() });
    expect(list.body.result[0]).toMatchObject({ id: run.id, fileName: 'users-import.csv', status: 'done' });
  });

  it('refuses rows that break a rule (each with its reasons in the errors download) and imports the others', async () => {
    const csv = [
      'Email,LastName,FirstName,PolicyNumbers', // any order, any case, phone left out
      'not-an-address,Doe,Jo,HOM9999991',
      ',,,',
      'kim.row3@import.example.com,,Kim,PPA10001',
      'sam.row4@import.example.com,Stone,Sam,HOM9999999',
      'demo@example.com,Carter,Emily,HOM9999998',
      'pat.row6@import.example.com,Lee,Pat,PPA1000101',
      'sam.row4@import.example.com,Stone,Sam,HOM9999997',
      '=cmd@import.example.com,Bad,Formula,HOM9999996',
      '"quoted, name@import.example.com",A,B,HOM9999995',
    ].join('\r\n');
    const res = await upload(csv);
    expect(res.status).toBe(202);
    const done = await untilDone(res.body.result.id);
    expect(done).toMatchObject({ total: 8, succeeded: 0, failed: 8 });
    const lines = (await errorsCsv(done.id)).trimEnd().split('\n');
    expect(lines).toEqual([
      'row,email,error',
      '1,not-an-address,email is not an email address',
      '2,kim.row3@import.example.com,lastName is required; policyNumbers: PPA10001 is not a policy number (three letters and seven digits)',
      '3,sam.row4@import.example.com,policy HOM9999999 is not a policy of the book',
      '4,demo@example.com,an account already has this email; policy HOM9999998 is not a policy of the book',
      '5,pat.row6@import.example.com,policy PPA1000101 is already on an account',
      '6,sam.row4@import.example.com,email is already on row 3',
      "7,'=cmd@import.example.com,policy HOM9999996 is not a policy of the book",
      '8,"quoted, name@import.example.com",email is not an email address',
    ]);
    // Refused rows keep no names, phones or policies.
    const kept = await sql(
      `select count(*)::int as n from user_import_row where run_id = ? and (first_name is not null or last_name is not null or phone is not null or policy_numbers is not null)`,
      [done.id],
    );
    expect(kept).toEqual([{ n: 0 }]);
  });

  it('refuses a file that cannot be imported as a whole with a clear 4xx, and keeps nothing of it', async () => {
    const runsBefore = await sql(`select count(*)::int as n from user_import_run`);
    const json = await t.call('POST', '/api/admin/importusers', { headers: admin(), body: { file: 'x' } });
    expect([json.status, json.body.code]).toEqual([400, 'ADMIN_IMPORT_FILE_MISSING']);
    const png = await upload(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'users.png', 'image/png');
    expect([png.status, png.body.code]).toEqual([415, 'ADMIN_IMPORT_NOT_CSV']);
    const binary = await upload(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64)]), 'users.csv', 'text/csv');
    expect([binary.status, binary.body.code]).toEqual([415, 'ADMIN_IMPORT_NOT_CSV']);
    const header = await upload('email,firstName,policyNumbers,nickname\na@b.co,A,HOM2001201,x\n');
    expect([header.status, header.body.code]).toEqual([422, 'ADMIN_IMPORT_HEADER']);
    expect(header.body.errors[0]).toBe(
      'The first line must be the header email,firstName,lastName,policyNumbers (phone is optional). Missing: lastName. Unknown: nickname.',
    );
    const empty = await upload(`${HEADER}\n`);
    expect([empty.status, empty.body.code]).toEqual([422, 'ADMIN_IMPORT_EMPTY']);
    const quote = await upload(`${HEADER}\na@b.co,"Ann,Lee,HOM2001201,\n`);
    expect([quote.status, quote.body.code]).toEqual([422, 'ADMIN_IMPORT_CSV_INVALID']);
    expect(quote.body.errors[0]).toMatch(/^The file is not valid CSV \(line \d+\): a quoted value is not closed\.$/);
    const rows = [HEADER, ...Array.from({ length: 100_001 }, (_, i) => `m${i}@x.co,A,B,HOM9${String(i).padStart(6, '0')},`)].join('\n');
    const tooMany = await upload(rows);
    expect([tooMany.status, tooMany.body.code]).toEqual([413, 'ADMIN_IMPORT_TOO_MANY_ROWS']);
    const big = await upload(Buffer.alloc(20_100_000, 'a'));
    expect([big.status, big.body.code]).toEqual([413, 'ADMIN_IMPORT_TOO_LARGE']);
    expect(await sql(`select count(*)::int as n from user_import_run`)).toEqual(runsBefore);
    const refused = await sql(`select outcome, status from admin_audit_entry where action = 'importUsers' and outcome = 'refused' order by at`);
    expect(refused.length).toBeGreaterThanOrEqual(8);
  });

  it('answers 404 for an unknown run, 400 for an id that is not one; customers 403 and anonymous 401', async () => {
    const unknown = await t.call('GET', '/api/admin/importusers/3f6d2a9e-8b41-4c1e-9f0a-2d5b7c8e1a34', { headers: admin() });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'ADMIN_IMPORT_NOT_FOUND']);
    const errors = await t.call('GET', '/api/admin/importusers/3f6d2a9e-8b41-4c1e-9f0a-2d5b7c8e1a34/errors', { headers: admin() });
    expect(errors.status).toBe(404);
    expect((await t.call('GET', '/api/admin/importusers/nope', { headers: admin() })).status).toBe(400);
    const customer = await signIn(t, CUSTOMER);
    const res = await request(t.app.getHttpServer())
      .post('/api/admin/importusers')
      .set(customer())
      .attach('file', SAMPLE, { filename: 'u.csv', contentType: 'text/csv' });
    expect([res.status, res.body.code]).toEqual([403, 'AUTH_ADMIN_ONLY']);
    const anonymous = await request(t.app.getHttpServer())
      .post('/api/admin/importusers')
      .set('X-Forwarded-For', nextAddress())
      .attach('file', SAMPLE, { filename: 'u.csv', contentType: 'text/csv' });
    expect(anonymous.status).toBe(401);
  });

  it('streams a 6,000-row file into 12 batch jobs and counts every row once', async () => {
    // Policies that are not in the book: every row reaches a batch job and is refused there.
    const rows = [HEADER, ...Array.from({ length: 6_000 }, (_, i) => `bulk${i}@import.example.com,Bulk,Row${i},HOM8${String(i).padStart(6, '0')},`)].join('\n');
    const res = await upload(rows, 'bulk.csv');
    expect(res.status).toBe(202);
    expect(res.body.result).toMatchObject({ total: 6_000, scheduled: 0 });
    const batches = await sql(`select count(*)::int as n from user_import_batch where run_id = ?`, [res.body.result.id]);
    expect(batches).toEqual([{ n: 12 }]);
    const done = await untilDone(res.body.result.id);
    expect(done).toMatchObject({ total: 6_000, failed: 6_000, succeeded: 0 });
    expect(await sql(`select status, count(*)::int as n from user_import_batch where run_id = ? group by status`, [done.id])).toEqual([
      { status: 'done', n: 12 },
    ]);
  });

  it('the nightly admin.import-cleanup job (clock set by the test) purges runs finished more than IMPORT_RETENTION_DAYS (30) ago with their refused rows and batches; a running run stays', async () => {
    const res = await upload([HEADER, 'old1@import.example.com,Old,One,HOM8999001,', 'old2@import.example.com,Old,Two,HOM8999002,'].join('\n'), 'old.csv');
    const done = await untilDone(res.body.result.id);
    expect(done).toMatchObject({ failed: 2 });
    const [{ finished: finishedAt }] = await sql<{ finished: Date | string }>(`select finished_at as finished from user_import_run where id = ?`, [done.id]);
    const finished = new Date(finishedAt);
    const staff = (await sql<{ created_by: string }>(`select created_by from user_import_run where id = ?`, [done.id]))[0]!.created_by;
    // An upload whose reading never finished, and a run still running, both far older than 30 days.
    const [{ id: abandoned }] = await sql<{ id: string }>(
      `insert into user_import_run (file_name, status, created_by, created_at) values ('abandoned.csv', 'receiving', ?, ?::timestamptz - interval '90 days') returning id`,
      [staff, finished],
    );
    const [{ id: running }] = await sql<{ id: string }>(
      `insert into user_import_run (file_name, status, created_by, created_at) values ('running.csv', 'running', ?, ?::timestamptz - interval '90 days') returning id`,
      [staff, finished],
    );
    const clock = t.app.get(Clock);
    const jobs = t.app.get(JobsService);
    const cleanup = t.app.get(JobRegistry).definition(IMPORT_CLEANUP_JOB)!;
    const runCleanup = async () => {
      const id = await jobs.send(cleanup, {});
      const deadline = Date.now() + 60_000;
      for (;;) {
        const job = await jobs.findJob(cleanup, id!);
        if (job?.state === 'completed') return;
        if (job?.state === 'failed' || Date.now() > deadline) throw new Error(`cleanup job: ${JSON.stringify(job)}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    };
    const day = 86_400_000;
    try {
      clock.set(new Date(finished.getTime() + 29 * day));
      await runCleanup();
      expect((await status(done.id)).status).toBe('done');
      expect((await errorsCsv(done.id)).trimEnd().split('\n')).toHaveLength(3);
      expect(await sql(`select id from user_import_run where id = ?`, [abandoned])).toEqual([]);

      clock.set(new Date(finished.getTime() + 30 * day + 60_000));
      await runCleanup();
      expect((await t.call('GET', `/api/admin/importusers/${done.id}`, { headers: admin() })).status).toBe(404);
      expect((await request(t.app.getHttpServer()).get(`/api/admin/importusers/${done.id}/errors`).set(admin())).status).toBe(404);
      expect(await sql(`select 1 from user_import_row where run_id = ?`, [done.id])).toEqual([]);
      expect(await sql(`select 1 from user_import_batch where run_id = ?`, [done.id])).toEqual([]);
      expect(await sql(`select status from user_import_run where id = ?`, [running])).toEqual([{ status: 'running' }]);
      expect((await t.call('GET', '/api/admin/importusers', { headers: admin() })).body.result.map((r: { id: string }) => r.id)).not.toContain(done.id);
    } finally {
      clock.set(null);
      await sql(`delete from user_import_run where id = ?`, [running]);
    }
  });
});
