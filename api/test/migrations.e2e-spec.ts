import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/database/embedded-postgres';
import { migrateUp } from '../src/database/migrate';
import { buildOrmOptions } from '../src/database/orm.config';
import { provisionDatabase, type TestDatabase } from './support/database';

/** The committed migrations, in the order they run. */
const COMMITTED = readdirSync(join(__dirname, '..', 'src', 'migrations'))
  .filter((f) => /^Migration\d{14}_\w+\.ts$/.test(f))
  .map((f) => f.replace(/\.ts$/, ''))
  .sort();

/**
 * The committed migrations build exactly the schema the entities describe: on an empty
 * database, after every migration ran, the migration generator (migration:create) finds
 * nothing to generate. Proven on the embedded PGlite (what `npm start` runs) and on a real
 * PostgreSQL server (DATABASE_URL, as in CI).
 */
function migrationsMatchEntities(open: () => Promise<{ url: string; close(): Promise<void> }>): void {
  let orm: MikroORM;
  let db: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    db = await open();
    orm = await MikroORM.init(buildOrmOptions(db.url));
  });

  afterAll(async () => {
    await orm?.close(true);
    await db?.close();
  });

  it('applies every committed migration to an empty database', async () => {
    expect(COMMITTED.length).toBeGreaterThan(0);
    expect(await migrateUp(orm)).toEqual(COMMITTED);
  });

  it('leaves nothing for the migration generator: entities and migrations describe the same schema', async () => {
    const diff = await orm.schema.getUpdateSchemaMigrationSQL({ wrap: false });
    expect(diff.up.trim().split('\n').filter(Boolean)).toEqual([]);
    expect(await orm.migrator.checkSchema()).toBe(false);
  });
}

describe('migrations on the embedded PGlite', () => {
  migrationsMatchEntities(async () => {
    const server: EmbeddedPostgres = await startEmbeddedPostgres({ maxConnections: 10 });
    return { url: server.url, close: () => server.stop() };
  });
});

(process.env.DATABASE_URL ? describe : describe.skip)('migrations on PostgreSQL (DATABASE_URL)', () => {
  migrationsMatchEntities(async () => {
    const database: TestDatabase = await provisionDatabase();
    return { url: database.url, close: () => database.release() };
  });
});
