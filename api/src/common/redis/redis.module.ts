import { DynamicModule, Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown, Optional } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config';

/** The shared Redis client (ioredis), or null when REDIS_URL is unset. */
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

/** How long one Redis command may take before the caller stops waiting (and falls back). */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;

/**
 * One client for the process. It never queues commands while disconnected (a call counted
 * while Redis is down falls back at once instead of waiting) and reconnects in the background.
 */
export function createRedisClient(url: string, logger = new Logger('Redis')): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 5000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let lastError = 0;
  client.on('error', (err: Error) => {
    // Reconnection errors repeat every retry: one line per 30 s is enough.
    if (Date.now() - lastError < 30_000) return;
    lastError = Date.now();
    logger.warn({ event: 'redis_error', err: { type: err.name, message: err.message } }, 'Redis connection failed; retrying');
  });
  return client;
}

@Injectable()
class RedisCloser implements OnApplicationShutdown {
  constructor(@Optional() @Inject(REDIS_CLIENT) private readonly redis: Redis | null) {}

  async onApplicationShutdown(): Promise<void> {
    if (!this.redis) return;
    await this.redis.quit().catch(() => this.redis?.disconnect());
  }
}

/** Provides REDIS_CLIENT everywhere (null without REDIS_URL) and closes it after the last request. */
@Global()
@Module({})
export class RedisModule {
  static forRoot(config: Pick<AppConfig, 'redisUrl'>): DynamicModule {
    return {
      module: RedisModule,
      providers: [{ provide: REDIS_CLIENT, useFactory: () => (config.redisUrl ? createRedisClient(config.redisUrl) : null) }, RedisCloser],
      exports: [REDIS_CLIENT],
    };
  }
}
