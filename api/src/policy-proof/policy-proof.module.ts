import { Module } from '@nestjs/common';
import { CoreModule } from '../core';
import { PolicyProofService } from './policy-proof.service';

/** Proof that a policy is yours: used by registration, add policy and one-time payment. */
@Module({
  imports: [CoreModule],
  providers: [PolicyProofService],
  exports: [PolicyProofService],
})
export class PolicyProofModule {}
