import { Module } from '@nestjs/common';
import { join } from 'node:path';
import { APP_CONFIG } from '../config/config.token';
import type { AppConfig } from '../config/app-config';
import { CoreModule } from '../core';
import { SystemModule } from '../system';
import { ClaimTimelineController } from './claim-timeline.controller';
import { ClaimTimelineService } from './claim-timeline.service';
import { ClaimsController } from './claims.controller';
import { ClaimsService } from './claims.service';
import { ClaimFileStorage, LocalClaimFileStorage } from './storage/claim-file-storage';

/** Reporting claims (doc 4, issue 14). Mail through the global MailModule's outbox; files through the ClaimFileStorage port. */
@Module({
  imports: [CoreModule, SystemModule],
  controllers: [ClaimsController, ClaimTimelineController],
  providers: [
    ClaimsService,
    ClaimTimelineService,
    { provide: ClaimFileStorage, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new LocalClaimFileStorage(join(config.dataDir, 'claim-files')) },
  ],
  exports: [ClaimFileStorage, ClaimTimelineService],
})
export class ClaimsModule {}
