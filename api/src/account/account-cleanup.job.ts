import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { defineJob, JobRegistry, payloadSchema } from '../jobs';
import { EmailCode } from './entities/email-code.entity';
import { VerificationAttempt } from './entities/verification-attempt.entity';
import { VerifiedRegistration } from './entities/verified-registration.entity';
import { VERIFICATION_FAILURE_WINDOW_MS } from './verification.service';

/**
 * Nightly: deletes expired email codes and registration verification tokens, and verification
 * attempts older than the window they are counted in (so they no longer limit anyone).
 */
export const ACCOUNT_CLEANUP = defineJob({
  name: 'account.cleanup',
  payload: payloadSchema({}),
  retryLimit: 2,
  retryDelaySeconds: 300,
  retryBackoff: false,
  expireInSeconds: 600,
  pollingIntervalSeconds: 30,
});

/** 03:20 UTC every night. */
export const ACCOUNT_CLEANUP_CRON = '20 3 * * *';

@Injectable()
export class AccountCleanupJob implements OnModuleInit {
  private readonly logger = new Logger('Account');

  constructor(
    private readonly em: EntityManager,
    private readonly registry: JobRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.handle(ACCOUNT_CLEANUP, async () => {
      await this.cleanUp();
    });
    this.registry.schedule(ACCOUNT_CLEANUP, ACCOUNT_CLEANUP_CRON, {});
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
