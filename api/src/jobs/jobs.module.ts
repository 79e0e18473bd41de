import { DynamicModule, Module } from '@nestjs/common';
import { JobRegistry } from './job-registry';
import { JOBS_OPTIONS, JOBS_POOL_SIZE, isSocketUrl, type JobsOptions } from './jobs.options';
import { JobsService } from './jobs.service';
import type { PortalRole } from './portal-role';

/** Default bound on finishing running jobs at shutdown (SHUTDOWN_TIMEOUT_MS when configured). */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * The job queue for every area (global): JobRegistry to contribute definitions, handlers and
 * schedules, JobsService to send jobs. See README.md in this folder.
 */
@Module({})
export class JobsModule {
  static forRoot(
    config: {
      portalRole: PortalRole;
      shutdownTimeoutMs?: number;
      jobsPollingIntervalSeconds?: number;
      jobsRetryDelaySeconds?: number;
      jobsCronMonitorIntervalSeconds?: number;
    },
    databaseUrl: string,
  ): DynamicModule {
    const embedded = isSocketUrl(databaseUrl);
    const options: JobsOptions = {
      databaseUrl,
      role: config.portalRole,
      embedded,
      poolSize: embedded ? JOBS_POOL_SIZE.embedded : JOBS_POOL_SIZE.postgres,
      shutdownTimeoutMs: config.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS,
      pollingIntervalSeconds: config.jobsPollingIntervalSeconds,
      retryDelaySeconds: config.jobsRetryDelaySeconds,
      cronMonitorIntervalSeconds: config.jobsCronMonitorIntervalSeconds,
    };
    return {
      module: JobsModule,
      global: true,
      providers: [{ provide: JOBS_OPTIONS, useValue: options }, JobRegistry, JobsService],
      exports: [JobRegistry, JobsService],
    };
  }
}
