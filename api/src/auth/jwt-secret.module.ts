import { Logger, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.token';
import { resolveJwtSecret } from './jwt-secret';

/** Injection token of the token signing secret (a string), resolved once per application. */
export const JWT_SIGNING_SECRET = Symbol('JWT_SIGNING_SECRET');

/**
 * Resolves the signing secret once, for both JwtModule (signing, refresh tokens) and JwtStrategy
 * (access tokens): under NODE_ENV=test the secret is random per resolution, so the two must
 * share this one provider or each would refuse the other's tokens.
 */
@Module({
  providers: [
    {
      provide: JWT_SIGNING_SECRET,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): string => {
        const { secret, source } = resolveJwtSecret(config);
        new Logger('Auth').log(`Token signing secret: ${source}`);
        return secret;
      },
    },
  ],
  exports: [JWT_SIGNING_SECRET],
})
export class JwtSecretModule {}
