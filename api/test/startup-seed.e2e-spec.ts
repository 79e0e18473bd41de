import { MikroORM } from '@mikro-orm/postgresql';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/database/embedded-postgres';
import { migrateUp, whileHoldingStartupLock } from '../src/database/migrate';
import { buildOrmOptions } from '../src/database/orm.config';
import { seedDemoIfEmpty } from '../src/seed';

/** Fails with `what` after `ms` instead of waiting forever (a wait on a second connection never ends on PGlite). */
async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What `npm start` does on the embedded PGlite: take the start-up advisory lock on its own
 * connection, migrate, and seed the demo book when there is none, the seed's check running
 * again inside its advisory-lock transaction. PGlite runs one transaction at a time, so a
 * check that took a second pooled connection (getConnection().execute instead of the
 * transaction's em.execute) waited for the seeding transaction forever and start-up died
 * with EPIPE. This runs that exact sequence and must finish.
 */
describe('start-up seeding on the embedded PGlite (what npm start runs)', () => {
  let server: EmbeddedPostgres;
  let orm: MikroORM;
  let stuck = false;

  beforeAll(async () => {
    server = await startEmbeddedPostgres({ maxConnections: 10 });
    orm = await MikroORM.init(buildOrmOptions(server.url, { pool: { min: 0, max: 4 } }));
  }, 60_000);

  afterAll(async () => {
    // After a start-up that hung, stop the server first: that ends the waiting connections, so
    // the suite fails instead of leaving jest waiting on them.
    if (stuck) {
      await server?.stop();
      await orm?.close(true).catch(() => undefined);
      return;
    }
    await orm?.close(true);
    await server?.stop();
  });

  const startup = (ms: number, what: string) =>
    within(
      ms,
      what,
      whileHoldingStartupLock(server.url, async () => {
        await migrateUp(orm);
        return seedDemoIfEmpty(orm);
      }),
    ).catch((err: unknown) => {
      stuck = true;
      throw err;
    });

  it('seeds an empty database once, under the start-up lock, without waiting on a second connection', async () => {
    expect(await startup(60_000, 'the first start-up (migrate and seed)')).toBe(true);
    const [{ policies }] = await orm.em.fork().getConnection().execute<{ policies: number }[]>('select count(*)::int as policies from policy');
    expect(policies).toBeGreaterThan(0);
  }, 90_000);

  it('finds the book on the next start and seeds nothing', async () => {
    expect(await startup(30_000, 'the second start-up')).toBe(false);
  }, 60_000);
});
