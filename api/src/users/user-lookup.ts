import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from './user.entity';

/*
 * Finding accounts by what people type (an address or an old-style username), case-insensitively
 * as the unique index on lower(username) does. Plain statements where the ORM cannot say
 * lower(); each runs on the `em` given, so inside the caller's transaction when there is one.
 */

/** The account a login names: by email first, then by (old-style) username, case-insensitively. */
export async function userByLogin(em: EntityManager, login: string): Promise<User | null> {
  const value = login.trim().toLowerCase();
  const byEmail = await em.findOne(User, { email: value });
  if (byEmail) return byEmail;
  const rows = await em.execute<{ id: string }[]>('select "id" from "user_account" where lower("username") = ? limit 1', [value]);
  return rows.length ? em.findOne(User, { id: rows[0]!.id }) : null;
}

/** True when an account other than `exceptUserId` uses the address as its email or its username. */
export async function addressInUse(em: EntityManager, email: string, exceptUserId?: string): Promise<boolean> {
  const rows = await em.execute<{ id: string }[]>('select "id" from "user_account" where ("email" = ? or lower("username") = ?) and "id" <> ? limit 1', [
    email,
    email,
    exceptUserId ?? '00000000-0000-0000-0000-000000000000',
  ]);
  return rows.length > 0;
}
