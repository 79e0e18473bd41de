import { Client } from 'pg';
import { FakeSmtp } from './support/fake-smtp';
import { startInstances, type Cluster } from './support/instances';
import { describeWithRedis } from './support/redis';

jest.setTimeout(300_000);

const DEMO = { username: 'demo@example.com', password: 'Harbor-Light-42' };

/** Seeded accounts that get a password-reset mail in the job test (none is throttled by the other tests). */
const RESET_ADDRESSES = [
  'admin@example.com',
  'cedarvalley.builders@example.com',
  'danielle.brooks@example.com',
  'grace.holloway@example.com',
  'harold.jensen@example.com',
  'janet.albright@example.com',
  'lakejames.marine@example.com',
  'luis.alvarez@example.com',
];

/** A second schedule of the mail clean-up (its handler is real and harmless), for the cron test. */
const TEST_SCHEDULE_KEY = 'several-instances-test';

async function sql<T extends object>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, values)).rows as T[];
  } finally {
    await c.end();
  }
}

/** Polls until `probe` gives a value; `state` says what it saw last, for the timeout's message. */
async function until<T>(what: string, probe: (state: { seen?: unknown }) => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  const state: { seen?: unknown } = {};
  for (;;) {
    const value = await probe(state);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (last seen: ${JSON.stringify(state.seen)})`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The `event` field of every JSON log line an instance wrote, with the line. */
function events(output: string, event: string): Array<Record<string, unknown>> {
  return output
    .split('\n')
    .filter((line) => line.includes(`"event":"${event}"`))
    .map((line) => JSON.parse(line.slice(line.indexOf('{'))) as Record<string, unknown>);
}

/**
 * Two API processes on one PostgreSQL database and one Redis, as behind a load balancer: each
 * call may land on either. (Without Redis each instance would count limits on its own.)
 */
describeWithRedis('two instances on one database and one Redis', () => {
  let cluster: Cluster;
  const smtp = new FakeSmtp();
  /** The minute (UTC) the test schedule fires, once: the next whole minute at least 5 s after both started. */
  let cronOccurrence: Date;
  beforeAll(async () => {
    await smtp.start();
    cluster = await startInstances(2, {
      redis: true,
      seedDemo: true,
      // Both run the API and the job workers and cron (PORTAL_ROLE=all, the default); debug logs
      // name every job attempt (job_started), every mail delivered and every clean-up run, in the
      // output of the process that ran it.
      env: { AUTH_RATE_LIMIT_PER_15_MINUTES: '4', AUTH_ACCOUNT_RATE_LIMIT_PER_HOUR: '5', SMTP_URL: smtp.url, LOG_LEVEL: 'debug', PORTAL_ROLE: 'all' },
    });
    // A schedule that fires once, at the next minute, beside the nightly one: pg-boss keeps
    // schedules in its table and every instance's cron monitor reads them from there (the
    // application's own schedules are nightly; cron fires at most once a minute).
    const at = new Date(Math.ceil((Date.now() + 5_000) / 60_000) * 60_000);
    cronOccurrence = at;
    await sql(
      cluster.database.url,
      `insert into pgboss.schedule (name, key, cron, timezone, data, options) values ('mail.cleanup', $1, $2, 'UTC', '{}', '{}')`,
      [TEST_SCHEDULE_KEY, `${at.getUTCMinutes()} ${at.getUTCHours()} * * *`],
    );
  });
  afterAll(async () => {
    await cluster?.close();
    await smtp.stop();
  });

  it('signs in on one instance and refreshes, then reads the profile, on the other (one JWT_SECRET, one database)', async () => {
    const [a, b] = cluster.instances;
    const login = await a.call('POST', '/api/account/login', { body: { ...DEMO, rememberMe: false }, headers: { 'X-Forwarded-For': '198.51.100.1' } });
    expect(login.status).toBe(200);
    const refreshed = await b.call('POST', '/api/jwt/refresh', { headers: { Authorization: `Bearer ${login.body.result.refreshToken}` } });
    expect(refreshed.status).toBe(200);
    const profile = await b.call('GET', '/api/profile', { headers: { Authorization: `Bearer ${refreshed.body.result.token}` } });
    expect(profile.status).toBe(200);
    // The rotated token is used on a, then the first one comes back on b: a reuse seen across
    // instances (once a successor was used, the lost-reply grace of token.service does not apply).
    const rotated = await a.call('POST', '/api/jwt/refresh', { headers: { Authorization: `Bearer ${refreshed.body.result.refreshToken}` } });
    expect(rotated.status).toBe(200);
    const reused = await b.call('POST', '/api/jwt/refresh', { headers: { Authorization: `Bearer ${login.body.result.refreshToken}` } });
    expect(reused.status).toBe(401);
    const afterReuse = await a.call('POST', '/api/jwt/refresh', { headers: { Authorization: `Bearer ${rotated.body.result.refreshToken}` } });
    expect(afterReuse.status).toBe(401);
  });

  it('throttles failed sign-ins from one address spread over both at the configured limit: the 5th of 4 is 429', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 5; i++) {
      last = await cluster.instances[i % 2].call('POST', '/api/account/login', {
        body: { username: `nobody-${i}@example.com`, password: 'Wrong-Password-1', rememberMe: false },
        headers: { 'X-Forwarded-For': '203.0.113.7' },
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect(last!.body.code).toBe('AUTH_THROTTLED_ADDRESS');
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(last!.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('throttles guesses at one account from many addresses over both instances at the per-account limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await cluster.instances[i % 2].call('POST', '/api/account/login', {
        body: { username: 'priya.raman@example.com', password: 'Wrong-Password-1', rememberMe: false },
        headers: { 'X-Forwarded-For': `192.0.2.${i + 1}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('reports Redis in the readiness probe of both', async () => {
    for (const instance of cluster.instances) {
      const res = await instance.call('GET', '/api/health?probe=ready');
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({ status: 'ok', draining: false, checks: { database: { status: 'up' }, redis: { status: 'up' } } });
    }
  });

  it('handles a job enqueued on one instance exactly once across both: each reset mail reaches SMTP once, attempts 1, sent', async () => {
    const [a] = cluster.instances;
    for (const [i, email] of RESET_ADDRESSES.entries()) {
      const res = await a.call('POST', '/api/account/forgotpassword', { body: { email }, headers: { 'X-Forwarded-For': `198.18.0.${i + 1}` } });
      expect(res.status).toBe(200);
    }
    const url = cluster.database.url;
    type Row = { id: string; to: string; status: string; attempts: number };
    type Job = { id: string; outbox_id: string; state: string; retry_count: number };
    const handledIn = (ids: string[]) =>
      cluster.instances
        .flatMap((i) => events(i.output(), 'mail_sent'))
        .map((e) => e.outboxId as string)
        .filter((id) => ids.includes(id));
    const startedIn = (jobIds: string[]) =>
      cluster.instances
        .flatMap((i) => events(i.output(), 'job_started'))
        .map((e) => e.jobId as string)
        .filter((id) => jobIds.includes(id));
    // Delivered (the row), finished (its job) and reported (each attempt's and the handler's log
    // lines): a mail handled twice would show as a second attempt, job, start or delivery.
    const { rows, jobs } = await until(
      'every reset mail to be delivered',
      async (state) => {
        const rows = await sql<Row>(url, `select id, "to", status, attempts from outbox_email where "to" = any($1)`, [RESET_ADDRESSES]);
        state.seen = { rows };
        if (rows.length < RESET_ADDRESSES.length || rows.some((r) => r.status === 'queued')) return undefined;
        const ids = rows.map((r) => r.id);
        const jobs = await sql<Job>(
          url,
          `select id, data->>'outboxId' as outbox_id, state, retry_count from pgboss.job where name = 'mail.deliver' and data->>'outboxId' = any($1)`,
          [ids],
        );
        const handled = handledIn(ids);
        const started = startedIn(jobs.map((j) => j.id));
        state.seen = { rows, jobs, handled, started };
        const done = jobs.length >= ids.length && jobs.every((j) => j.state === 'completed') && handled.length >= ids.length && started.length >= ids.length;
        return done ? { rows, jobs } : undefined;
      },
      60_000,
    );
    expect(rows.map((r) => [r.to, r.status, r.attempts]).sort()).toEqual(RESET_ADDRESSES.map((to) => [to, 'sent', 1]).sort());
    // One delivery job per mail, completed on its first attempt.
    expect(jobs.map((j) => [j.outbox_id, j.state, j.retry_count]).sort()).toEqual(rows.map((r) => [r.id, 'completed', 0]).sort());
    // Each job was started once and the handler delivered once per mail, in the two processes
    // together, and SMTP got each mail once.
    expect(startedIn(jobs.map((j) => j.id)).sort()).toEqual(jobs.map((j) => j.id).sort());
    expect(handledIn(rows.map((r) => r.id)).sort()).toEqual(rows.map((r) => r.id).sort());
    const recipients = smtp.messages.map((m) => RESET_ADDRESSES.find((to) => new RegExp(`^To: .*${to.replace(/\./g, '\\.')}`, 'mi').test(m))).filter(Boolean);
    expect(recipients.sort()).toEqual([...RESET_ADDRESSES].sort());
  });

  it('runs a cron tick once across both: one job for the occurrence, one clean-up run in the two processes', async () => {
    const url = cluster.database.url;
    type Job = { id: string; state: string; created_on: Date };
    const jobsOfSchedule = () => sql<Job>(url, `select id, state, created_on from pgboss.job where name = 'mail.cleanup' order by created_on`);
    // Both cron monitors (every 30 s, pg-boss's default: no variable sets it) look at the
    // occurrence; between them, one pass an interval claims (pgboss.version.cron_on).
    const [first] = await until(
      'the scheduled clean-up to run',
      async () => {
        const jobs = await jobsOfSchedule();
        return jobs.length && jobs.every((j) => j.state === 'completed') ? jobs : undefined;
      },
      150_000,
    );
    expect(first.created_on.getTime()).toBeGreaterThanOrEqual(cronOccurrence.getTime());
    // Every later monitor pass that could still count the occurrence (it is due for 60 s) is over
    // once two more passes have claimed the monitor after the job was created.
    const stamps = new Set<number>();
    await until(
      'two more cron monitor passes',
      async () => {
        const [{ cron_on }] = await sql<{ cron_on: Date | null }>(url, 'select cron_on from pgboss.version');
        if (cron_on && cron_on.getTime() > first.created_on.getTime()) stamps.add(cron_on.getTime());
        return stamps.size >= 2 ? true : undefined;
      },
      120_000,
    );
    const jobs = await jobsOfSchedule();
    expect(jobs.map((j) => [j.id, j.state])).toEqual([[first.id, 'completed']]);
    const started = cluster.instances.flatMap((i) => events(i.output(), 'job_started')).filter((e) => e.job === 'mail.cleanup');
    expect(started.map((e) => e.jobId)).toEqual([first.id]);
    const runs = cluster.instances.flatMap((i) => events(i.output(), 'mail_cleanup'));
    expect(runs).toHaveLength(1);
  });
});
