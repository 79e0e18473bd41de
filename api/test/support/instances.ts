import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request, { type Response } from 'supertest';
import { ContractValidator } from './contract';
import { provisionDatabase, type TestDatabase } from './database';
import { connectTestRedis, deleteKeys, testKeyPrefix, testRedisUrl } from './redis';

/**
 * Real API processes (src/main.ts in a child process each, as deployed: own port, own memory,
 * configured by environment) on one test database and, when asked, one Redis key prefix.
 *
 * Several instances: `startInstances(2, { redis: true })` gives two instances sharing the
 * database, the Redis counters and JWT_SECRET; see several-instances.e2e-spec.ts.
 *
 * FOR THE JOBS WORK (pg-boss, PORTAL_ROLE): pass `env: { PORTAL_ROLE: 'worker' }` (or per
 * instance with `envOf`) to start worker processes on the same database; an instance that serves
 * no HTTP needs `waitUntil: 'started'` (it waits for the start-up line instead of /api/health).
 * The "job handled exactly once" and "cron tick once" cases belong in several-instances.e2e-spec.ts
 * (marked there with it.todo), using `cluster.sql()` to read what the handlers wrote.
 */
export interface Instance {
  name: string;
  port: number;
  baseUrl: string;
  process: ChildProcess;
  /** Everything the process wrote (stdout and stderr). */
  output(): string;
  /** A supertest request against this instance. */
  http(): ReturnType<typeof request>;
  /** Sends a request and checks the reply against the spec before returning it. */
  call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, options?: { body?: unknown; headers?: Record<string, string> }): Promise<Response>;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** Sends a signal (SIGTERM by default) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

export interface InstancesOptions {
  /** Share a Redis (REDIS_URL, a key prefix of the cluster's own). */
  redis?: boolean;
  /** Environment of every instance (after the defaults). */
  env?: Record<string, string>;
  /** Environment of instance i (0-based), after `env`. */
  envOf?: (index: number) => Record<string, string>;
  /** 'ready': /api/health?probe=ready answers 200 (default); 'started': the process printed its start-up line. */
  waitUntil?: 'ready' | 'started';
  /** Load the demo book (done by the first instance only). */
  seedDemo?: boolean;
}

export interface Cluster {
  instances: Instance[];
  database: TestDatabase;
  redisKeyPrefix?: string;
  jwtSecret: string;
  /** Stops every instance still running, drops the database and the Redis keys. */
  close(): Promise<void>;
}

const RUNNER = join(__dirname, 'instance-runner.cjs');
const START_TIMEOUT_MS = 180_000;
let sharedValidator: ContractValidator | undefined;

/** A free port in this machine's test range for instance processes: 4200-4299 (the scale worker's base), spread by jest worker. */
let nextPort = 4200 + ((Number(process.env.JEST_WORKER_ID ?? '1') - 1) % 4) * 20 + Math.floor(Math.random() * 10);

/** Starts one instance on `databaseUrl` with `env`; resolves when it is ready. */
/** The authenticator-app secret key the instances share (as they share the database). */
const INSTANCES_TOTP_KEY = randomBytes(32).toString('hex');

export async function startInstance(
  name: string,
  databaseUrl: string,
  env: Record<string, string>,
  waitUntil: 'ready' | 'started' = 'ready',
): Promise<Instance> {
  const port = nextPort++;
  const childEnv: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    SERVE_WEB: 'false',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    TRUST_PROXY: 'loopback',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: join(tmpdir(), `portal-instance-${randomBytes(4).toString('hex')}`),
    // One key for every instance of this test run: under NODE_ENV=test each process would make
    // its own, and an instance refuses to start on secrets another key sealed (issue 17).
    TOTP_ENCRYPTION_KEY: INSTANCES_TOTP_KEY,
    ...env,
  };
  const child = spawn(process.execPath, [RUNNER], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString('utf8')));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString('utf8')));
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  const baseUrl = `http://127.0.0.1:${port}`;
  sharedValidator ??= new ContractValidator();
  const contract = sharedValidator;
  const instance: Instance = {
    name,
    port,
    baseUrl,
    process: child,
    output: () => out,
    http: () => request(baseUrl),
    async call(method, url, options = {}) {
      let req = request(baseUrl)[method.toLowerCase() as 'get'](url);
      for (const [k, v] of Object.entries(options.headers ?? {})) req = req.set(k, v);
      const res = options.body !== undefined ? await req.send(options.body as object) : await req;
      contract.check(method, url, res);
      return res;
    },
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  let ended = false;
  void exited.then(() => (ended = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (ended) throw new Error(`Instance ${name} exited while starting (${await exited}):\n${out}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Instance ${name} did not become ${waitUntil} in ${START_TIMEOUT_MS} ms:\n${out}`);
    }
    if (waitUntil === 'started' ? /http:\/\/|started|listening/i.test(out) : await isReady(baseUrl)) return instance;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function isReady(baseUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/api/health?probe=ready`);
    return res.status === 200;
  } catch {
    return false;
  }
}

/**
 * Starts `count` instances on one fresh database (and one Redis key prefix with `redis`), all at
 * once; they migrate one at a time, and the first loads the demo book with seedDemo.
 */
export async function startInstances(count: number, options: InstancesOptions = {}): Promise<Cluster> {
  const database = await provisionDatabase();
  const jwtSecret = randomBytes(32).toString('base64url');
  let redisKeyPrefix: string | undefined;
  const shared: Record<string, string> = { JWT_SECRET: jwtSecret };
  if (options.redis) {
    if (!testRedisUrl) throw new Error('These instances need Redis: set TEST_REDIS_URL');
    redisKeyPrefix = testKeyPrefix();
    Object.assign(shared, { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: redisKeyPrefix });
  }
  const instances: Instance[] = [];
  const cluster: Cluster = {
    instances,
    database,
    redisKeyPrefix,
    jwtSecret,
    async close() {
      await Promise.all(instances.map((i) => i.stop('SIGTERM')));
      await database.release();
      if (redisKeyPrefix) {
        const redis = await connectTestRedis();
        await deleteKeys(redis, redisKeyPrefix);
        await redis.quit();
      }
    },
  };
  // All at once, as a deployment starts them: they take turns on migrations (an advisory lock).
  const started = await Promise.allSettled(
    Array.from({ length: count }, (_, i) => {
      const env = { ...shared, ...(i === 0 && options.seedDemo ? { SEED_DEMO: 'true' } : {}), ...options.env, ...options.envOf?.(i) };
      return startInstance(`instance-${i + 1}`, database.url, env, options.waitUntil);
    }),
  );
  for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
  const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await cluster.close().catch(() => undefined);
    throw failed.reason;
  }
  return cluster;
}
