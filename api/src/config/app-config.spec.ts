import { ConfigError, loadConfig } from './app-config';

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
