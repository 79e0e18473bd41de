import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword, needsRehash } from './password-hash';

/**
 * After a successful sign-in with a hash made with older parameters (PASSWORD_HASH_OPTIONS
 * changed), stores a new hash of the password just verified. One conditional statement: a
 * password changed meanwhile (the stored hash is no longer the one verified) is left alone. Like
 * recordSignIn, it does not move the account's version, so it never makes a settings save 409.
 * Returns true when it stored a new hash.
 */
export async function upgradePasswordHash(em: EntityManager, userId: string, verifiedHash: string, password: string): Promise<boolean> {
  if (!needsRehash(verifiedHash)) return false;
  const fresh = await hashPassword(password);
  const rows = await em
    .getConnection()
    .execute<{ id: string }[]>('update "user_account" set "password_hash" = ? where "id" = ? and "password_hash" = ? returning "id"', [
      fresh,
      userId,
      verifiedHash,
    ]);
  return rows.length === 1;
}
