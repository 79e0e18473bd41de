import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { CoreModule } from '../core';
import { PolicyProofModule } from '../policy-proof';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { EmailCodeService } from './email-code.service';
import { OneTimeVerificationController } from './one-time-verification.controller';
import { RegistrationController } from './registration.controller';
import { VerificationService } from './verification.service';
import { AccountCleanupJob } from './account-cleanup.job';

/**
 * Registration, verification and the email flows of an account. Uses the global MailModule's
 * MailerService and the auth area's SessionService (to end sessions after secret changes).
 */
@Module({
  imports: [AuthModule, CoreModule, PolicyProofModule],
  controllers: [RegistrationController, AccountController, OneTimeVerificationController],
  providers: [AccountService, VerificationService, EmailCodeService, AccountCleanupJob],
  exports: [AccountService, EmailCodeService, VerificationService],
})
export class AccountModule {}
