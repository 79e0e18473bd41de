/**
 * Proves the migrations and the demo seed on a real database: applies the migrations, seeds,
 * reads the book back through the ORM, then opens a second ORM (a restart) and checks that
 * nothing is applied or seeded twice, and that two instances seeding at once seed once.
 *   node dist/cli/verify-seed.js            in-memory PGlite
 *   DATABASE_URL=... node dist/cli/verify-seed.js   an EMPTY PostgreSQL database
 */
import 'reflect-metadata';
import assert from 'node:assert/strict';
import { MikroORM } from '@mikro-orm/postgresql';
import { PolicyRecords, PolicyStatus, isValidVin } from '../core';
import { startEmbeddedPostgres } from '../database/embedded-postgres';
import { migrateUp } from '../database/migrate';
import { buildOrmOptions } from '../database/orm.config';
import { DEMO_CUSTOMER_EMAIL, DEMO_PASSWORDS, seedDemoIfEmpty } from '../seed';
import { SystemInfoMessage } from '../system/system-info-message.entity';
import { User, verifyPassword } from '../users';

async function withOrm<T>(url: string, work: (orm: MikroORM) => Promise<T>): Promise<T> {
  const orm = await MikroORM.init(buildOrmOptions(url));
  try {
    return await work(orm);
  } finally {
    await orm.close(true);
  }
}

async function main(): Promise<void> {
  const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres({ maxConnections: 20 });
  const url = process.env.DATABASE_URL ?? embedded!.url;
  const say = (msg: string) => process.stdout.write(`${msg}\n`);
  try {
    say(`Target: ${embedded ? 'in-memory PGlite' : url}`);
    // First start: two instances migrate (one after the other) and seed at the same time.
    const first = await withOrm(url, async (orm) => {
      const applied = await migrateUp(orm);
      say(`  first start: applied ${applied.join(', ') || 'nothing'}`);
      assert.ok(applied.length > 0, 'a fresh database gets the migrations');
      const t0 = Date.now();
      const seeded = await withOrm(url, (other) => Promise.all([seedDemoIfEmpty(orm), seedDemoIfEmpty(other)]));
      say(`  two instances seeding at once: ${JSON.stringify(seeded)} in ${Date.now() - t0} ms`);
      assert.deepEqual([...seeded].sort(), [false, true], 'exactly one instance seeds');

      const em = orm.em.fork();
      const user = await em.findOneOrFail(User, { email: DEMO_CUSTOMER_EMAIL }, { populate: ['policies'] });
      assert.ok(await verifyPassword(user.passwordHash, DEMO_PASSWORDS.demo), 'demo password verifies');
      assert.ok(user.emailConfirmed);
      const numbers = user.policies.getItems().map((p) => p.policyNumber);
      // Read back through the core's read model (what the policy list serves), not its entities.
      const policies = await new PolicyRecords(em).terms(numbers);
      const ppa101 = policies.find((p) => p.policyNumber === 'PPA1000101' && p.status === PolicyStatus.InForce)!;
      assert.equal(typeof ppa101.termPremium, 'number', 'money maps to numbers');
      assert.match(ppa101.effectiveDate, /^\d{4}-\d{2}-\d{2}$/, 'dates map to YYYY-MM-DD');
      assert.equal(ppa101.vehicles.length, 3);
      assert.ok(ppa101.vehicles.every((v) => isValidVin(v.vin)));
      const renewal = policies.find((p) => p.renewalOfId === ppa101.id);
      assert.ok(renewal && renewal.status === PolicyStatus.Future, 'renewal linked');
      assert.ok(ppa101.documents.filter((d) => d.kind === 'form').length > 10);
      const account = policies.find((p) => p.billingAccount)!.billingAccount!;
      const [{ members }] = await em
        .getConnection()
        .execute<{ members: number }[]>(
          'select count(*)::int as members from policy p join billing_account a on a.id = p.billing_account_id where a.account_number = ?',
          [account.accountNumber],
        );
      assert.equal(members, 3, 'account bill groups three policies');
      const messages = await em.find(SystemInfoMessage, {
        start: { $lte: new Date() },
        $or: [{ end: null }, { end: { $gt: new Date() } }],
      });
      assert.equal(messages.length, 1, 'one active system info message');
      const counts = await orm.em.getConnection().execute(
        `select (select count(*) from policy)::int as policies, (select count(*) from policyholder)::int as holders,
                (select count(*) from vehicle)::int as vehicles, (select count(*) from user_account)::int as users,
                (select count(*) from policy_document)::int as documents, (select count(*) from claim)::int as claims`,
      );
      say(`  book: ${JSON.stringify(counts[0])}`);
      say(`  demo customer: ${numbers.length} policy numbers, ${policies.length} terms, password verifies`);
      return counts[0];
    });

    // Second start: nothing to migrate, nothing to seed, same book.
    await withOrm(url, async (orm) => {
      const applied = await migrateUp(orm);
      const seeded = await seedDemoIfEmpty(orm);
      const counts = await orm.em.getConnection().execute(
        `select (select count(*) from policy)::int as policies, (select count(*) from policyholder)::int as holders,
                (select count(*) from vehicle)::int as vehicles, (select count(*) from user_account)::int as users,
                (select count(*) from policy_document)::int as documents, (select count(*) from claim)::int as claims`,
      );
      say(`  second start: applied ${applied.length} migration(s), seeded: ${seeded}`);
      assert.equal(applied.length, 0);
      assert.equal(seeded, false);
      assert.deepEqual(counts[0], first, 'the book is unchanged');
    });
    say('OK');
  } finally {
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
