import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { JobRegistry } from '../jobs';
import { PasskeyChallenge } from './entities/passkey-challenge.entity';
import { RefreshToken } from './entities/refresh-token.entity';
import { RememberMeCredential } from './entities/remember-me-credential.entity';

/** 03:10 UTC every night: deletes expired refresh tokens, remember-me credentials and passkey challenges (they can never be used again). */
export const AUTH_CLEANUP_CRON = '10 3 * * *';

@Injectable()
export class AuthCleanupJob implements OnModuleInit {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly em: EntityManager,
    private readonly registry: JobRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.nightly('auth.cleanup', AUTH_CLEANUP_CRON, () => this.cleanUp());
  }

  async cleanUp(now = new Date()): Promise<{ refreshTokens: number; rememberMeCredentials: number; passkeyChallenges: number }> {
    const em = this.em.fork();
    const refreshTokens = await em.nativeDelete(RefreshToken, { expiresAt: { $lt: now } });
    const rememberMeCredentials = await em.nativeDelete(RememberMeCredential, { expiresAt: { $lt: now } });
    const passkeyChallenges = await em.nativeDelete(PasskeyChallenge, { expiresAt: { $lt: now } });
    this.logger.log(
      { event: 'auth_cleanup', refreshTokens, rememberMeCredentials, passkeyChallenges },
      'expired refresh tokens, remember-me credentials and passkey challenges deleted',
    );
    return { refreshTokens, rememberMeCredentials, passkeyChallenges };
  }
}
