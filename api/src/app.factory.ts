import { MikroORM } from '@mikro-orm/postgresql';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { IncomingMessage } from 'node:http';
import { AppModule } from './app.module';
import { logDestinationFor } from './common/logging/log-files';
import { requestIdFor } from './common/logging/logging';
import { applyBodyLimits, DEFAULT_BODY_LIMIT_BYTES } from './common/validation/body-limit';
import { useJsonBodiesOnly } from './common/validation/json-body';
import { acceptMultipartWhereDeclared } from './common/validation/multipart';
import { serveWebApp } from './common/web/web-serving';
import { inlineScriptSources } from './common/web/inline-scripts';
import type { AppConfig } from './config/app-config';
import { migrateUp, whileHoldingStartupLock } from './database/migrate';
import { ShutdownState } from './health/shutdown';
import { guardDevMailboxRoute } from './mail/dev-mailbox.access';
import { refuseCardNumbersInApi } from './payments';
import { seedDemoIfEmpty } from './seed';
import { sealClearTotpSecrets, TotpSecretCipher } from './auth/totp-secret-cipher';

export interface ServedRoute {
  method: string;
  url: string;
  /** The largest body this route reads (bytes). */
  bodyLimit?: number;
}

export interface CreatedApp {
  app: NestFastifyApplication;
  /** Every route Fastify registered (for the contract's route inventory). */
  routes: ServedRoute[];
  /** Whether this start loaded the demo book. */
  seeded: boolean;
}

/**
 * Browser features the portal may use, on every reply. Payments (the card and bank forms,
 * later the Payment Request API) and passkeys run on the portal's own pages; nothing else the
 * portal does needs a camera, microphone, location or device access, so no page (nor a
 * script injected into one) can ask for them.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'publickey-credentials-get=(self)',
  'serial=()',
  'usb=()',
].join(', ');

/**
 * API replies carry personal data or credentials (and errors about them): no browser or proxy
 * may keep them. The reference page and the spec are public and set their own caching.
 */
export function mayBeCached(path: string): boolean {
  return path === '/api/docs' || path === '/api/openapi.json' || !(path === '/api' || path.startsWith('/api/'));
}

/**
 * Builds the configured application: Fastify with helmet, compression, request ids, the
 * envelope, validation and error mapping; migrations run before it is returned, and the demo
 * book is loaded on first start when config.seedDemo is set.
 */
export interface CreateAppOptions {
  /** Where log lines go instead of stdout (tests read them). */
  logDestination?: DestinationStream;
}

export async function createApp(config: AppConfig, databaseUrl: string, options: CreateAppOptions = {}): Promise<CreatedApp> {
  const adapter = new FastifyAdapter({
    genReqId: (req: IncomingMessage) => {
      const id = requestIdFor(req);
      (req as IncomingMessage & { id?: string }).id = id;
      return id;
    },
    // Unknown routes (404) read no more than the default; each route gets its own (applyBodyLimits).
    bodyLimit: Math.min(DEFAULT_BODY_LIMIT_BYTES, config.bodyLimitBytes),
    trustProxy: config.trustProxy,
    logger: false,
  });
  const fastify = adapter.getInstance();
  // Hostile bodies are refused before any validation work: each route's size limit (413),
  // JSON only (415), and a JSON parser that bounds nesting, keys and refuses NUL and broken
  // Unicode (400). The validation pipe then bounds keys per DTO before transforming.
  applyBodyLimits(adapter.getInstance<FastifyInstance>(), config.bodyLimitBytes);
  useJsonBodiesOnly(adapter.getInstance<FastifyInstance>());
  // SAQ A: a card number goes only to the payment provider's frame; any /api body carrying one
  // is refused (400) before a handler, DTO, log line or database sees it.
  refuseCardNumbersInApi(adapter.getInstance<FastifyInstance>());
  const routes: ServedRoute[] = [];
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method: String(method), url: route.url, bodyLimit: route.bodyLimit });
  });
  fastify.addHook('onRoute', guardDevMailboxRoute(config));
  let shutdown: ShutdownState | undefined;
  fastify.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Draining (SIGTERM): answer, then close the connection so the client reconnects elsewhere.
    if (shutdown?.draining) reply.header('connection', 'close');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (!mayBeCached(request.url.split('?')[0])) reply.header('cache-control', 'no-store');
  });

  // LOG_FILES: the same (redacted) lines also go to rotating files in DATA_DIR/logs.
  const logDestination = await logDestinationFor(config, options.logDestination);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, databaseUrl, logDestination), adapter, {
    bufferLogs: true,
    abortOnError: false,
    // Nest's own parsers (JSON without guards, and forms) would replace ours.
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  shutdown = app.get(ShutdownState);
  // Nest flushes buffered logs only in listen(): without this, an app served without listen()
  // (tests, through supertest) would keep every application log line in memory and write none.
  app.flushLogs();
  app.enableCors({
    origin: config.publicUrl,
    credentials: true,
    exposedHeaders: ['X-Request-Id', 'Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'],
  });

  await app.register(helmet as never, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        // Plus, by hash, the inline script of index.html's home picture (common/web/inline-scripts.ts).
        'script-src': ["'self'", ...inlineScriptSources(config.serveWeb ? config.webDist : undefined)],
        // The web app's service worker (/sw.js, issue 16): its own origin only, never blob: or data:.
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // POST /api/claim/v2 reads multipart/form-data as a stream; every other route refuses it (415).
  await acceptMultipartWhereDeclared(adapter.getInstance<FastifyInstance>());
  await app.register(compress as never, { encodings: ['br', 'gzip', 'deflate'], threshold: 1024 });

  // The built web app, precompressed, with long caching for hashed files (common/web).
  await serveWebApp(app, config.webDist, config.serveWeb);

  const orm = app.get<MikroORM>(MikroORM);
  // On a shared PostgreSQL (several instances starting together) one instance migrates and
  // seeds at a time; the embedded database has one process only.
  // Then the authenticator-app secrets: refuse another key, seal clear ones (auth/totp-secret-cipher.ts).
  const startup = async () => {
    await migrateUp(orm);
    const seeded = config.seedDemo ? await seedDemoIfEmpty(orm) : false;
    const sealed = await sealClearTotpSecrets(orm.em.fork(), app.get(TotpSecretCipher));
    if (sealed) app.get(Logger).log(`Sealed ${sealed} clear authenticator-app secret(s) with key ${app.get(TotpSecretCipher).keyId}`);
    return seeded;
  };
  const seeded = config.databaseUrl ? await whileHoldingStartupLock(databaseUrl, startup) : await startup();

  await app.init();
  await fastify.ready();
  return { app, routes, seeded };
}
