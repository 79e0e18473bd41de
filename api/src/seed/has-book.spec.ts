import type { EntityManager } from '@mikro-orm/core';
import { DEMO_ADMIN_EMAIL } from './demo-plan';
import { hasBook } from './index';

/** An EntityManager that answers one statement and remembers it. */
function fakeEm(answer: boolean) {
  const statements: Array<{ sql: string; params: unknown[] }> = [];
  // em.execute (not getConnection().execute): inside a transaction the check must run on the
  // transaction's own connection.
  const em = {
    execute: async (sql: string, params: unknown[]) => {
      statements.push({ sql, params });
      return [{ has_book: answer }];
    },
  } as unknown as EntityManager;
  return { em, statements };
}

describe('hasBook (start-up check for a loaded book)', () => {
  it('asks with exists in one statement and never counts a table', async () => {
    const { em, statements } = fakeEm(true);
    await expect(hasBook(em)).resolves.toBe(true);
    expect(statements).toHaveLength(1);
    expect(statements[0].sql).toMatch(/exists \(select 1 from "policy"\)/);
    expect(statements[0].sql).not.toMatch(/count\s*\(/i);
    expect(statements[0].params).toEqual([DEMO_ADMIN_EMAIL]);
  });

  it('answers false for an empty database', async () => {
    await expect(hasBook(fakeEm(false).em)).resolves.toBe(false);
  });
});
