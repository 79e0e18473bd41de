import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { apiVersion } from '../config/paths';
import type { HealthProbe } from './dto/health-query.dto';

export interface HealthStatus {
  status: 'ok' | 'unavailable';
  probe: HealthProbe;
  checks: { database: { status: 'up' | 'down' | 'skipped'; latencyMs?: number } };
  uptimeSeconds: number;
  version: string;
}

const DB_TIMEOUT_MS = 3000;

@Injectable()
export class HealthService {
  private readonly logger = new Logger(HealthService.name);
  private readonly startedAt = Date.now();
  private readonly version = apiVersion();

  constructor(private readonly em: EntityManager) {}

  async check(probe: HealthProbe): Promise<HealthStatus> {
    const base = { probe, uptimeSeconds: Math.floor((Date.now() - this.startedAt) / 1000), version: this.version };
    if (probe === 'live') return { ...base, status: 'ok', checks: { database: { status: 'skipped' } } };
    const started = Date.now();
    try {
      await withTimeout(this.em.getConnection().execute('select 1 as ok'), DB_TIMEOUT_MS);
      return { ...base, status: 'ok', checks: { database: { status: 'up', latencyMs: Date.now() - started } } };
    } catch (err) {
      this.logger.warn({ err }, 'readiness probe: database check failed');
      return { ...base, status: 'unavailable', checks: { database: { status: 'down', latencyMs: Date.now() - started } } };
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
