import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The one way to serialise work on something that has no row to lock yet (a policy's first
 * registration, a person's verification count): a transaction that first takes PostgreSQL
 * advisory locks on the keys, transaction-scoped (released at commit or rollback). Keys are
 * taken sorted and once each, so two callers naming the same keys in another order never
 * deadlock. See api/README.md, "Which guard". Pass `em` the request's EntityManager (request
 * code) or a fork (jobs, the CLI); everything `work` does runs on `tx`, which MikroORM also
 * gives to services that use the injected EntityManager inside it.
 */
export function underAdvisoryLocks<T>(em: EntityManager, keys: readonly string[], work: (tx: EntityManager) => Promise<T>): Promise<T> {
  return em.transactional(async (tx) => {
    for (const key of [...new Set(keys)].sort()) {
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [key]);
    }
    return work(tx);
  });
}
