import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { AccountCleanupJob } from '../src/account/account-cleanup.job';
import { EmailCode, EmailCodePurpose } from '../src/account/entities/email-code.entity';
import { VerificationAttempt, VerificationStep } from '../src/account/entities/verification-attempt.entity';
import { AuthCleanupJob } from '../src/auth/auth-cleanup.job';
import { RefreshToken } from '../src/auth/entities/refresh-token.entity';
import { RememberMeCredential } from '../src/auth/entities/remember-me-credential.entity';
import { SessionFamily } from '../src/auth/entities/session-family.entity';
import { isSocketUrl } from '../src/jobs/jobs.options';
import { JobsService } from '../src/jobs/jobs.service';
import { listenForRole } from '../src/jobs';
import { MailDeliveryJobs } from '../src/mail/mail-delivery.job';
import { MailOutbox } from '../src/mail/mail-outbox';
import { DELIVER_MAIL } from '../src/mail/mail.jobs';
import { MailStatus, OutboxEmail } from '../src/mail/outbox-email.entity';
import { hashPassword } from '../src/users/password-hash';
import { User } from '../src/users/user.entity';
import { provisionDatabase, type TestDatabase } from './support/database';
import { FakeSmtp } from './support/fake-smtp';
import { mailsTo, waitForDelivery } from './support/outbox';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

/** Fast job polling and one-second retries, so a failing mail runs out of attempts in seconds. */
const FAST_JOBS = { jobsPollingIntervalSeconds: 0.5, jobsRetryDelaySeconds: 1 };
const PASSWORD = 'Lantern-Tide-47';

const mail = (to: string, subject = 'Outbox test') => ({ to, subject, text: `Hello ${to}`, html: `<p>Hello ${to}</p>` });

async function createUser(t: TestApp, email: string): Promise<User> {
  const em = t.app.get(MikroORM).em.fork();
  const user = Object.assign(new User(), {
    email,
    username: email,
    passwordHash: await hashPassword(PASSWORD),
    displayName: 'Outbox Tester',
    firstName: 'Outbox',
    lastName: 'Tester',
    emailConfirmed: true,
  });
  await em.persist(user).flush();
  return user;
}

async function signIn(t: TestApp, username: string, ip: string): Promise<string> {
  const res = await t.call('POST', '/api/account/login', { body: { username, password: PASSWORD, rememberMe: false }, headers: { 'X-Forwarded-For': ip } });
  expect(res.status).toBe(200);
  return res.body.result.token as string;
}

/** Delivery jobs pg-boss holds for an outbox row (read outside any transaction). */
async function deliveryJobs(t: TestApp, outboxId: string): Promise<Array<{ state: string }>> {
  return t.app.get(MikroORM).em.getConnection().execute(`select state from pgboss.job where name = ? and data->>'outboxId' = ?`, [DELIVER_MAIL.name, outboxId]);
}

async function waitForStatus(t: TestApp, to: string, status: MailStatus): Promise<OutboxEmail> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const [row] = await mailsTo(t, to);
    if (row?.status === status) return row;
    if (Date.now() > deadline) throw new Error(`mail to ${to} never reached ${status} (it is ${row?.status})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('mail outbox: written in the transaction of the change, delivered by a job (no SMTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ DEV_MAILBOX: 'true' }, { config: FAST_JOBS });
  });
  afterAll(() => t?.close());

  it('writes the mail and its delivery job in the caller transaction: neither exists before the commit, both after', async () => {
    const outbox = t.app.get(MailOutbox);
    // On PGlite a second connection waits for the open transaction, so only PostgreSQL can look inside.
    const canLookOutside = !isSocketUrl(t.databaseUrl);
    let id = '';
    await t.app
      .get(MikroORM)
      .em.fork()
      .transactional(async (tx) => {
        id = (await outbox.add(tx, mail('in.tx@example.com'))).id;
        if (canLookOutside) {
          expect(await t.app.get(MikroORM).em.fork().count(OutboxEmail, { id })).toBe(0);
          expect(await deliveryJobs(t, id)).toEqual([]);
        }
      });
    expect(await t.app.get(MikroORM).em.fork().count(OutboxEmail, { id })).toBe(1);
    expect((await deliveryJobs(t, id)).length).toBe(1);
    const [delivered] = await waitForDelivery(t, 'in.tx@example.com');
    expect(delivered).toMatchObject({ status: MailStatus.Sent, transport: 'outbox', attempts: 1, text: 'Hello in.tx@example.com' });
  });

  it('writes nothing and sends nothing for a change that rolls back', async () => {
    const user = await createUser(t, 'rolled.back@example.com');
    let id = '';
    await expect(
      t.app
        .get(MikroORM)
        .em.fork()
        .transactional(async (tx) => {
          const u = await tx.findOneOrFail(User, { id: user.id });
          u.displayName = 'Changed, then rolled back';
          id = (await t.app.get(MailOutbox).add(tx, mail('rolled.back@example.com'))).id;
          throw new Error('the change fails after the mail was written');
        }),
    ).rejects.toThrow('the change fails');
    expect(id).not.toBe('');
    expect(await mailsTo(t, 'rolled.back@example.com')).toEqual([]);
    expect(await deliveryJobs(t, id)).toEqual([]);
    expect((await t.app.get(MikroORM).em.fork().findOneOrFail(User, { id: user.id })).displayName).toBe('Outbox Tester');
  });

  it('shows only delivered mail in the development mailbox, with its status', async () => {
    await t.app.get(MailOutbox).send(mail('shown@example.com', 'Shown when delivered'));
    await waitForDelivery(t, 'shown@example.com');
    const page = await request(t.app.getHttpServer()).get('/dev/mailbox').query({ key: t.config.devMailboxKey });
    expect(page.text).toContain('Shown when delivered');
    expect(page.text).toContain('<dt>Status</dt><dd>delivered (1 attempt)</dd>');
  });

  it('runs the nightly clean-up of each area: expired credentials, codes, attempts and old mail go, live ones stay', async () => {
    const em = t.app.get(MikroORM).em.fork();
    const user = await createUser(t, 'cleanup@example.com');
    const past = new Date(Date.now() - 86_400_000);
    const future = new Date(Date.now() + 86_400_000);
    const family = em.create(SessionFamily, { user: user.id, createdAt: new Date() });
    em.persist(family);
    for (const [i, expiresAt] of [past, future].entries()) {
      em.persist(em.create(RefreshToken, { family, jtiHash: `${'a'.repeat(63)}${i}`, expiresAt, createdAt: new Date() }));
      em.persist(em.create(RememberMeCredential, { user: user.id, family, tokenHash: `${'b'.repeat(63)}${i}`, expiresAt, createdAt: new Date() }));
      em.persist(
        em.create(EmailCode, { user: user.id, purpose: EmailCodePurpose.ResetPassword, codeHash: `${'c'.repeat(63)}${i}`, expiresAt, createdAt: new Date() }),
      );
    }
    em.persist(
      em.create(VerificationAttempt, {
        ip: '203.0.113.9',
        policyNumber: 'PPA0000001',
        succeeded: false,
        step: VerificationStep.Policy,
        createdAt: new Date(Date.now() - 2 * 86_400_000),
      }),
    );
    em.persist(
      em.create(VerificationAttempt, { ip: '203.0.113.9', policyNumber: 'PPA0000001', succeeded: false, step: VerificationStep.Policy, createdAt: new Date() }),
    );
    em.persist(
      em.create(OutboxEmail, {
        ...mail('old@example.com'),
        transport: 'outbox' as never,
        status: MailStatus.Sent,
        attempts: 1,
        createdAt: new Date(Date.now() - 40 * 86_400_000),
      }),
    );
    em.persist(
      em.create(OutboxEmail, {
        ...mail('old.queued@example.com'),
        transport: 'outbox' as never,
        status: MailStatus.Queued,
        attempts: 0,
        createdAt: new Date(Date.now() - 40 * 86_400_000),
      }),
    );
    await em.flush();

    expect(await t.app.get(AuthCleanupJob).cleanUp()).toEqual({ refreshTokens: 1, rememberMeCredentials: 1, passkeyChallenges: 0 });
    expect(await t.app.get(AccountCleanupJob).cleanUp()).toMatchObject({ emailCodes: 1, verificationAttempts: 1 });
    expect((await t.app.get(MailDeliveryJobs).cleanUp()).deleted).toBe(1);
    const check = t.app.get(MikroORM).em.fork();
    expect(await check.count(RefreshToken, { family: family.id })).toBe(1);
    expect(await check.count(RememberMeCredential, { user: user.id })).toBe(1);
    expect(await check.count(EmailCode, { user: user.id })).toBe(1);
    expect(await check.count(VerificationAttempt, { policyNumber: 'PPA0000001' })).toBe(1);
    expect(await check.count(OutboxEmail, { to: 'old@example.com' })).toBe(0);
    expect(await check.count(OutboxEmail, { to: 'old.queued@example.com' })).toBe(1);
  });
});

describe('mail outbox with SMTP: the request never waits, failures are retried then marked failed', () => {
  let t: TestApp;
  let smtp: FakeSmtp;
  let ip = 0;
  const from = () => ({ 'X-Forwarded-For': `198.51.100.${++ip}` });

  beforeAll(async () => {
    smtp = await new FakeSmtp().start();
    t = await startTestApp({ SMTP_URL: smtp.url, DEV_MAILBOX: 'true', AUTH_RATE_LIMIT_PER_15_MINUTES: '1000' }, { config: FAST_JOBS });
  });
  afterAll(async () => {
    smtp?.release();
    await t?.close();
    await smtp?.stop();
  });

  it('answers an email change while the SMTP server hangs, then delivers once it answers, keeping no body', async () => {
    await createUser(t, 'mover@example.com');
    const token = await signIn(t, 'mover@example.com', '198.51.100.200');
    smtp.mode = 'hold';
    const res = await t.call('POST', '/api/account/sendemailchange', {
      body: { newEmail: 'moved@example.com' },
      headers: { ...from(), Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    // The reply came while the SMTP server has greeted no one: nothing has been handed over.
    expect(smtp.messages).toEqual([]);
    const [queued] = await mailsTo(t, 'moved@example.com');
    expect(queued).toMatchObject({ status: MailStatus.Queued, transport: 'smtp' });
    expect(queued!.text).toContain('/changeemail?code=');

    smtp.release();
    const sent = await waitForStatus(t, 'moved@example.com', MailStatus.Sent);
    expect(sent).toMatchObject({ text: null, html: null, error: null });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain('moved@example.com');
  });

  it('retries a mail SMTP keeps refusing, then marks it failed with the error, visible in the outbox and the mailbox', async () => {
    await createUser(t, 'refused@example.com');
    smtp.mode = 'refuse';
    const known = await t.call('POST', '/api/account/forgotpassword', { body: { email: 'refused@example.com' }, headers: from() });
    const unknown = await t.call('POST', '/api/account/forgotpassword', { body: { email: 'nobody.at.all@example.com' }, headers: from() });
    // Forgot-password answers the same whether the address has an account and whatever SMTP does.
    expect({ status: known.status, body: known.body }).toEqual({ status: unknown.status, body: unknown.body });

    const failed = await waitForStatus(t, 'refused@example.com', MailStatus.Failed);
    expect(failed.attempts).toBe(DELIVER_MAIL.retryLimit + 1);
    expect(failed.error).toMatch(/451/);
    expect(failed).toMatchObject({ text: null, html: null, sentAt: null });
    const [job] = await deliveryJobs(t, failed.id);
    expect(job?.state).toBe('failed');
    const finished = await t.app.get(JobsService).findJobs(DELIVER_MAIL);
    expect(finished.find((j) => (j.data as { outboxId: string }).outboxId === failed.id)?.retryCount).toBe(DELIVER_MAIL.retryLimit);

    const page = await request(t.app.getHttpServer()).get('/dev/mailbox').query({ key: t.config.devMailboxKey });
    expect(page.text).toContain(`failed after ${DELIVER_MAIL.retryLimit + 1} attempts: `);
    smtp.mode = 'accept';
  });
});

describe('PORTAL_ROLE: api sends jobs and runs no worker; worker runs them and serves no HTTP', () => {
  let db: TestDatabase;
  let api: TestApp;
  let worker: TestApp | undefined;

  beforeAll(async () => {
    db = await provisionDatabase();
    // One database joined by two processes, as a deployment would (the split roles need DATABASE_URL).
    api = await startTestApp({ PORTAL_ROLE: 'api', DATABASE_URL: db.url, HOST: '127.0.0.1', PORT: '0' }, { config: FAST_JOBS, databaseUrl: db.url });
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await db?.release();
  });

  it('api: serves HTTP, starts no worker, and its mail waits in the outbox for a worker', async () => {
    const jobs = api.app.get(JobsService);
    expect(jobs.runsWorkers).toBe(false);
    expect(jobs.workerCount).toBe(0);
    expect(await listenForRole(api.app, api.config)).toEqual(expect.any(Number));
    expect(api.app.getHttpServer().listening).toBe(true);
    await api.app.get(MailOutbox).send(mail('split.roles@example.com'));
    expect((await mailsTo(api, 'split.roles@example.com'))[0]?.status).toBe(MailStatus.Queued);
  });

  it('worker: listens on no port, runs the workers and delivers what the api queued', async () => {
    worker = await startTestApp(
      { PORTAL_ROLE: 'worker', DATABASE_URL: api.databaseUrl, HOST: '127.0.0.1', PORT: '0' },
      { config: FAST_JOBS, databaseUrl: api.databaseUrl },
    );
    expect(await listenForRole(worker.app, worker.config)).toBeUndefined();
    expect(worker.app.getHttpServer().listening).toBe(false);
    const jobs = worker.app.get(JobsService);
    expect(jobs.runsWorkers).toBe(true);
    expect(jobs.workerCount).toBeGreaterThan(0);
    const [delivered] = await waitForDelivery(api, 'split.roles@example.com');
    expect(delivered).toMatchObject({ status: MailStatus.Sent, attempts: 1 });
  });
});
