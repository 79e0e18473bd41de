import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { fromKysely, PgBoss, type Db, type JobWithMetadata, type SendOptions } from 'pg-boss';
import type { CronSchedule, JobDefinition, JobHandler } from './job-definition';
import { JobRegistry } from './job-registry';
import { JOBS_OPTIONS, type JobsOptions } from './jobs.options';
import { runsWorkers } from '../config/portal-role';

/** The schema pg-boss creates and migrates for itself (not MikroORM's: see README). */
export const JOBS_SCHEMA = 'pgboss';

/**
 * The plumbing between the areas' job definitions and pg-boss: one PgBoss instance per process
 * on the portal's database, started when the application starts (after migrations) and stopped
 * before the ORM closes. In a process whose role runs workers it starts every registered
 * handler and cron schedule; in the `api` role it only sends.
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly boss: PgBoss;
  private started = false;
  private stopped = false;
  private workers = 0;

  constructor(
    @Inject(JOBS_OPTIONS) private readonly options: JobsOptions,
    private readonly registry: JobRegistry,
    private readonly orm: MikroORM,
  ) {
    const works = runsWorkers(options.role);
    this.boss = new PgBoss({
      connectionString: options.databaseUrl,
      schema: JOBS_SCHEMA,
      max: options.poolSize,
      application_name: `portal-jobs-${options.role}`,
      // Maintenance (expiring, retrying, deleting old jobs) and cron run only where workers run.
      supervise: works,
      schedule: works,
      // pg-boss checks these keys when present, even undefined.
      ...(options.cronMonitorIntervalSeconds
        ? { cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds, cronWorkerIntervalSeconds: options.cronMonitorIntervalSeconds }
        : {}),
      instanceName: `portal-${options.role}`,
      // PGlite has no autovacuum statistics nor REINDEX CONCURRENTLY worth running.
      monitorVacuum: !options.embedded,
      reindex: !options.embedded,
      openTelemetry: { enabled: false },
    });
    // pg-boss reports pool and maintenance errors as events; an unheard 'error' would end the process.
    this.boss.on('error', (err: unknown) => this.logger.error({ err }, 'job queue error'));
    this.boss.on('warning', (warning: { message: string }) => this.logger.warn({ warning: warning.message }, 'job queue warning'));
  }

  /** Whether this process runs workers (the role is all or worker). */
  get runsWorkers(): boolean {
    return runsWorkers(this.options.role);
  }

  /** Workers started in this process (one per handled job kind). */
  get workerCount(): number {
    return this.workers;
  }

  async onApplicationBootstrap(): Promise<void> {
    const { definitions, handlers, schedules } = this.registry.seal();
    await this.boss.start();
    this.started = true;
    for (const def of definitions) await this.ensureQueue(def);
    if (this.runsWorkers) {
      for (const [name, handler] of handlers) await this.startWorker(this.registry.definition(name)!, handler);
      for (const s of schedules) await this.startSchedule(s);
    }
    this.logger.log(
      { role: this.options.role, queues: definitions.length, workers: this.workers, schedules: this.runsWorkers ? schedules.length : 0 },
      'job queue started',
    );
  }

  /**
   * Stops taking jobs and waits for running ones (up to the shutdown bound) before the ORM and
   * the database close; a job still running then is retried by another instance once it expires.
   */
  async beforeApplicationShutdown(): Promise<void> {
    if (!this.started || this.stopped) return;
    this.stopped = true;
    await this.boss.stop({ graceful: true, close: true, timeout: this.options.shutdownTimeoutMs });
  }

  /**
   * Queues a job after checking its payload. With `em` (an EntityManager inside a transaction,
   * from em.transactional) the job row is written in that transaction: it exists only if the
   * transaction commits. Returns the job id, or null when a singleton/throttle key dropped it.
   */
  async send<T extends object>(
    definition: JobDefinition<T>,
    payload: T,
    opts: { em?: EntityManager; startAfterSeconds?: number } = {},
  ): Promise<string | null> {
    if (this.registry.definition(definition.name) !== (definition as unknown)) throw new Error(`job ${definition.name} is not registered with the JobRegistry`);
    const data = definition.payload.parse(definition.name, payload);
    const options: SendOptions = {};
    if (definition.singletonKey) options.singletonKey = definition.singletonKey(data);
    if (definition.throttleSeconds) options.singletonSeconds = definition.throttleSeconds;
    if (opts.startAfterSeconds) options.startAfter = opts.startAfterSeconds;
    if (opts.em) options.db = transactionDb(opts.em);
    return this.boss.send(definition.name, data, options);
  }

  /** A job as pg-boss keeps it (state, retries, output), for tests and operations. */
  async findJob<T extends object>(definition: JobDefinition<T>, id: string): Promise<JobWithMetadata<object> | undefined> {
    const [job] = await this.boss.findJobs<object>(definition.name, { id });
    return job;
  }

  /** Jobs of a kind, oldest first (tests and operations). */
  findJobs<T extends object>(definition: JobDefinition<T>): Promise<JobWithMetadata<object>[]> {
    return this.boss.findJobs<object>(definition.name);
  }

  private async ensureQueue(def: JobDefinition<object>): Promise<void> {
    // pg-boss validates keys that are present, even undefined: only set ones go in.
    const retryDelay = this.options.retryDelaySeconds ?? def.retryDelaySeconds;
    const settings = {
      retryLimit: def.retryLimit,
      retryDelay,
      retryBackoff: def.retryBackoff,
      expireInSeconds: def.expireInSeconds,
    };
    const cap = this.options.retryDelaySeconds ?? def.retryDelayMaxSeconds;
    if (await this.boss.getQueue(def.name)) {
      // Settings follow the code: a changed retry policy applies to jobs sent from now on.
      await this.boss.updateQueue(def.name, { ...settings, ...(def.retryBackoff ? { retryDelayMax: cap ?? null } : {}) });
      return;
    }
    try {
      await this.boss.createQueue(def.name, { ...settings, policy: def.policy, ...(def.retryBackoff && cap !== undefined ? { retryDelayMax: cap } : {}) });
    } catch (err) {
      // Another instance created it at the same moment.
      if (!(await this.boss.getQueue(def.name))) throw err;
    }
  }

  private async startWorker(def: JobDefinition<object>, handler: JobHandler<object>): Promise<void> {
    await this.boss.work(
      def.name,
      {
        batchSize: 1,
        includeMetadata: true,
        pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? def.pollingIntervalSeconds,
        localConcurrency: def.concurrency,
      },
      async (jobs) => {
        for (const job of jobs) {
          const payload = def.payload.parse(def.name, job.data);
          const context = { jobId: job.id, retryCount: job.retryCount, lastAttempt: job.retryCount >= job.retryLimit };
          // One line per attempt, whatever the handler then does (several-instances.e2e-spec counts them).
          this.logger.debug({ event: 'job_started', job: def.name, jobId: job.id, retryCount: job.retryCount }, 'job started');
          try {
            // Handlers get a request context of their own, as HTTP handlers do.
            await RequestContext.create(this.orm.em, () => handler(payload, context));
          } catch (err) {
            this.logger.warn({ job: def.name, jobId: job.id, retryCount: job.retryCount, lastAttempt: context.lastAttempt, err }, 'job failed');
            throw err;
          }
        }
      },
    );
    this.workers++;
  }

  private async startSchedule(s: CronSchedule<object>): Promise<void> {
    await this.boss.schedule(s.definition.name, s.cron, s.payload, { tz: s.tz });
  }
}

/** pg-boss statements through the transaction an EntityManager is in (MikroORM 7 runs on Kysely). */
function transactionDb(em: EntityManager): Db {
  const trx = em.getTransactionContext();
  if (!em.isInTransaction() || !trx) throw new Error('JobsService.send with an EntityManager needs one inside a transaction (em.transactional)');
  return fromKysely(trx as Parameters<typeof fromKysely>[0]);
}
