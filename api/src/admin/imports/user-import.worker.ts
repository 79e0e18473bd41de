import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Clock } from '../../common/clock';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.token';
import { JobRegistry } from '../../jobs';
import { IMPORT_CLEANUP_CRON, IMPORT_CLEANUP_JOB, IMPORT_USERS_BATCH } from './user-import.jobs';
import { UserImportService } from './user-import.service';

/**
 * Registers the import's jobs with the jobs platform (run by every worker instance): the batch
 * job, and the nightly purge of runs older than IMPORT_RETENTION_DAYS (by the portal's Clock,
 * which tests set).
 */
@Injectable()
export class UserImportWorker implements OnModuleInit {
  private readonly logger = new Logger('UserImport');

  constructor(
    private readonly registry: JobRegistry,
    private readonly imports: UserImportService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.registry.handle(IMPORT_USERS_BATCH, (p) => this.imports.handleBatch(p.runId, p.batch));
    this.registry.nightly(IMPORT_CLEANUP_JOB, IMPORT_CLEANUP_CRON, () => this.cleanUp());
  }

  /** Purges the runs that ended more than the retention period ago (see `UserImportService.purgeBefore`). */
  async cleanUp(): Promise<{ runs: number; rows: number }> {
    const retentionDays = this.config.importRetentionDays;
    const before = new Date(this.clock.now().getTime() - retentionDays * 86_400_000);
    const purged = await this.imports.purgeBefore(before);
    this.logger.log({ event: 'user_import_cleanup', ...purged, retentionDays }, 'old user imports deleted');
    return purged;
  }
}
