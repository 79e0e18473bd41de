import { ConfigError, isLoopbackAddress, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('starts with defaults when nothing is set: port 3000, embedded database in .data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('names every bad variable, its rule and the value given', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', SEED_DEMO: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT must be a whole number (got "eighty")');
    expect(message).toContain('DATABASE_URL must be a postgres:// or postgresql:// connection URL (got "mysql://x")');
    expect(message).toContain('LOG_LEVEL must be one of');
    expect(message).toContain('SEED_DEMO must be true or false (got "maybe")');
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT must be between 0 and 65535/);
  });

  it('serves the web app only in production unless told', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).serveWeb).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).serveWeb).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', SERVE_WEB: 'true' }).serveWeb).toBe(true);
  });

  it('trusts no proxy unless told, so callers cannot choose the address limits are keyed by', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    // Fastify 5.12+ trusts no proxy for a hop count, which would silently key limits by the proxy's address.
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/a hop count is not supported/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY must be/);
  });
});

describe('loadConfig: who can reach a development machine', () => {
  it('listens on 127.0.0.1 with the embedded database unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('listens on every address on a real PostgreSQL (a deployment), as before', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://db.internal/portal' }).host).toBe('0.0.0.0');
  });

  it('turns the development mailbox on by default only on a loopback address without SMTP or PostgreSQL', () => {
    expect(loadConfig({}).devMailbox).toBe(true);
    expect(loadConfig({ HOST: 'localhost' }).devMailbox).toBe(true);
    expect(loadConfig({ HOST: '0.0.0.0' }).devMailbox).toBe(false);
    expect(loadConfig({ HOST: '192.168.1.20' }).devMailbox).toBe(false);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' }).devMailbox).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/portal' }).devMailbox).toBe(false);
  });

  it('refuses DEV_MAILBOX=1 on a non-loopback HOST, naming the variable', () => {
    for (const env of [
      { DEV_MAILBOX: '1', HOST: '0.0.0.0' },
      { DEV_MAILBOX: 'true', HOST: '::' },
      { DEV_MAILBOX: '1', DATABASE_URL: 'postgresql://db/portal' },
    ]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/DEV_MAILBOX must be off when the portal listens on a non-loopback address/);
    }
    expect(loadConfig({ DEV_MAILBOX: '1', HOST: '127.0.0.1', DATABASE_URL: 'postgresql://db/portal' }).devMailbox).toBe(true);
    expect(loadConfig({ DEV_MAILBOX: '1', HOST: '::1' }).devMailbox).toBe(true);
  });

  it('makes a new random mailbox key on every start', () => {
    const keys = new Set(Array.from({ length: 5 }, () => loadConfig({}).devMailboxKey));
    expect(keys.size).toBe(5);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{32,}$/);
  });

  it('limits every database statement and idle transaction, and the limits can be changed', () => {
    expect(loadConfig({})).toMatchObject({ dbStatementTimeoutMs: 15_000, dbIdleInTransactionTimeoutMs: 60_000 });
    expect(loadConfig({ DB_STATEMENT_TIMEOUT_MS: '500', DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '2000' })).toMatchObject({
      dbStatementTimeoutMs: 500,
      dbIdleInTransactionTimeoutMs: 2000,
    });
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: '0' })).toThrow(/DB_STATEMENT_TIMEOUT_MS must be at least 100/);
    expect(() => loadConfig({ DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: 'soon' })).toThrow(/DB_IDLE_IN_TRANSACTION_TIMEOUT_MS must be a whole number/);
  });

  it('keeps rate-limit counters in memory unless REDIS_URL names a shared Redis', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: undefined, redisKeyPrefix: 'portal:' });
    const secret = 'x'.repeat(32);
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2', JWT_SECRET: secret, REDIS_KEY_PREFIX: 'a:b' })).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379/2',
      redisKeyPrefix: 'a:b',
    });
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379', JWT_SECRET: secret })).toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
  });

  it('refuses REDIS_URL (several instances) without a shared JWT_SECRET', () => {
    expect(() => loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(/JWT_SECRET must be set when REDIS_URL is/);
  });

  it('bounds a graceful shutdown by SHUTDOWN_TIMEOUT_MS, 10 s by default', () => {
    expect(loadConfig({}).shutdownTimeoutMs).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '2500' }).shutdownTimeoutMs).toBe(2500);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '-1' })).toThrow(/SHUTDOWN_TIMEOUT_MS must be at least 100/);
  });
});

describe(isLoopbackAddress.name, () => {
  it('knows the addresses only this machine has', () => {
    for (const a of ['127.0.0.1', '127.5.6.7', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(a)).toBe(true);
    for (const a of ['0.0.0.0', '10.0.0.1', '192.168.1.2', '::', '::ffff:10.0.0.1', 'localhost', '', undefined, '128.0.0.1', '1127.0.0.1'])
      expect(isLoopbackAddress(a)).toBe(false);
  });

  it('runs everything in one process unless PORTAL_ROLE says otherwise, and refuses an unknown role by name', () => {
    expect(loadConfig({}).portalRole).toBe('all');
    const db = 'postgresql://postgres@127.0.0.1:5432/portal';
    expect(loadConfig({ PORTAL_ROLE: 'api', DATABASE_URL: db }).portalRole).toBe('api');
    expect(loadConfig({ PORTAL_ROLE: 'worker', DATABASE_URL: db }).portalRole).toBe('worker');
    expect(() => loadConfig({ PORTAL_ROLE: 'workers', DATABASE_URL: db })).toThrow(/PORTAL_ROLE must be one of all, api, worker .*\(got "workers"\)/);
  });

  it('refuses a split role on the embedded database, which one process serves', () => {
    expect(() => loadConfig({ PORTAL_ROLE: 'worker' })).toThrow(/PORTAL_ROLE=worker needs DATABASE_URL/);
  });
});
