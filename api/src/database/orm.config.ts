import 'reflect-metadata';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { ACCOUNT_ENTITIES } from '../account/entities';
import { ADMIN_ENTITIES } from '../admin/entities';
import { AUTH_ENTITIES } from '../auth/entities';
import { CLAIMS_ENTITIES } from '../claims/entities';
import { CORE_ENTITIES } from '../core/entities';
import { OutboxEmail } from '../mail/outbox-email.entity';
import { PAYMENTS_ENTITIES } from '../payments/entities';
import { SANDBOX_PROVIDER_ENTITIES } from '../payments/provider/sandbox/entities';
import { POLICIES_ENTITIES } from '../policies/entities';
import { POLICY_CHANGES_ENTITIES } from '../policy-changes/entities';
import { OutboxSms } from '../sms/outbox-sms.entity';
import { SYSTEM_ENTITIES } from '../system';
import { USER_ENTITIES } from '../users';

/** Every entity the ORM maps; migrations are generated from this list. */
export const ALL_ENTITIES = [
  ...CORE_ENTITIES,
  ...USER_ENTITIES,
  ...SYSTEM_ENTITIES,
  ...AUTH_ENTITIES,
  ...ACCOUNT_ENTITIES,
  ...POLICIES_ENTITIES,
  ...POLICY_CHANGES_ENTITIES,
  ...CLAIMS_ENTITIES,
  ...PAYMENTS_ENTITIES,
  ...ADMIN_ENTITIES,
  OutboxEmail,
  OutboxSms,
  ...SANDBOX_PROVIDER_ENTITIES,
];

/** Tables that committed migrations create without an entity (none now: add_policy_attempt became AddPolicyAttempt). */
export const UNMAPPED_TABLES: readonly string[] = [];

/** True under jest/@swc (TypeScript sources), false when running compiled JS from dist/. */
const RUNNING_FROM_TS = __filename.endsWith('.ts');

/** api/ — the same from src/database (TS) and dist/database (compiled). */
const API_ROOT = resolve(__dirname, '..', '..');

/** MikroORM 7 names the module to load by file:// URL, which Node's require() does not take: the path. */
export function modulePath(id: string): string {
  return id.startsWith('file:') ? fileURLToPath(id) : id;
}

/** Per-connection limits, so one stuck statement or abandoned transaction cannot hold the portal. */
export interface DbSessionLimits {
  /** statement_timeout: PostgreSQL cancels a statement that runs longer (error 57014). */
  statementTimeoutMs: number;
  /** idle_in_transaction_session_timeout: PostgreSQL ends a session left idle inside a transaction. */
  idleInTransactionTimeoutMs: number;
}

/** The defaults of DB_STATEMENT_TIMEOUT_MS and DB_IDLE_IN_TRANSACTION_TIMEOUT_MS. */
export const DEFAULT_DB_SESSION_LIMITS: DbSessionLimits = { statementTimeoutMs: 15_000, idleInTransactionTimeoutMs: 60_000 };

/**
 * ORM options for a PostgreSQL server (real or embedded). Every connection of the pool starts
 * with `limits` as session settings (node-postgres sends them in the start-up message, so no
 * extra round trip). PGlite accepts these settings but cannot enforce them (no timer
 * interrupts in WebAssembly); there the socket's idle timeout ends abandoned transactions and
 * only the portal can reach the socket (see embedded-postgres.ts). Migrations load from
 * dist/migrations when compiled and from src/migrations when running TypeScript; they are
 * loaded with require() so jest can load the .ts files without ESM support.
 */
export function buildOrmOptions(clientUrl: string, overrides: Partial<Options> = {}, limits: DbSessionLimits = DEFAULT_DB_SESSION_LIMITS): Options {
  return defineConfig({
    clientUrl,
    entities: ALL_ENTITIES,
    metadataProvider: ReflectMetadataProvider,
    // MikroORM 7 infers column defaults from property initializers; the schema keeps its
    // explicit `default:` options only (as the committed migrations were generated).
    discovery: { inferDefaultValues: false },
    // MikroORM 7 no longer adds ON UPDATE CASCADE to foreign keys by itself; every committed
    // migration has it, so keep it the default (ON DELETE stays per relation: deleteRule).
    // Tables written by hand in migrations with no entity: the generator must not drop them.
    schemaGenerator: { defaultUpdateRule: 'cascade', skipTables: [...UNMAPPED_TABLES] },
    extensions: [Migrator],
    preferTs: RUNNING_FROM_TS,
    // MikroORM 7 passes file:// URLs; require() wants a path.
    dynamicImportProvider: (id: string) => Promise.resolve(require(modulePath(id))), // eslint-disable-line @typescript-eslint/no-require-imports -- a path known only at run time, loaded the CommonJS way
    forceUtcTimezone: true,
    // One query per populated relation, never one per row, and no row multiplication when a
    // policy is loaded with vehicles, drivers, documents and cards together (joined loading
    // took 45 s for one such query on PGlite; select-in takes under one).
    loadStrategy: 'select-in',
    // Never log SQL: statements and their parameters carry personal data and secrets.
    debug: false,
    pool: { min: 0, max: 5 },
    // MikroORM 7 hands driverOptions to node-postgres's Pool as they are (v6 had knex's
    // `{ connection: {...} }`); pg sends these in each connection's start-up message.
    driverOptions: {
      statement_timeout: limits.statementTimeoutMs,
      idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    },
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
