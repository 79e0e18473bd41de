import type { EntityManager } from '@mikro-orm/core';
import { writeCoreBook } from '../core';
import { Advertisement, ChatOptions, SystemInfoMessage, SystemToggles } from '../system';
import { User, UserPolicy } from '../users';
import type { DemoPlan } from './plan-types';

/**
 * Persists a demo plan through the unit of work: the core records through core's writeCoreBook, then the
 * portal's own (users and their links, system messages and settings). Call inside a transaction; passwordHashes
 * maps each user's email to its argon2id hash (hashed before the transaction starts, so the
 * transaction is short).
 */
export async function writeDemoPlan(em: EntityManager, plan: DemoPlan, passwordHashes: ReadonlyMap<string, string>): Promise<void> {
  await writeCoreBook(em, plan);

  for (const { policies: owned, password: _password, ...u } of plan.users) {
    const passwordHash = passwordHashes.get(u.email);
    if (!passwordHash) throw new Error(`No password hash for ${u.email}`);
    const user = Object.assign(new User(), u, { passwordHash, emailConfirmed: true });
    em.persist(user);
    owned.forEach((o) => em.persist(Object.assign(new UserPolicy(), o, { user })));
  }

  for (const m of plan.systemInfoMessages) {
    em.persist(Object.assign(new SystemInfoMessage(), m));
  }
  // The one-row settings tables use id 1, the row the API reads.
  em.persist(Object.assign(new ChatOptions(), plan.chatOptions, { id: 1 }));
  em.persist(Object.assign(new SystemToggles(), plan.systemToggles, { id: 1 }));
  for (const a of plan.advertisements) {
    em.persist(Object.assign(new Advertisement(), a));
  }
  await em.flush();
}
