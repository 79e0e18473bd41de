import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AccountModule } from './account/account.module';
import { AdminModule } from './admin';
import { authThrottlers, PortalThrottlerGuard } from './auth/auth-throttle';
import { AuthModule } from './auth/auth.module';
import { JwtAuthGuard } from './auth/jwt-auth.guard';
import { ApiExceptionFilter } from './common/envelope/exception.filter';
import { EnvelopeInterceptor } from './common/envelope/envelope.interceptor';
import { loggerParams } from './common/logging/logging';
import { MemoryCounterStorage } from './common/rate-limit/memory-counter-storage';
import { RedisCounterStorage } from './common/rate-limit/redis-counter-storage';
import { REDIS_CLIENT, RedisModule } from './common/redis/redis.module';
import { createValidationPipe } from './common/validation/validation.pipe';
import { SpaFallback } from './common/web/spa-fallback';
import { AppConfig } from './config/app-config';
import { APP_CONFIG } from './config/config.token';
import { buildOrmOptions } from './database/orm.config';
import { DocsModule } from './docs/docs.module';
import { HealthModule } from './health/health.module';
import { JobsModule } from './jobs/jobs.module';
import { LookupsModule } from './lookups/lookups.module';
import { SmsModule } from './sms';
import { MailModule } from './mail/mail.module';
import { DevPaymentsModule, PaymentsModule } from './payments';
import { PoliciesModule } from './policies/policies.module';
import { PolicyChangesModule } from './policy-changes';
import { ClaimsModule } from './claims';
import { ProfileModule } from './profile/profile.module';
import { SystemModule } from './system/system.module';

/** The whole API. The database URL is resolved before (a real server, or the embedded PGlite). */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string, logDestination?: DestinationStream): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot(loggerParams(config, logDestination)),
        MikroOrmModule.forRoot({
          ...buildOrmOptions(
            databaseUrl,
            {},
            { statementTimeoutMs: config.dbStatementTimeoutMs, idleInTransactionTimeoutMs: config.dbIdleInTransactionTimeoutMs },
          ),
          registerRequestContext: true,
        }),
        RedisModule.forRoot(config),
        // 'default' limits every caller per minute; the AUTH_THROTTLERS limit all the handlers
        // marked @AuthThrottle() together, per address, per account and address, and per account.
        // Counters (not a list of calls) in Redis with REDIS_URL, so limits hold across
        // instances; else in this process's memory.
        ThrottlerModule.forRootAsync({
          inject: [REDIS_CLIENT],
          useFactory: (redis: Redis | null) => ({
            throttlers: [{ name: 'default', ttl: 60_000, limit: config.rateLimitPerMinute }, ...authThrottlers(config)],
            storage: redis ? new RedisCounterStorage(redis, config.redisKeyPrefix) : new MemoryCounterStorage(),
          }),
        }),
        JobsModule.forRoot(config, databaseUrl),
        MailModule.forRoot(config),
        SmsModule,
        AuthModule,
        AccountModule,
        ProfileModule,
        PoliciesModule,
        PolicyChangesModule,
        ClaimsModule,
        // Payments, with the built-in sandbox payment provider (PaymentsModule imports it).
        PaymentsModule,
        DevPaymentsModule.forRoot(config),
        LookupsModule,
        SystemModule,
        AdminModule,
        HealthModule,
        DocsModule,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        SpaFallback,
        // Guards run in this order: throttling first (so floods of bad tokens never reach the
        // database), then the access token check (every handler not marked @Public()).
        { provide: APP_GUARD, useClass: PortalThrottlerGuard },
        { provide: APP_GUARD, useExisting: JwtAuthGuard },
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
      exports: [APP_CONFIG],
      global: true,
    };
  }
}
