import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MikroORM } from '@mikro-orm/postgresql';
import { ALL_ENTITIES, buildOrmOptions, modulePath } from './orm.config';

describe('ORM configuration', () => {
  let orm: MikroORM;

  beforeAll(async () => {
    orm = await MikroORM.init(buildOrmOptions('postgresql://postgres@127.0.0.1:1/none'));
  });

  afterAll(() => orm.close(true));

  it('maps every entity class', () => {
    const mapped = [...orm.getMetadata().getAll().values()].map((meta) => meta.className);
    expect(mapped).toEqual(expect.arrayContaining(ALL_ENTITIES.map((e) => e.name)));
  });

  it('reads migrations from TypeScript sources when running TypeScript', () => {
    const options = buildOrmOptions('postgresql://x@localhost/x');
    expect(options.preferTs).toBe(true);
    expect(options.migrations?.pathTs).toMatch(/api[\\/]src[\\/]migrations$/);
    expect(options.migrations?.path).toMatch(/api[\\/]dist[\\/]migrations$/);
    expect(existsSync(options.migrations!.pathTs!)).toBe(true);
    expect(readdirSync(options.migrations!.pathTs!).some((f) => /^Migration\d{14}_core_records\.ts$/.test(f))).toBe(true);
  });

  it("loads migrations by path: MikroORM 7 names them by file:// URL, which Node's require() does not take", async () => {
    const options = buildOrmOptions('postgresql://x@localhost/x');
    const file = join(
      options.migrations!.pathTs!,
      readdirSync(options.migrations!.pathTs!).find((f) => f.endsWith('_core_records.ts'))!,
    );
    expect(modulePath(pathToFileURL(file).href)).toBe(file);
    expect(modulePath(file)).toBe(file);
    const loaded = (await options.dynamicImportProvider!(pathToFileURL(file).href)) as Record<string, unknown>;
    expect(Object.keys(loaded)).toEqual([expect.stringMatching(/^Migration\d{14}_core_records$/)]);
  });

  it('indexes every foreign key (as the first column of an index or unique constraint)', async () => {
    const sql = await orm.schema.getCreateSchemaSQL({ wrap: false });
    const unindexed: string[] = [];
    let foreignKeys = 0;
    for (const match of sql.matchAll(/alter table "(\w+)" add constraint "\w+" foreign key \("(\w+)"\)/g)) {
      const [, table, column] = match;
      foreignKeys++;
      const leads = new RegExp(
        `(index "\\w+" on "${table}" \\("${column}"|alter table "${table}" add constraint "\\w+" unique \\("${column}"|create table "${table}" \\([^;]*"${column}" [^,]*primary key|create table "${table}" \\([^;]*primary key \\("${column}"\\))`,
      );
      if (!leads.test(sql)) unindexed.push(`${table}.${column}`);
    }
    expect(foreignKeys).toBeGreaterThan(15);
    expect(unindexed).toEqual([]);
  });

  it('keeps money in numeric(12,2) and calendar dates in date columns', async () => {
    const sql = await orm.schema.getCreateSchemaSQL({ wrap: false });
    expect(sql).toMatch(/"term_premium" numeric\(12,2\)/);
    expect(sql).toMatch(/"effective_date" date not null/);
    expect(sql).not.toMatch(/_date" timestamp/);
  });
});
