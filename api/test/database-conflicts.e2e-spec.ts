import { IsolationLevel, MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { ApiExceptionFilter } from '../src/common/envelope/exception.filter';
import { isConcurrencyConflict } from '../src/common/errors/concurrency';
import { SpaFallback } from '../src/common/web/spa-fallback';
import { buildOrmOptions } from '../src/database/orm.config';
import { provisionDatabase, type TestDatabase } from './support/database';

jest.setTimeout(60_000);

const onPostgres = Boolean(process.env.DATABASE_URL);

/** Resolves when `open()` is called: lets two transactions take turns in a known order. */
function gate(): { wait: Promise<void>; open(): void } {
  let open!: () => void;
  const wait = new Promise<void>((resolveGate) => (open = resolveGate));
  return { wait, open };
}

/** The error `work` rejects with (the test fails if it succeeds). */
async function failureOf(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (err) {
    return err;
  }
  throw new Error('expected the statement to fail');
}

/**
 * The errors PostgreSQL raises when a request loses a race on a lock are answered 409, as
 * api/README.md ("How the 409 is produced") promises: a NOWAIT lock that another transaction
 * holds (SQLSTATE 55P03) and a serialization failure (40001). They come here from the real
 * driver through MikroORM, not built by hand: MikroORM 7 turns 40001 into DeadlockException
 * but leaves 55P03 a plain DriverException (its PostgreSQL converter has no case for it).
 * Two transactions that wait on each other need a real server: the embedded PGlite runs one
 * transaction at a time, so there the second would wait for the first forever.
 */
(onPostgres ? describe : describe.skip)('database conflicts from PostgreSQL answer 409', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  const filter = new ApiExceptionFilter(new SpaFallback());
  const conflict = { status: 409, errors: ['This conflicts with the current state. Reload and try again.'], code: 'CONFLICT' };

  beforeAll(async () => {
    db = await provisionDatabase();
    orm = await MikroORM.init(buildOrmOptions(db.url, { pool: { min: 0, max: 4 } }));
    await orm.em.getConnection().execute('create table conflict_probe (id int primary key, amount int not null)');
  });
  beforeEach(async () => {
    await orm.em.getConnection().execute('truncate conflict_probe; insert into conflict_probe values (1, 10), (2, 20)');
  });
  afterAll(async () => {
    await orm?.close(true);
    await db?.release();
  });

  it('a NOWAIT lock on a row another transaction holds (55P03) is a race: 409', async () => {
    const locked = gate();
    const done = gate();
    const holder = orm.em.fork().transactional(async (tx: EntityManager) => {
      await tx.execute('select * from conflict_probe where id = 1 for update');
      locked.open();
      await done.wait;
    });
    await locked.wait;
    const err = await failureOf(
      orm.em.fork().transactional((tx: EntityManager) => tx.execute('select * from conflict_probe where id = 1 for update nowait')),
    ).finally(() => done.open());
    await holder;
    expect((err as { code?: string }).code).toBe('55P03');
    expect(isConcurrencyConflict(err)).toBe(true);
    expect(filter.map(err)).toEqual(conflict);
  });

  it('a serializable transaction that PostgreSQL aborts (40001) is a race: 409', async () => {
    const bothRead = { first: gate(), second: gate() };
    const firstCommitted = gate();
    // Each reads the total, then adds a row based on it: two such transactions cannot both commit.
    const addTotal = (id: number, read: { open(): void }, other: Promise<void>, before: Promise<void> = Promise.resolve()) =>
      orm.em.fork().transactional(
        async (tx: EntityManager) => {
          const [{ total }] = await tx.execute<{ total: number }[]>('select sum(amount)::int as total from conflict_probe');
          read.open();
          await other;
          await before;
          await tx.execute('insert into conflict_probe values (?, ?)', [id, total]);
        },
        { isolationLevel: IsolationLevel.SERIALIZABLE },
      );
    const first = addTotal(3, bothRead.first, bothRead.second.wait).then(() => firstCommitted.open());
    const err = await failureOf(addTotal(4, bothRead.second, bothRead.first.wait, firstCommitted.wait));
    await first;
    expect((err as { code?: string }).code).toBe('40001');
    expect(isConcurrencyConflict(err)).toBe(true);
    expect(filter.map(err)).toEqual(conflict);
    const rows = await orm.em.getConnection().execute<{ id: number }[]>('select id from conflict_probe order by id');
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
  });
});
