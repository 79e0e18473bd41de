import { Module } from '@nestjs/common';
import { AccountModule } from '../account/account.module';
import { DocumentsController, PoliciesController } from './policies.controller';
import { PoliciesService } from './policies.service';
import { PolicyDocumentsService } from './policy-documents.service';

/** The Policies screen and policy documents; add policy reuses the account area's verification match. */
@Module({
  imports: [AccountModule],
  controllers: [PoliciesController, DocumentsController],
  providers: [PoliciesService, PolicyDocumentsService],
})
export class PoliciesModule {}
