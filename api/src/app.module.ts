import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import { ApiExceptionFilter } from './common/envelope/exception.filter';
import { EnvelopeInterceptor } from './common/envelope/envelope.interceptor';
import { loggerParams } from './common/logging/logging';
import { createValidationPipe } from './common/validation/validation.pipe';
import { SpaFallback } from './common/web/spa-fallback';
import { AppConfig } from './config/app-config';
import { APP_CONFIG } from './config/config.token';
import { buildOrmOptions } from './database/orm.config';
import { DocsModule } from './docs/docs.module';
import { HealthModule } from './health/health.module';
import { SystemModule } from './system/system.module';

/** The whole API. The database URL is resolved before (a real server, or the embedded PGlite). */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot(loggerParams(config)),
        MikroOrmModule.forRoot({ ...buildOrmOptions(databaseUrl), registerRequestContext: true }),
        ThrottlerModule.forRoot({ throttlers: [{ name: 'default', ttl: 60_000, limit: config.rateLimitPerMinute }] }),
        SystemModule,
        HealthModule,
        DocsModule,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        SpaFallback,
        { provide: APP_GUARD, useClass: ThrottlerGuard },
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
      exports: [APP_CONFIG],
      global: true,
    };
  }
}
