import type { EntityManager } from '@mikro-orm/core';
import { Agency } from '../agency.entity';
import { BillingAccount } from '../billing-account.entity';
import { BillingItem } from '../billing-item.entity';
import { randomUUID } from 'node:crypto';
import { Claim } from '../claim.entity';
import { ClaimEvent, ClaimEventKind, ClaimRequestedItem } from '../claim-event.entity';
import { Creditor } from '../creditor.entity';
import { Driver } from '../driver.entity';
import { IdCard } from '../id-card.entity';
import { LiabilityLimit } from '../liability-limit.entity';
import { PackagePart } from '../package-part.entity';
import { PolicyDocument } from '../policy-document.entity';
import { Policy } from '../policy.entity';
import { PolicyholderAddress } from '../policyholder-address.entity';
import { Policyholder } from '../policyholder.entity';
import { VehicleCoverage } from '../vehicle-coverage.entity';
import { Vehicle } from '../vehicle.entity';
import type { CoreBookPlan } from './book-plan';

/**
 * Writes a book of core records (the demo's, a test's) through the unit of work and flushes.
 * Call inside the caller's transaction. Records are linked by the plan's business keys; a key
 * that names nothing is a broken plan and throws.
 */
export async function writeCoreBook(em: EntityManager, plan: CoreBookPlan): Promise<void> {
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
      liabilityLimits,
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
    (liabilityLimits ?? []).forEach((l, i) => em.persist(Object.assign(new LiabilityLimit(), l, { policy, position: i + 1 })));
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
    for (const { timeline = [], ...c } of claims) {
      const claim = Object.assign(new Claim(), c, { policy });
      em.persist(claim);
      for (const e of timeline) {
        em.persist(Object.assign(new ClaimEvent(), { id: randomUUID(), claim, kind: e.kind, occurredAt: e.occurredAt, details: e.details }));
        if (e.kind !== ClaimEventKind.DocumentsRequested) continue;
        for (const label of e.details.items ?? [])
          em.persist(Object.assign(new ClaimRequestedItem(), { id: randomUUID(), claim, label, requestedAt: e.occurredAt, receivedAt: e.receivedAt ?? null }));
      }
    }
  }
  await em.flush();

  for (const a of plan.billingAccounts) {
    must(accounts, a.accountNumber, 'account').primaryPolicy = must(policies, a.primaryPolicyKey, 'policy');
  }
  await em.flush();
}
