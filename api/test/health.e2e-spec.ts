import { MikroORM } from '@mikro-orm/postgresql';
import { ShutdownState } from '../src/health/shutdown';
import { startTestApp, type TestApp } from './support/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is ready when the database answers a query', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ status: 'ok', probe: 'ready', draining: false, checks: { database: { status: 'up' } } });
    // No Redis configured: nothing to report about it.
    expect(res.body.result.checks.redis).toBeUndefined();
  });

  it('answers liveness without touching the database', async () => {
    const res = await t.call('GET', '/api/health?probe=live');
    expect(res.status).toBe(200);
    expect(res.body.result.checks.database.status).toBe('skipped');
  });

  it('refuses an unknown probe with 400 and the field that is wrong', async () => {
    const res = await t.call('GET', '/api/health?probe=deep');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, result: null, code: 'VALIDATION_FAILED', fieldErrors: { probe: 'Probe must be live or ready.' } });
  });

  it('is not ready (503) when the database cannot be reached, and still alive', async () => {
    // MikroORM 7 reconnects lazily after close(): point it at an address where no database
    // listens, as if the server had gone away, then drop the open connections.
    const orm = t.app.get(MikroORM);
    orm.config.set('clientUrl', 'postgresql://postgres@127.0.0.1:1/unreachable');
    await orm.close(true);
    const ready = await t.call('GET', '/api/health');
    expect(ready.status).toBe(503);
    expect(ready.body.success).toBe(false);
    expect(ready.body.result.checks.database.status).toBe('down');
    expect(ready.body.errors).toEqual(['The database cannot be reached.']);
    const live = await t.call('GET', '/api/health?probe=live');
    expect(live.status).toBe(200);
  });

  it('is not ready (503) while draining after SIGTERM, still alive, and asks clients to close the connection', async () => {
    t.app.get(ShutdownState).beginDraining();
    const ready = await t.call('GET', '/api/health');
    expect(ready.status).toBe(503);
    expect(ready.body.result).toMatchObject({ status: 'unavailable', draining: true });
    expect(ready.body.errors).toContain('This instance is shutting down.');
    expect(ready.headers.connection).toBe('close');
    const live = await t.call('GET', '/api/health?probe=live');
    expect(live.status).toBe(200);
    expect(live.body.result.draining).toBe(true);
  });
});
