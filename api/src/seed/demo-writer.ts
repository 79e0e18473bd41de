import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import {
  Agency,
  BillingAccount,
  BillingItem,
  Claim,
  Creditor,
  Driver,
  IdCard,
  PackagePart,
  Policy,
  PolicyDocument,
  Policyholder,
  PolicyholderAddress,
  Vehicle,
  VehicleCoverage,
} from '../core/entities';
import { Advertisement, ChatOptions, SystemInfoMessage, SystemToggles } from '../system';
import { User, UserPolicy } from '../users';
import type { DemoPlan } from './plan-types';

/**
 * Persists a demo plan through the unit of work. Call inside a transaction; passwordHashes
 * maps each user's email to its argon2id hash (hashed before the transaction starts, so the
 * transaction is short).
 */
export async function writeDemoPlan(em: EntityManager, plan: DemoPlan, passwordHashes: ReadonlyMap<string, string>): Promise<void> {
  const must = <K, T>(map: Map<K, T>, key: K, what: string): T => {
    const value = map.get(key);
    if (value === undefined) throw new Error(`Demo plan refers to unknown ${what} ${String(key)}`);
    return value;
  };
  const agencies = new Map<string, Agency>();
  for (const a of plan.agencies) {
    const agency = Object.assign(new Agency(), a);
    agencies.set(a.agencyCode, agency);
    em.persist(agency);
  }

  const holders = new Map<string, Policyholder>();
  for (const { addresses, ...h } of plan.policyholders) {
    const holder = Object.assign(new Policyholder(), h);
    addresses.forEach((a, i) => {
      holder.addresses.add(Object.assign(new PolicyholderAddress(), a, { policyholder: holder, position: i + 1 }));
    });
    holders.set(h.clientId, holder);
    em.persist(holder);
  }

  const accounts = new Map<string, BillingAccount>();
  for (const { primaryPolicyKey: _primary, ...a } of plan.billingAccounts) {
    const account = Object.assign(new BillingAccount(), a);
    accounts.set(a.accountNumber, account);
    em.persist(account);
  }

  const policies = new Map<string, Policy>();
  for (const p of plan.policies) {
    const {
      key,
      holderClientId,
      secondaryHolderClientId,
      agencyCode,
      billingAccountNumber,
      renewalOfKey,
      packageParts,
      vehicles,
      drivers,
      documents,
      idCards,
      billingItems,
      claims,
      ...fields
    } = p;
    const account = billingAccountNumber ? must(accounts, billingAccountNumber, 'account') : null;
    const policy = Object.assign(new Policy(), fields, {
      holder: must(holders, holderClientId, 'policyholder'),
      secondaryHolder: secondaryHolderClientId ? must(holders, secondaryHolderClientId, 'policyholder') : null,
      agency: must(agencies, agencyCode, 'agency'),
      billingAccount: account,
      renewalOf: renewalOfKey ? must(policies, renewalOfKey, 'policy') : null,
    });
    policies.set(key, policy);
    em.persist(policy);

    for (const part of packageParts) {
      em.persist(Object.assign(new PackagePart(), part, { policy }));
    }
    const vehiclesByNum = new Map<number, Vehicle>();
    for (const { coverages, creditors, ...v } of vehicles) {
      const vehicle = Object.assign(new Vehicle(), v, { policy });
      vehiclesByNum.set(v.vehicleNum, vehicle);
      em.persist(vehicle);
      coverages.forEach((c, i) => em.persist(Object.assign(new VehicleCoverage(), c, { vehicle, position: i + 1 })));
      creditors.forEach((c) => em.persist(Object.assign(new Creditor(), c, { vehicle })));
    }
    drivers.forEach((d) => em.persist(Object.assign(new Driver(), d, { policy })));
    documents.forEach((d) => em.persist(Object.assign(new PolicyDocument(), d, { policy })));
    idCards.forEach(({ vehicleNum, ...c }) =>
      em.persist(Object.assign(new IdCard(), c, { policy, vehicle: vehicleNum === null ? null : must(vehiclesByNum, vehicleNum, 'vehicle') })),
    );
    billingItems.forEach((b) => em.persist(Object.assign(new BillingItem(), b, { policy, billingAccount: account })));
    claims.forEach((c) => em.persist(Object.assign(new Claim(), c, { policy })));
  }
  await em.flush();

  for (const a of plan.billingAccounts) {
    must(accounts, a.accountNumber, 'account').primaryPolicy = must(policies, a.primaryPolicyKey, 'policy');
  }

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
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, now() + make_interval(secs => ?))`,
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
          i,
        ],
      );
    }
  }
}
