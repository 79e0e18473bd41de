import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS_CLIENT } from '../common/redis/redis.module';
import { apiVersion } from '../config/paths';
import type { HealthProbe } from './dto/health-query.dto';
import { ShutdownState } from './shutdown';

interface DependencyCheck {
  status: 'up' | 'down' | 'skipped';
  latencyMs?: number;
}

export interface HealthStatus {
  status: 'ok' | 'unavailable';
  probe: HealthProbe;
  /** `redis` only when the instance is configured with one (REDIS_URL). */
  checks: { database: DependencyCheck; redis?: DependencyCheck };
  draining: boolean;
  uptimeSeconds: number;
  version: string;
}

/** Why readiness failed, one message per reason (spec: getHealth 503). */
export const HEALTH_MESSAGES = {
  database: 'The database cannot be reached.',
  redis: 'The rate-limit store (Redis) cannot be reached.',
  draining: 'This instance is shutting down.',
} as const;

const DB_TIMEOUT_MS = 3000;
const REDIS_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
  private readonly logger = new Logger(HealthService.name);
  private readonly startedAt = Date.now();
  private readonly version = apiVersion();

  constructor(
    private readonly em: EntityManager,
    private readonly shutdown: ShutdownState,
    @Optional() @Inject(REDIS_CLIENT) private readonly redis: Redis | null = null,
  ) {}

  async check(probe: HealthProbe): Promise<HealthStatus> {
    const base = { probe, draining: this.shutdown.draining, uptimeSeconds: Math.floor((Date.now() - this.startedAt) / 1000), version: this.version };
    if (probe === 'live') {
      return { ...base, status: 'ok', checks: { database: { status: 'skipped' }, ...(this.redis ? { redis: { status: 'skipped' as const } } : {}) } };
    }
    const [database, redis] = await Promise.all([
      this.probe('database', DB_TIMEOUT_MS, () => this.em.getConnection().execute('select 1 as ok')),
      this.redis ? this.probe('redis', REDIS_TIMEOUT_MS, () => this.redis!.ping()) : Promise.resolve(undefined),
    ]);
    const ok = database.status === 'up' && (!redis || redis.status === 'up') && !base.draining;
    return { ...base, status: ok ? 'ok' : 'unavailable', checks: { database, ...(redis ? { redis } : {}) } };
  }

  /** The messages of a failed readiness probe, in a fixed order. */
  reasons(status: HealthStatus): string[] {
    const out: string[] = [];
    if (status.checks.database.status === 'down') out.push(HEALTH_MESSAGES.database);
    if (status.checks.redis?.status === 'down') out.push(HEALTH_MESSAGES.redis);
    if (status.draining) out.push(HEALTH_MESSAGES.draining);
    return out;
  }

  private async probe(name: string, timeoutMs: number, run: () => Promise<unknown>): Promise<DependencyCheck> {
    const started = Date.now();
    try {
      await withTimeout(run(), timeoutMs);
      return { status: 'up', latencyMs: Date.now() - started };
    } catch (err) {
      this.logger.warn({ err: { type: (err as Error)?.name, message: (err as Error)?.message } }, `readiness probe: ${name} check failed`);
      return { status: 'down', latencyMs: Date.now() - started };
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]);
}
