import type { EntityManager } from '@mikro-orm/core';
import type { MikroORM, SqlEntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../users/password-hash';
import { buildDemoPlan, DEMO_ADMIN_EMAIL } from './demo-plan';
import { writeDemoPlan } from './demo-writer';
import type { DemoPlan } from './plan-types';

export {
  buildDemoPlan,
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_TOTP_SECRET,
  DEMO_CUSTOMER_EMAIL,
  DEMO_PASSWORDS,
  DEMO_REGISTRATION,
  demoPaymentNumber,
} from './demo-plan';
export type { DemoPlan, PolicyPlan } from './plan-types';
export { seedScale, type ScaleSeedResult } from './scale';

/** Advisory lock key so two instances starting together do not both seed. */
const SEED_LOCK_KEY = 7_700_412_835;

/**
 * A book exists when there is any policy or the demo admin account. Asked with `exists` (one
 * index probe each), never a count: start-up used to count all 150,000 policies of a scale book.
 */
export async function hasBook(em: EntityManager): Promise<boolean> {
  // em.execute runs inside em's transaction when there is one (getConnection().execute would take
  // another pooled connection: on the embedded database, which runs one transaction at a time,
  // that waits for the transaction forever).
  const [row] = await (em as SqlEntityManager).execute<{ has_book: boolean }[]>(
    'select exists (select 1 from "policy") or exists (select 1 from "user_account" where "email" = ?) as "has_book"',
    [DEMO_ADMIN_EMAIL],
  );
  return row?.has_book === true;
}

async function hashPasswords(plan: DemoPlan): Promise<Map<string, string>> {
  const people = [
    ...plan.users.map((u) => ({ email: u.email, password: u.password })),
    ...plan.staffVerifications.map((s) => ({ email: s.staffVerificationEmail, password: s.password })),
  ];
  const hashes = await Promise.all(people.map(async (u) => [u.email, await hashPassword(u.password)] as const));
  return new Map(hashes);
}

/**
 * Loads the demo book when the database holds no book yet. Returns true if it seeded.
 * Safe to run from several processes at once: the check and the write happen under a
 * transaction-scoped advisory lock.
 */
export async function seedDemoIfEmpty(orm: MikroORM): Promise<boolean> {
  const em = orm.em.fork() as SqlEntityManager;
  if (await hasBook(em)) {
    return false;
  }
  const plan = buildDemoPlan(new Date());
  const hashes = await hashPasswords(plan);
  return em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(?)', [SEED_LOCK_KEY]);
    if (await hasBook(tx)) {
      return false;
    }
    await writeDemoPlan(tx, plan, hashes);
    return true;
  });
}

/** Loads the demo book unconditionally (fails on an existing demo book: keys are unique). */
export async function seedDemo(orm: MikroORM): Promise<void> {
  const em = orm.em.fork();
  const plan = buildDemoPlan(new Date());
  const hashes = await hashPasswords(plan);
  await em.transactional((tx) => writeDemoPlan(tx, plan, hashes));
}
