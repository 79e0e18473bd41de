import { Module } from '@nestjs/common';
import { CertificatesModule } from './certificates';
import { CoreModule } from '../core';
import { PolicyProofModule } from '../policy-proof';
import { DocumentsController, PoliciesController } from './policies.controller';
import { AddPolicyAttempts } from './add-policy-attempts';
import { PoliciesService } from './policies.service';
import { PolicyDocumentsService } from './policy-documents.service';

/** The Policies screen and policy documents; add policy proves the policy with the policy-proof module. */
@Module({
  imports: [CoreModule, PolicyProofModule, CertificatesModule],
  controllers: [PoliciesController, DocumentsController],
  providers: [PoliciesService, PolicyDocumentsService, AddPolicyAttempts],
  exports: [PoliciesService],
})
export class PoliciesModule {}
