import { Module } from '@nestjs/common';
import { PolicyProofService } from './policy-proof.service';

/** Proof that a policy is yours: used by registration, add policy and one-time payment. */
@Module({
  providers: [PolicyProofService],
  exports: [PolicyProofService],
})
export class PolicyProofModule {}
