import { Injectable } from '@nestjs/common';
import { defineJob, type CronSchedule, type JobDefinition, type JobHandler } from './job-definition';
import { payloadSchema } from './payload-schema';

/**
 * A nightly clean-up: no payload, two retries five minutes apart, ten minutes per attempt, and
 * an idle worker asks for one every 30 s (it runs once a day; nobody waits for it).
 */
export function defineNightlyJob(name: string) {
  return defineJob({
    name,
    payload: payloadSchema({}),
    retryLimit: 2,
    retryDelaySeconds: 300,
    retryBackoff: false,
    expireInSeconds: 600,
    pollingIntervalSeconds: 30,
  });
}

/**
 * Where areas contribute their jobs: each area, in its own provider's onModuleInit, names its
 * job definitions (define), the handlers it runs (handle) and its cron schedules (schedule).
 * The jobs module reads the registry once, when the application starts (onApplicationBootstrap),
 * creates a queue per definition and, in a process that runs workers, starts the handlers and
 * the schedules. Registering after that is a programming error.
 */
@Injectable()
export class JobRegistry {
  private readonly definitions = new Map<string, JobDefinition<object>>();
  private readonly handlers = new Map<string, JobHandler<object>>();
  private readonly schedules = new Map<string, CronSchedule<object>>();
  private sealed = false;

  define<T extends object>(definition: JobDefinition<T>): void {
    this.assertOpen(definition.name);
    const known = this.definitions.get(definition.name);
    if (known && known !== (definition as unknown)) throw new Error(`two job definitions are named ${definition.name}`);
    this.definitions.set(definition.name, definition as unknown as JobDefinition<object>);
  }

  handle<T extends object>(definition: JobDefinition<T>, handler: JobHandler<T>): void {
    this.define(definition);
    if (this.handlers.has(definition.name)) throw new Error(`job ${definition.name} has a handler already`);
    this.handlers.set(definition.name, handler as JobHandler<object>);
  }

  /** One job of `definition` per cron occurrence (UTC unless `tz`), across every instance together. */
  schedule<T extends object>(definition: JobDefinition<T>, cron: string, payload: T, tz = 'UTC'): void {
    this.define(definition);
    definition.payload.parse(definition.name, payload);
    if (this.schedules.has(definition.name)) throw new Error(`job ${definition.name} has a schedule already`);
    this.schedules.set(definition.name, { definition, cron, tz, payload } as unknown as CronSchedule<object>);
  }

  /**
   * A nightly clean-up in one call: defines `name` with the nightly settings (defineNightlyJob),
   * runs `handler` for it and schedules it at `cron` (UTC). Returns the definition.
   */
  nightly(name: string, cron: string, handler: () => Promise<unknown>): ReturnType<typeof defineNightlyJob> {
    const definition = defineNightlyJob(name);
    this.handle(definition, async () => {
      await handler();
    });
    this.schedule(definition, cron, {});
    return definition;
  }

  /** Called by the jobs module at start: what was registered, frozen. */
  seal(): { definitions: JobDefinition<object>[]; handlers: Map<string, JobHandler<object>>; schedules: CronSchedule<object>[] } {
    this.sealed = true;
    for (const name of this.schedules.keys()) {
      if (!this.handlers.has(name)) throw new Error(`job ${name} has a schedule but no handler`);
    }
    return { definitions: [...this.definitions.values()], handlers: new Map(this.handlers), schedules: [...this.schedules.values()] };
  }

  definition(name: string): JobDefinition<object> | undefined {
    return this.definitions.get(name);
  }

  private assertOpen(name: string): void {
    if (this.sealed) throw new Error(`job ${name} registered after the jobs module started: register in onModuleInit`);
  }
}
