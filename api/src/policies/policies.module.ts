import { Module } from '@nestjs/common';
import { PolicyProofModule } from '../policy-proof';
import { DocumentsController, PoliciesController } from './policies.controller';
import { PoliciesService } from './policies.service';
import { PolicyDocumentsService } from './policy-documents.service';

/** The Policies screen and policy documents; add policy proves the policy with the policy-proof module. */
@Module({
  imports: [PolicyProofModule],
  controllers: [PoliciesController, DocumentsController],
  providers: [PoliciesService, PolicyDocumentsService],
})
export class PoliciesModule {}
