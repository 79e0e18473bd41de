import { field, payloadSchema, type PayloadSchema } from './payload-schema';

/** Queue names: `<area>.<what>`, lower case (pg-boss names its queues with these). */
const JOB_NAME = /^[a-z][a-z0-9-]*\.[a-z0-9.-]+$/;

/**
 * A kind of job, as the area that owns it declares it (next to its handler). The definition is
 * what senders import: the jobs module creates its queue with these retry settings and checks
 * every payload against `payload`, at send and when a worker takes the job.
 */
export interface JobDefinition<T extends object> {
  readonly name: string;
  readonly payload: PayloadSchema<T>;
  /** Retries after the first attempt before the job lands in the `failed` state (with the last error). */
  readonly retryLimit: number;
  /** Seconds before the first retry. */
  readonly retryDelaySeconds: number;
  /** Doubles the delay on every retry (with jitter), up to retryDelayMaxSeconds. */
  readonly retryBackoff: boolean;
  readonly retryDelayMaxSeconds?: number;
  /** How long one attempt may run before pg-boss counts it as failed (and retries it). */
  readonly expireInSeconds: number;
  /**
   * pg-boss's queue policy: `standard` (any number of jobs), `short` (one queued job per
   * singleton key: a second send while one waits is dropped), `singleton` (one active per key),
   * `stately` (one queued and one active per key). Fixed when the queue is first created.
   */
  readonly policy: 'standard' | 'short' | 'singleton' | 'stately';
  /**
   * A key per payload, for the `short`/`singleton`/`stately` policies; or, with throttleSeconds,
   * at most one job per key per that many seconds (send returns null for a dropped one).
   */
  readonly singletonKey?: (payload: T) => string;
  readonly throttleSeconds?: number;
  /** How often an idle worker asks for jobs of this kind (seconds, at least 0.5). */
  readonly pollingIntervalSeconds: number;
  /** Jobs of this kind one process runs at once. */
  readonly concurrency: number;
}

export type JobPayload<D> = D extends JobDefinition<infer T> ? T : never;

export function defineJob<T extends object>(
  d: Pick<JobDefinition<T>, 'name' | 'payload'> & Partial<Omit<JobDefinition<T>, 'name' | 'payload'>>,
): JobDefinition<T> {
  if (!JOB_NAME.test(d.name)) throw new Error(`job name ${JSON.stringify(d.name)} must look like area.what (lower case)`);
  const def: JobDefinition<T> = {
    policy: 'standard',
    retryLimit: 3,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
    pollingIntervalSeconds: 2,
    concurrency: 1,
    ...d,
  };
  if (def.throttleSeconds !== undefined && !def.singletonKey) throw new Error(`job ${d.name}: throttleSeconds needs a singletonKey`);
  if (def.policy !== 'standard' && !def.singletonKey) throw new Error(`job ${d.name}: the ${def.policy} policy needs a singletonKey`);
  return Object.freeze(def);
}

/**
 * The job that delivers one outbox row (mail, SMS): the row's id as payload, retried after 30 s,
 * 1, 2, 4, 8, 16 and 32 min (each cut by up to half by jitter), then failed; an attempt is dead
 * after 5 minutes (an SMTP conversation times out after 30 s per step). One retry policy for
 * every outbox, so a channel cannot drift from the others.
 */
export function defineOutboxDeliveryJob(name: string): JobDefinition<{ outboxId: string }> {
  return defineJob({
    name,
    payload: payloadSchema({ outboxId: field.uuid() }),
    retryLimit: 7,
    retryDelaySeconds: 30,
    retryBackoff: true,
    retryDelayMaxSeconds: 3600,
    expireInSeconds: 300,
    pollingIntervalSeconds: 1,
    concurrency: 2,
  });
}

/** What a handler learns about the job besides its payload. */
export interface JobContext {
  jobId: string;
  /** 0 on the first attempt. */
  retryCount: number;
  /** True on the attempt after which the job fails for good if it throws. */
  lastAttempt: boolean;
}

export type JobHandler<T> = (payload: T, context: JobContext) => Promise<void>;

/** A cron schedule: pg-boss sends one job per occurrence, across every instance together. */
export interface CronSchedule<T extends object> {
  definition: JobDefinition<T>;
  /** Five-field cron (minute hour day month weekday), evaluated in `tz`. */
  cron: string;
  tz: string;
  payload: T;
}
