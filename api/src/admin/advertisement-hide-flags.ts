import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Clears every account's "do not show the advertisement" flag in one statement and answers how
 * many were set. A plain statement: the accounts' version does not move (a display preference,
 * not a setting a pending save was checked on), so no customer's save answers 409 for it.
 */
export async function clearAdvertisementHideFlags(em: EntityManager): Promise<number> {
  const rows = await em
    .getConnection()
    .execute<{ id: string }[]>('update "user_account" set "dont_show_advertisement" = false where "dont_show_advertisement" returning "id"');
  return rows.length;
}
