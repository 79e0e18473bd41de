import { isValidPolicyNumber, isValidVin, POLICY_PREFIXES, PolicyStatus, UNDELETABLE_RELATIONSHIP_TYPES, DocumentKind } from '../core';
import { addDays, isoDate } from './dates';
import {
  ACTIVE_MAINTENANCE_MESSAGE,
  SCHEDULED_MAINTENANCE_MESSAGE,
  buildDemoPlan,
  DEMO_ADMIN_EMAIL,
  DEMO_CUSTOMER_EMAIL,
  DEMO_PASSWORDS,
  DEMO_REGISTRATION,
  demoPaymentNumber,
} from './demo-plan';
import type { DemoPlan, PolicyPlan } from './plan-types';

const NOW = new Date('2025-03-10T15:30:00Z');
const DAY_MS = 86_400_000;

/** Doc 1 §4: due flags from the balance (the account's for a primary account policy). */
function dueFlags(plan: DemoPlan, policy: PolicyPlan, now: Date) {
  const account = plan.billingAccounts.find((a) => a.primaryPolicyKey === policy.key);
  const balance = account ? account.outstandingBalance : policy.outstandingBalance;
  const dueDate = account ? account.outstandingBalanceDueDate : policy.outstandingBalanceDueDate;
  if (balance < 1 || !dueDate) return { pastDue: false, soonDue: false };
  const due = new Date(`${dueDate}T00:00:00Z`).getTime();
  const pastDue = due < now.getTime();
  const soonDue = !pastDue && due - now.getTime() <= 7 * DAY_MS;
  return { pastDue, soonDue };
}

function demoUser(plan: DemoPlan) {
  return plan.users.find((u) => u.email === DEMO_CUSTOMER_EMAIL)!;
}

function ownedBy(plan: DemoPlan, email: string): PolicyPlan[] {
  const numbers = new Set(plan.users.find((u) => u.email === email)!.policies.map((p) => p.policyNumber));
  return plan.policies.filter((p) => numbers.has(p.policyNumber));
}

describe('demo book plan', () => {
  const plan = buildDemoPlan(NOW);
  const allVehicles = plan.policies.flatMap((p) => p.vehicles);
  const allDrivers = plan.policies.flatMap((p) => p.drivers);
  const allClaims = plan.policies.flatMap((p) => p.claims);

  describe('coverage of the book', () => {
    it('has a policy for every policy-number prefix', () => {
      const prefixes = new Set(plan.policies.map((p) => p.policyNumber.slice(0, 3)));
      expect([...POLICY_PREFIXES].filter((p) => !prefixes.has(p))).toEqual([]);
    });

    it('uses only well-formed policy numbers', () => {
      expect(plan.policies.filter((p) => !isValidPolicyNumber(p.policyNumber))).toEqual([]);
    });

    it('has every status: In-Force, Pending, Future and History', () => {
      const statuses = new Set(plan.policies.map((p) => p.status));
      expect([...statuses].sort()).toEqual(Object.values(PolicyStatus).sort());
    });

    it('has at least 12 policyholders, people and businesses', () => {
      expect(plan.policyholders.length).toBeGreaterThanOrEqual(12);
      expect(plan.policyholders.some((h) => h.isCommercial)).toBe(true);
      expect(plan.policyholders.some((h) => h.addresses.some((a) => a.poBox))).toBe(true);
      expect(plan.policyholders.every((h) => h.addresses.every((a) => /^\d{5}$/.test(a.zip5)))).toBe(true);
    });

    it('gives every agency a producer with a phone', () => {
      expect(plan.agencies.length).toBeGreaterThanOrEqual(3);
      for (const a of plan.agencies) {
        expect(a.producerName).toBeTruthy();
        expect(a.producerPhones.length).toBeGreaterThan(0);
        expect(a.phones.every((p) => /^\d{10}$/.test(p))).toBe(true);
      }
    });

    it('refers only to agencies, policyholders and accounts that exist', () => {
      const agencies = new Set(plan.agencies.map((a) => a.agencyCode));
      const holders = new Set(plan.policyholders.map((h) => h.clientId));
      const accounts = new Set(plan.billingAccounts.map((a) => a.accountNumber));
      for (const p of plan.policies) {
        expect(agencies.has(p.agencyCode)).toBe(true);
        expect(holders.has(p.holderClientId)).toBe(true);
        if (p.secondaryHolderClientId) expect(holders.has(p.secondaryHolderClientId)).toBe(true);
        if (p.billingAccountNumber) expect(accounts.has(p.billingAccountNumber)).toBe(true);
      }
    });

    it('has a CPP policy with a Garage package part', () => {
      const cpp = plan.policies.filter((p) => p.policyNumber.startsWith('CPP'));
      expect(cpp.some((p) => p.packageParts.some((part) => part.name === 'Garage'))).toBe(true);
    });
  });

  describe('billing', () => {
    it('groups exactly three policies on one account bill whose primary is a member', () => {
      expect(plan.billingAccounts).toHaveLength(1);
      const account = plan.billingAccounts[0]!;
      const members = plan.policies.filter((p) => p.billingAccountNumber === account.accountNumber);
      expect(members).toHaveLength(3);
      expect(members.map((m) => m.key)).toContain(account.primaryPolicyKey);
    });

    it('totals the account bill from its member policies', () => {
      const account = plan.billingAccounts[0]!;
      const members = plan.policies.filter((p) => p.billingAccountNumber === account.accountNumber);
      expect(account.payInFullAmount).toBeCloseTo(
        members.reduce((s, p) => s + p.payInFullAmount, 0),
        2,
      );
      expect(account.outstandingBalance).toBeCloseTo(
        members.reduce((s, p) => s + p.outstandingBalance, 0),
        2,
      );
    });

    it('has a past-due and a soon-due policy of the demo customer by the rule of doc 1 §4', () => {
      const mine = ownedBy(plan, DEMO_CUSTOMER_EMAIL);
      expect(mine.filter((p) => dueFlags(plan, p, NOW).pastDue).map((p) => p.policyNumber)).toEqual(['PPA1000103']);
      expect(mine.filter((p) => dueFlags(plan, p, NOW).soonDue).map((p) => p.key)).toEqual(['PPA1000101:current']);
    });

    it('has zero balances and pay-in-full balances', () => {
      const live = plan.policies.filter((p) => p.status !== PolicyStatus.History);
      expect(live.some((p) => p.outstandingBalance === 0 && p.payInFullAmount === 0)).toBe(true);
      expect(live.some((p) => p.outstandingBalance === 0 && p.payInFullAmount > 0)).toBe(true);
      expect(plan.billingAccounts[0]!.outstandingBalance).toBe(0);
      expect(plan.billingAccounts[0]!.payInFullAmount).toBeGreaterThan(0);
    });

    it('keeps each ledger consistent with the policy balance', () => {
      for (const p of plan.policies.filter((x) => x.billingItems.length > 0)) {
        const last = p.billingItems[p.billingItems.length - 1]!;
        expect(last.balance).toBeCloseTo(p.outstandingBalance, 2);
        expect(p.billingItems.every((i) => (i.itemType === 2 ? i.paymentAmount > 0 : i.billedAmount > 0))).toBe(true);
      }
    });

    it('puts the past-due policy in notice of cancellation', () => {
      expect(plan.policies.find((p) => p.policyNumber === 'PPA1000103')!.isPolicyInNoticeOfCancellation).toBe(true);
    });
  });

  describe('renewal', () => {
    it('links a Future renewal to its In-Force term, starting when that term ends', () => {
      const future = plan.policies.filter((p) => p.status === PolicyStatus.Future);
      expect(future.length).toBeGreaterThan(0);
      for (const renewal of future) {
        const renewed = plan.policies.find((p) => p.key === renewal.renewalOfKey)!;
        expect(renewed.status).toBe(PolicyStatus.InForce);
        expect(renewed.policyNumber).toBe(renewal.policyNumber);
        expect(renewal.effectiveDate).toBe(renewed.endDate);
        expect(renewal.effectiveDate > plan.today).toBe(true);
      }
    });

    it('gives each term a unique policy number and effective date', () => {
      const keys = plan.policies.map((p) => `${p.policyNumber}@${p.effectiveDate}`);
      expect(new Set(keys).size).toBe(keys.length);
    });
  });

  describe('vehicles, drivers, creditors', () => {
    it('has PPA policies with one and with several vehicles', () => {
      const ppa = plan.policies.filter((p) => p.policyNumber.startsWith('PPA') && p.status === PolicyStatus.InForce);
      expect(ppa.some((p) => p.vehicles.length === 1)).toBe(true);
      expect(ppa.some((p) => p.vehicles.length >= 3)).toBe(true);
    });

    it('gives every seeded VIN 17 characters and a correct check digit', () => {
      expect(allVehicles.length).toBeGreaterThan(10);
      expect(allVehicles.filter((v) => !isValidVin(v.vin)).map((v) => v.vin)).toEqual([]);
    });

    it('keeps each VIN on one vehicle except the same car on a renewal term', () => {
      const byVin = new Map<string, Set<string>>();
      for (const p of plan.policies) for (const v of p.vehicles) byVin.set(v.vin, (byVin.get(v.vin) ?? new Set()).add(p.policyNumber));
      expect([...byVin.values()].every((numbers) => numbers.size === 1)).toBe(true);
    });

    it('has drivers with relationship types 5 and 8 (which cannot be deleted)', () => {
      const types = new Set(allDrivers.map((d) => d.relationshipTypeId));
      for (const t of UNDELETABLE_RELATIONSHIP_TYPES) expect(types.has(t)).toBe(true);
    });

    it('has a vehicle and a driver already scheduled for deletion on an In-Force PPA', () => {
      const ppa101 = plan.policies.find((p) => p.key === 'PPA1000101:current')!;
      expect(ppa101.vehicles.some((v) => v.deleteFutureEffectiveDate && v.deleteFutureEffectiveDate > plan.today)).toBe(true);
      expect(ppa101.drivers.some((d) => d.deleteFutureEffectiveDate && d.deleteFutureEffectiveDate > plan.today)).toBe(true);
    });

    it('has lienholders and loss payees with full addresses', () => {
      const creditors = allVehicles.flatMap((v) => v.creditors);
      expect(creditors.some((c) => c.creditorType === 0 && c.businessName)).toBe(true);
      expect(creditors.some((c) => c.creditorType === 1 && c.firstName && c.lastName)).toBe(true);
      expect(creditors.some((c) => c.poBox)).toBe(true);
      expect(creditors.every((c) => /^\d{5}$/.test(c.zip) && c.stateId >= 1 && c.stateId <= 51)).toBe(true);
    });

    it('stores deductibles that match the option indexes', () => {
      for (const v of allVehicles) {
        expect(v.comprehensive === 0).toBe(v.comprehensiveDeductible === 0);
        expect(v.collision === 0).toBe(v.collisionDeductible === 0);
      }
    });
  });

  describe('documents and ID cards', () => {
    it('has a policy with several declarations and more than 10 forms', () => {
      const rich = plan.policies.find(
        (p) =>
          p.documents.filter((d) => d.kind === DocumentKind.Declaration).length >= 3 && p.documents.filter((d) => d.kind === DocumentKind.Form).length > 10,
      );
      expect(rich?.policyNumber).toBe('PPA1000101');
    });

    it('gives every printable a unique opaque print URL', () => {
      const urls = plan.policies.flatMap((p) => [...p.documents, ...p.idCards].map((d) => d.printUrl));
      expect(new Set(urls).size).toBe(urls.length);
      expect(urls.every((u) => /^[A-Za-z0-9_-]{32}$/.test(u))).toBe(true);
    });

    it('has an ID card with year 0', () => {
      expect(plan.policies.some((p) => p.idCards.some((c) => c.year === 0))).toBe(true);
    });

    it('has ID cards for the demo customer', () => {
      expect(ownedBy(plan, DEMO_CUSTOMER_EMAIL).some((p) => p.idCards.some((c) => c.year > 0))).toBe(true);
    });
  });

  describe('claims', () => {
    it('has a pending claim whose number starts with P', () => {
      expect(allClaims.some((c) => c.claimNumber.startsWith('P') && c.status === 'Pending')).toBe(true);
    });

    it('gives the demo customer more than 3 claims', () => {
      expect(ownedBy(plan, DEMO_CUSTOMER_EMAIL).flatMap((p) => p.claims).length).toBeGreaterThan(3);
    });

    it('uses unique claim numbers', () => {
      expect(new Set(allClaims.map((c) => c.claimNumber)).size).toBe(allClaims.length);
    });
  });

  describe('portal accounts', () => {
    it('has the demo customer and admin with their published passwords', () => {
      expect(demoUser(plan).password).toBe(DEMO_PASSWORDS.demo);
      const admin = plan.users.find((u) => u.email === DEMO_ADMIN_EMAIL)!;
      expect(admin.password).toBe(DEMO_PASSWORDS.admin);
      expect(admin.isAdmin).toBe(true);
    });

    it('gives the demo customer several PPA, a HOM, the account bill and the renewal', () => {
      const mine = ownedBy(plan, DEMO_CUSTOMER_EMAIL);
      expect(new Set(mine.filter((p) => p.policyNumber.startsWith('PPA')).map((p) => p.policyNumber)).size).toBeGreaterThanOrEqual(3);
      expect(mine.some((p) => p.policyNumber.startsWith('HOM'))).toBe(true);
      expect(mine.filter((p) => p.billingAccountNumber).length).toBe(3);
      expect(mine.some((p) => p.status === PolicyStatus.Future)).toBe(true);
    });

    it('spreads every prefix over the portal accounts', () => {
      const owned = new Set(plan.users.flatMap((u) => u.policies.map((p) => p.policyNumber.slice(0, 3))));
      expect(POLICY_PREFIXES.filter((p) => !owned.has(p))).toEqual([]);
    });

    it('links accounts only to policies in the book, with lower-case unique emails', () => {
      const numbers = new Set(plan.policies.map((p) => p.policyNumber));
      expect(plan.users.flatMap((u) => u.policies).every((p) => numbers.has(p.policyNumber))).toBe(true);
      expect(plan.users.every((u) => u.email === u.email.toLowerCase() && u.password.length >= 8)).toBe(true);
      expect(new Set(plan.users.map((u) => u.email)).size).toBe(plan.users.length);
      expect(new Set(plan.users.map((u) => u.id)).size).toBe(plan.users.length);
    });

    it('puts each policy on one account at most (doc 1; user_policy.policy_number is unique)', () => {
      const owners = new Map<string, string[]>();
      for (const u of plan.users) for (const p of u.policies) owners.set(p.policyNumber, [...(owners.get(p.policyNumber) ?? []), u.email]);
      expect([...owners].filter(([, emails]) => emails.length > 1)).toEqual([]);
    });
  });

  describe('registration journey (Marcus Bell, README.md)', () => {
    const holder = () => plan.policyholders.find((h) => h.clientId === DEMO_REGISTRATION.clientId)!;
    const [month, day, year] = DEMO_REGISTRATION.dateOfBirth.split('/');

    it('has a policyholder with an auto and a home policy but no portal account', () => {
      const numbers = plan.policies.filter((p) => p.holderClientId === DEMO_REGISTRATION.clientId).map((p) => p.policyNumber);
      expect(numbers.sort()).toEqual([DEMO_REGISTRATION.homePolicyNumber, DEMO_REGISTRATION.autoPolicyNumber]);
      expect(plan.users.flatMap((u) => u.policies).filter((p) => numbers.includes(p.policyNumber))).toEqual([]);
      expect(plan.users.some((u) => u.email === holder().email)).toBe(false);
      expect(plan.policies.filter((p) => numbers.includes(p.policyNumber)).every((p) => p.status === PolicyStatus.InForce)).toBe(true);
    });

    it('matches the values the README tells visitors to type', () => {
      const h = holder();
      expect(`${h.firstName} ${h.lastName}`).toBe(DEMO_REGISTRATION.policyHolder);
      expect(h.addresses[0]!.zip5).toBe(DEMO_REGISTRATION.zip);
      expect(h.dateOfBirth).toBe(`${year}-${month}-${day}`);
      expect(h.taxIdLast4).toBe(DEMO_REGISTRATION.ssnLast4);
      const auto = plan.policies.find((p) => p.policyNumber === DEMO_REGISTRATION.autoPolicyNumber)!;
      expect(auto.drivers.map((d) => d.licenseNumber)).toContain(DEMO_REGISTRATION.driversLicenseNumber);
    });

    it('has no policy with the number whose verification fails', () => {
      expect(plan.policies.some((p) => p.policyNumber === DEMO_REGISTRATION.failingPolicyNumber)).toBe(false);
    });
  });

  describe('payment numbers', () => {
    it('gives every policy a 10-digit payment number, the same on every term and unique per policy number', () => {
      expect(plan.policies.every((p) => /^[0-9]{10}$/.test(p.paymentNumber))).toBe(true);
      const byNumber = new Map<string, Set<string>>();
      for (const p of plan.policies) byNumber.set(p.policyNumber, (byNumber.get(p.policyNumber) ?? new Set()).add(p.paymentNumber));
      expect([...byNumber.values()].every((s) => s.size === 1)).toBe(true);
      expect(new Set(plan.policies.map((p) => p.paymentNumber)).size).toBe(byNumber.size);
    });

    it('prints the payment numbers the README lists', () => {
      expect(demoPaymentNumber('PPA1000101')).toBe('5100010171');
      expect(demoPaymentNumber('HOM2000101')).toBe('5200010160');
      expect(demoPaymentNumber('PPA1001101')).toBe('5100110158');
    });
  });

  describe('system info messages', () => {
    it('has one active message (window spanning now), one expired and one scheduled', () => {
      const active = plan.systemInfoMessages.filter((m) => m.start <= NOW && (!m.end || m.end > NOW));
      expect(active.map((m) => m.message)).toEqual([ACTIVE_MAINTENANCE_MESSAGE]);
      expect(plan.systemInfoMessages.some((m) => m.end && m.end < NOW)).toBe(true);
      expect(plan.systemInfoMessages.filter((m) => m.start > NOW).map((m) => m.message)).toEqual([SCHEDULED_MAINTENANCE_MESSAGE]);
    });
  });

  describe('staff verifications', () => {
    it('has two pending requests on policies of the book: one without an account (to accept), one already registered (to decline)', () => {
      const owned = new Set(plan.users.flatMap((u) => u.policies.map((p) => p.policyNumber)));
      const numbers = new Set(plan.policies.map((p) => p.policyNumber));
      expect(plan.staffVerifications.map((s) => [s.policyNumber, numbers.has(s.policyNumber), owned.has(s.policyNumber)])).toEqual([
        ['HOM2001101', true, false],
        ['PPA1000501', true, true],
      ]);
      expect(new Set(plan.staffVerifications.map((s) => s.staffVerificationEmail)).size).toBe(2);
      for (const s of plan.staffVerifications) expect(plan.users.map((u) => u.email)).not.toContain(s.staffVerificationEmail);
    });
  });

  describe('portal settings', () => {
    it('seeds the default chat schedule: mode 3, 07:30 to 17:30 Eastern, closed weekends, no chat address', () => {
      expect(plan.chatOptions).toEqual({ mode: 3, startTime: '07:30', endTime: '17:30', closedWeekends: true, chatUrl: null });
    });

    it('seeds the system toggles: payments and electronic alerts on, CCC claims off', () => {
      expect(plan.systemToggles).toEqual({ canMakePayments: true, electronicAlertsEnabled: true, cccClaimsEnabled: false });
    });

    it('shows each home promotion to a customer of its own: Harold the advertisement, Luis the paperless prompt', () => {
      const user = (email: string) => plan.users.find((u) => u.email === email)!;
      const harold = user('harold.jensen@example.com');
      const luis = user('luis.alvarez@example.com');
      expect(harold).toMatchObject({ dontShowAdvertisement: false, dontShowEDelivery: true });
      expect(luis).toMatchObject({ dontShowAdvertisement: true, dontShowEDelivery: false, isDelivery: false });
    });

    it('has several advertisements, one of each size, and one scheduled after the seed day', () => {
      expect(plan.advertisements.map((a) => a.size).sort()).toEqual([0, 1, 2, 3]);
      expect(plan.advertisements.filter((a) => a.activeOn > plan.today).map((a) => a.header)).toEqual(['Winter driving checklist']);
    });

    it('has an advertisement in force whose raw HTML carries a script and an event handler to prove sanitising', () => {
      const inForce = [...plan.advertisements].filter((a) => a.activeOn <= plan.today).sort((a, b) => b.activeOn.localeCompare(a.activeOn))[0];
      expect(inForce.header).toBe('Bundle and save');
      expect(inForce.bodyHtml).toMatch(/<script>/);
      expect(inForce.bodyHtml).toMatch(/onclick=/);
    });
  });

  describe('determinism', () => {
    it('builds the same book for the same moment', () => {
      expect(buildDemoPlan(NOW)).toEqual(buildDemoPlan(NOW));
    });

    it('moves only dates from one seed day to another', () => {
      const withoutDates = (p: DemoPlan) => JSON.stringify(p, (_k, v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}(T.*)?$/.test(v) ? 'DATE' : v));
      expect(withoutDates(buildDemoPlan(new Date('2025-08-01T12:00:00Z')))).toBe(withoutDates(plan));
    });

    it('keeps the due, renewal and maintenance states on every day of a year', () => {
      for (let d = 0; d < 366; d++) {
        const now = new Date(Date.UTC(2025, 0, 1, 14, 0, 0) + d * DAY_MS);
        const p = buildDemoPlan(now);
        const mine = ownedBy(p, DEMO_CUSTOMER_EMAIL);
        const flags = mine.map((x) => ({ key: x.key, ...dueFlags(p, x, now) }));
        expect([isoDate(now), flags.filter((f) => f.pastDue).map((f) => f.key)]).toEqual([isoDate(now), ['PPA1000103:current']]);
        expect([isoDate(now), flags.filter((f) => f.soonDue).map((f) => f.key)]).toEqual([isoDate(now), ['PPA1000101:current']]);
        const renewal = p.policies.find((x) => x.status === PolicyStatus.Future)!;
        expect(renewal.effectiveDate > p.today).toBe(true);
        expect(p.billingAccounts[0]!.outstandingBalance).toBe(0);
        expect(p.policies.filter((x) => x.status === PolicyStatus.InForce).every((x) => x.effectiveDate <= p.today && x.endDate > p.today)).toBe(true);
        expect(p.policies.every((x) => x.documents.every((doc) => doc.printDate <= addDays(p.today, 0)))).toBe(true);
      }
    });
  });
});
