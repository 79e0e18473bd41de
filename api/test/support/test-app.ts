import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request, { type Response } from 'supertest';
import { createApp, type CreateAppOptions, type ServedRoute } from '../../src/app.factory';
import { loadConfig, type AppConfig } from '../../src/config/app-config';
import { ContractValidator } from './contract';
import { provisionDatabase } from './database';

let sharedValidator: ContractValidator | undefined;

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  routes: ServedRoute[];
  databaseUrl: string;
  contract: ContractValidator;
  /** Sends a request and checks the reply against the spec (operation, status, schema) before returning it. */
  call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, options?: { body?: unknown; headers?: Record<string, string> }): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Starts the real application on a database of this test file's own, with migrations run.
 * `env` overrides configuration (for example SEED_DEMO=true to load the demo book).
 */
export interface StartTestAppOptions extends CreateAppOptions {
  /** Settings no variable sets (test knobs such as jobsPollingIntervalSeconds). */
  config?: Partial<AppConfig>;
  /** Join this database (another instance's) instead of making a new one; close() leaves it. */
  databaseUrl?: string;
}

export async function startTestApp(env: Record<string, string> = {}, options: StartTestAppOptions = {}): Promise<TestApp> {
  const db = options.databaseUrl ? { url: options.databaseUrl, release: async () => undefined } : await provisionDatabase();
  // Tests play many callers from one machine: they stand behind a trusted local proxy and name
  // their address in X-Forwarded-For.
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', TRUST_PROXY: 'loopback', ...env }),
    ...options.config,
  };
  const { app, routes } = await createApp(config, db.url, options);
  sharedValidator ??= new ContractValidator();
  const contract = sharedValidator;
  const server = app.getHttpServer();
  return {
    app,
    config,
    routes,
    databaseUrl: db.url,
    contract,
    async call(method, url, options = {}) {
      let req = request(server)[method.toLowerCase() as 'get'](url);
      for (const [k, v] of Object.entries(options.headers ?? {})) req = req.set(k, v);
      const res = options.body !== undefined ? await req.send(options.body as object) : await req;
      contract.check(method, url, res);
      return res;
    },
    async close() {
      await app.close();
      await db.release();
    },
  };
}
