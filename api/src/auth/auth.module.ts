import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { AUTH_ENTITIES } from './entities';
import { ImpersonationRefusals } from './impersonation-refusals';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtCodec, jwtModuleOptions } from './jwt';
import { JwtSecretModule, JWT_SIGNING_SECRET } from './jwt-secret.module';
import { TotpSecretCipherModule } from './totp-secret-cipher.module';
import { SessionService } from './session.service';
import { TokenService } from './token.service';
import { AuthCleanupJob } from './auth-cleanup.job';
import { SecondFactorController } from './second-factor.controller';
import { SecondFactorService } from './second-factor.service';
import { PasskeyController } from './passkey.controller';
import { PasskeyService } from './passkey.service';

/**
 * Sign-in, sign-out and sessions. Tokens are signed and verified by @nestjs/jwt through
 * JwtCodec (the secret as a KeyObject); JwtAuthGuard verifies access tokens, once per request. Exports TokenService (issueSession for flows that sign a user in),
 * SessionService (revokeAllForUser after password or email changes) and the guard that
 * AppModule registers globally.
 */
@Module({
  imports: [
    MikroOrmModule.forFeature(AUTH_ENTITIES),
    JwtSecretModule,
    TotpSecretCipherModule,
    JwtModule.registerAsync({ imports: [JwtSecretModule], inject: [JWT_SIGNING_SECRET], useFactory: jwtModuleOptions }),
  ],
  controllers: [AuthController, SecondFactorController, PasskeyController],
  providers: [JwtCodec, TokenService, SessionService, AuthService, JwtAuthGuard, AuthCleanupJob, ImpersonationRefusals, SecondFactorService, PasskeyService],
  exports: [JwtCodec, TokenService, SessionService, JwtAuthGuard, ImpersonationRefusals, SecondFactorService, PasskeyService],
})
export class AuthModule {}
