import { Module } from '@nestjs/common';
import { CoreModule } from '../core';
import { LookupsModule } from '../lookups';
import { PolicySaveController, PolicyUpdateController } from './policy-changes.controller';
import { PolicyChangesService } from './policy-changes.service';

/** Mid-term auto policy changes (doc 3, issue 13): saved changes, rating, confirming. Mail through the global MailModule's outbox. */
@Module({
  imports: [CoreModule, LookupsModule],
  controllers: [PolicySaveController, PolicyUpdateController],
  providers: [PolicyChangesService],
})
export class PolicyChangesModule {}
