import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { JobRegistry } from '../jobs';
import { EmailCode } from './entities/email-code.entity';
import { VerificationAttempt } from './entities/verification-attempt.entity';
import { VerifiedRegistration } from './entities/verified-registration.entity';
import { VERIFICATION_FAILURE_WINDOW_MS } from './verification.service';

/**
 * 03:20 UTC every night: deletes expired email codes and registration verification tokens, and
 * verification attempts older than the window they are counted in (so they no longer limit anyone).
 */
export const ACCOUNT_CLEANUP_CRON = '20 3 * * *';

@Injectable()
export class AccountCleanupJob implements OnModuleInit {
  private readonly logger = new Logger('Account');

  constructor(
    private readonly em: EntityManager,
    private readonly registry: JobRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.nightly('account.cleanup', ACCOUNT_CLEANUP_CRON, () => this.cleanUp());
  }

  async cleanUp(now = new Date()): Promise<{ emailCodes: number; verificationAttempts: number; verifiedRegistrations: number }> {
    const em = this.em.fork();
    const emailCodes = await em.nativeDelete(EmailCode, { expiresAt: { $lt: now } });
    const verifiedRegistrations = await em.nativeDelete(VerifiedRegistration, { expiresAt: { $lt: now } });
    const verificationAttempts = await em.nativeDelete(VerificationAttempt, { createdAt: { $lt: new Date(now.getTime() - VERIFICATION_FAILURE_WINDOW_MS) } });
    this.logger.log(
      { event: 'account_cleanup', emailCodes, verificationAttempts, verifiedRegistrations },
      'expired email codes, verification tokens and attempts deleted',
    );
    return { emailCodes, verificationAttempts, verifiedRegistrations };
  }
}
