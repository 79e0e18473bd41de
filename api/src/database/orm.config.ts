import 'reflect-metadata';
import { resolve } from 'node:path';
import { ReflectMetadataProvider } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { ACCOUNT_ENTITIES } from '../account/entities';
import { AUTH_ENTITIES } from '../auth/entities';
import { CORE_ENTITIES } from '../core';
import { OutboxEmail } from '../mail/outbox-email.entity';
import { SYSTEM_ENTITIES } from '../system';
import { USER_ENTITIES } from '../users';

/** Every entity the ORM maps; migrations are generated from this list. */
export const ALL_ENTITIES = [...CORE_ENTITIES, ...USER_ENTITIES, ...SYSTEM_ENTITIES, ...AUTH_ENTITIES, ...ACCOUNT_ENTITIES, OutboxEmail];

/** True under jest/@swc (TypeScript sources), false when running compiled JS from dist/. */
const RUNNING_FROM_TS = __filename.endsWith('.ts');

/** api/ — the same from src/database (TS) and dist/database (compiled). */
const API_ROOT = resolve(__dirname, '..', '..');

/**
 * ORM options for a PostgreSQL server (real or embedded). Migrations load from
 * dist/migrations when compiled and from src/migrations when running TypeScript; they are
 * loaded with require() so jest can load the .ts files without ESM support.
 */
export function buildOrmOptions(clientUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl,
    entities: ALL_ENTITIES,
    metadataProvider: ReflectMetadataProvider,
    discovery: { requireEntitiesArray: true },
    extensions: [Migrator],
    preferTs: RUNNING_FROM_TS,
    dynamicImportProvider: (id: string) => Promise.resolve(require(id)),
    forceUtcTimezone: true,
    // One query per populated relation, never one per row, and no row multiplication when a
    // policy is loaded with vehicles, drivers, documents and cards together (joined loading
    // took 45 s for one such query on PGlite; select-in takes under one).
    loadStrategy: 'select-in',
    debug: false,
    pool: { min: 0, max: 5 },
    migrations: {
      tableName: 'mikro_orm_migrations',
      path: resolve(API_ROOT, 'dist', 'migrations'),
      pathTs: resolve(API_ROOT, 'src', 'migrations'),
      glob: '!(*.d).{js,ts}',
      transactional: true,
      allOrNothing: true,
      disableForeignKeys: false,
      snapshot: false,
      emit: 'ts',
      silent: true,
    },
    ...overrides,
  });
}
