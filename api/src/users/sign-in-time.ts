import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Records when the account last signed in. Bookkeeping, not a settings change: written with a
 * plain statement because MikroORM moves the optimistic lock (`user_account.version`) on every
 * update it issues, nativeUpdate included, and a sign-in must not make a settings save in
 * another window answer 409.
 */
export async function recordSignIn(em: EntityManager, userId: string, at: Date): Promise<void> {
  await em.getConnection().execute('update "user_account" set "last_login" = ? where "id" = ?', [at, userId]);
}
