import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as PgEntityManager, SqlEntityManager } from '@mikro-orm/postgresql';
import { StaffVerificationRequest } from '../account/entities';
import { BillingLedger, EndorsementBook, writeCoreBook } from '../core';
import { PolicyChangesService } from '../policy-changes';
import { Advertisement, ChatOptions, SystemInfoMessage, SystemToggles } from '../system';
import { User, UserPolicy } from '../users';
import { TotpCredential } from '../auth/entities/totp-credential.entity';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_TOTP_SECRET } from './demo-plan';
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
    // Staff need a second factor for the back office: the demo admin has an authenticator app set up.
    if (u.email === DEMO_ADMIN_EMAIL)
      em.persist(Object.assign(new TotpCredential(), { user, secret: DEMO_ADMIN_TOTP_SECRET, confirmedAt: u.createdAt ?? new Date() }));
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
  for (const { password: _password, ...s } of plan.staffVerifications) {
    const passwordHash = passwordHashes.get(s.staffVerificationEmail);
    if (!passwordHash) throw new Error(`No password hash for ${s.staffVerificationEmail}`);
    em.persist(Object.assign(new StaffVerificationRequest(), s, { passwordHash, accepted: null, messageToUser: null }));
  }
  await em.flush();

  // Wallets (payments area) by SQL: the wallet and its items, and each token in the sandbox
  // provider's vault (approving, like the sandbox's test card and account) so it can be charged.
  const sql = (query: string, params: unknown[]) => (em as unknown as SqlEntityManager).execute(query, params);
  for (const w of plan.wallets) {
    await sql(
      `insert into payment_wallet (id, user_id, consumer_name, consumer_email, consumer_phone) select ?, id, ?, ?, ? from user_account where email = ?`,
      [w.id, w.consumerName, w.consumerEmail, w.consumerPhone, w.userEmail],
    );
    for (const [i, item] of w.items.entries()) {
      await sql(
        `insert into sandbox_funding_account (token, category, brand, last_four, bank_account_type, card_expiry, behaviour) values (?, ?, ?, ?, ?, ?, 'approve')`,
        [
          item.fundingAccountToken,
          item.fundingCategory,
          item.fundingMethod,
          item.lastFour,
          item.bankAccountType,
          item.cardExpireYear ? `${item.cardExpireYear}-${String(item.cardExpireMonth).padStart(2, '0')}` : null,
        ],
      );
      await sql(
        `insert into payment_wallet_item (id, wallet_id, funding_account_token, funding_category, funding_method, last_four, nickname, card_expire_month, card_expire_year, bank_account_type, first_name, last_name, created_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, now() - make_interval(secs => ?))`,
        [
          item.id,
          w.id,
          item.fundingAccountToken,
          item.fundingCategory,
          item.fundingMethod,
          item.lastFour,
          item.nickname,
          item.cardExpireMonth,
          item.cardExpireYear,
          item.bankAccountType,
          item.firstName,
          item.lastName,
          // In the past and in the plan's order, so an item a customer adds is always the newest.
          w.items.length - i,
        ],
      );
    }
    // Recurring and scheduled payments (issue 12) on the wallet's items, dated from the plan's day.
    for (const r of w.recurring) {
      const item = w.items[r.itemIndex]!;
      await sql(
        `insert into payment_recurring (id, version, user_id, policy_number, status, deduction_day, charges_from, method_type, funding_category, funding_method, last_four,
           funding_account_token, card_expire_month, card_expire_year, bank_account_type, wallet_item_id, email_address, agreed_at, created_at)
         select ?, 1, u.id, p.policy_number, 'active', extract(day from p.effective_date)::int, ?::date + 15, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, now(), now()
         from user_account u, policy p
         where u.email = ? and p.id = (select id from policy where policy_number = ? and status <> 'Future' order by effective_date desc limit 1)`,
        [
          r.id,
          plan.today,
          item.fundingCategory === 'Check' ? 'check' : 'credit',
          item.fundingCategory,
          item.fundingMethod,
          item.lastFour,
          item.fundingAccountToken,
          item.cardExpireMonth,
          item.cardExpireYear,
          item.bankAccountType,
          item.id,
          r.emailAddress,
          w.userEmail,
          r.policyNumber,
        ],
      );
    }
    for (const s of w.scheduled) {
      const item = w.items[s.itemIndex]!;
      await sql(
        `insert into payment_scheduled (id, version, user_id, policy_number, scheduled_payment_id, schedule_date, amount_cents, fee_cents, wallet_item_id,
           funding_account_token, funding_category, funding_method, last_four, nickname, email_address, status, created_at)
         select ?, 1, id, ?, ?, ?::date + ?::int, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'scheduled', now() from user_account where email = ?`,
        [
          s.id,
          s.policyNumber,
          s.scheduledPaymentId,
          plan.today,
          s.inDays,
          s.amountCents,
          s.feeCents,
          item.id,
          item.fundingAccountToken,
          item.fundingCategory,
          item.fundingMethod,
          item.lastFour,
          item.nickname,
          w.consumerEmail,
          w.userEmail,
        ],
      );
    }
  }

  await writeDemoChangeInProgress(em as unknown as PgEntityManager, plan.today);
}

/**
 * Danielle Brooks's PPA1000701 has a portal change in progress (doc 3 §4 "Saved changes"): the
 * deletion of driver 2 (Jordan, her son) rated into a pending endorsement and saved, so Make a
 * Change offers to continue it. Written through the policy-change service itself, so the
 * pending endorsement, its rate and the save are exactly what the portal makes.
 */
async function writeDemoChangeInProgress(em: PgEntityManager, today: string): Promise<void> {
  const book = new EndorsementBook(em, new BillingLedger(em));
  const changes = new PolicyChangesService(em, book, null as never, null as never);
  const user = await em.findOne(User, { email: 'danielle.brooks@example.com' }, { fields: ['id'] });
  const view = await book.changeView('PPA1000701', em);
  if (!user || !view?.minimumEffectiveDate) return;
  const now = new Date(`${today}T12:00:00Z`);
  const common = { policyId: String(view.id), policyNumber: view.policyNumber, effectiveDate: view.minimumEffectiveDate };
  const rate = await changes.rateDeleteDriver(user.id, { ...common, endorsementPolicyImageNumber: null, driverNum: 2 }, now);
  await changes.save(user.id, view.policyNumber, {
    ...common,
    type: 'driver',
    action: 'delete',
    data: JSON.stringify({ step: 2, driverNum: 2, rate }),
    policyImageNum: view.policyImageNum,
    agencyEmailAddress: view.agency.emails[0] ?? null,
    agencyName: view.agency.displayName,
  });
}
