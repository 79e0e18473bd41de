import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Deletes an account in `tx` (the back office's deleteuser). The foreign keys of user_account
 * cascade to: user_policy (links), session_family (and its refresh tokens: every session ends),
 * remember_me_credential, email_code, add_policy_attempt, payment_wallet (and its items),
 * payment_recurring and payment_scheduled. policy_change_save keeps the saving user's id without
 * a foreign key, so the account's unfinished saved changes are deleted here. Payments already
 * made (payment rows, billing items) stay: they are the policies' history. Returns false when
 * no account has the id.
 */
export async function deleteAccount(tx: EntityManager, userId: string): Promise<boolean> {
  await tx.execute('delete from "policy_change_save" where "user_id" = ?', [userId]);
  const rows = await tx.execute<{ id: string }[]>('delete from "user_account" where "id" = ? returning "id"', [userId]);
  return rows.length === 1;
}
