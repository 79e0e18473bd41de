import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { AUTH_ENTITIES } from './entities';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtCodec, jwtModuleOptions } from './jwt';
import { JwtSecretModule, JWT_SIGNING_SECRET } from './jwt-secret.module';
import { JwtStrategy } from './jwt.strategy';
import { SessionService } from './session.service';
import { TokenService } from './token.service';
import { AuthCleanupJob } from './auth-cleanup.job';

/**
 * Sign-in, sign-out and sessions. Tokens are signed and refresh tokens verified by
 * @nestjs/jwt (through JwtCodec); access tokens are verified by passport-jwt (JwtStrategy)
 * behind JwtAuthGuard. Exports TokenService (issueSession for flows that sign a user in),
 * SessionService (revokeAllForUser after password or email changes) and the guard that
 * AppModule registers globally.
 */
@Module({
  imports: [
    MikroOrmModule.forFeature(AUTH_ENTITIES),
    JwtSecretModule,
    PassportModule.register({ session: false }),
    JwtModule.registerAsync({ imports: [JwtSecretModule], inject: [JWT_SIGNING_SECRET], useFactory: jwtModuleOptions }),
  ],
  controllers: [AuthController],
  providers: [JwtCodec, JwtStrategy, TokenService, SessionService, AuthService, JwtAuthGuard, AuthCleanupJob],
  exports: [JwtCodec, TokenService, SessionService, JwtAuthGuard],
})
export class AuthModule {}
