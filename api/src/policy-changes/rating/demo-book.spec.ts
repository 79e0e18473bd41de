import { PolicyStatus } from '../../core';
import { buildDemoPlan } from '../../seed';
import type { PolicyPlan } from '../../seed';
import { rateChange } from './rate-change';
import type { LimitCoverage, PolicySnapshot, RatedVehicle } from './types';
import { vehicleClassFromBodyTypeId } from './vehicle-class';

/**
 * The engine rates the demo book's records as they are (limits as the core words them, option
 * indexes, body type codes, drivers), which is what issue 13's endpoints will feed it. The
 * records hold no garaging zip or years licensed per vehicle/driver: the garaging location is
 * the policy's first address without a P.O. box (doc 3 §2) and every existing driver is taken
 * as licensed 3 years or more.
 */
const plan = buildDemoPlan(new Date('2026-11-23T12:00:00Z'));
const inForceAutoOf = (book: typeof plan) => book.policies.filter((p) => p.status === PolicyStatus.InForce && p.policyNumber.startsWith('PPA'));
const inForceAuto = inForceAutoOf(plan);

function snapshotOf(p: PolicyPlan, book = plan): PolicySnapshot {
  const holder = book.policyholders.find((h) => h.clientId === p.holderClientId)!;
  const garagingZip = holder.addresses.find((a) => !a.poBox)!.zip5;
  return {
    enhancement: p.hasAutoPlusEnhancement ? 'best' : p.hasAutoEnhancement ? 'better' : 'no',
    vehicles: p.vehicles.map((v): RatedVehicle => {
      const limit = (code: LimitCoverage) => v.coverages.find((c) => c.coverageType === code)?.coverageLimitDescription ?? null;
      return {
        vehicleNum: v.vehicleNum,
        year: v.year,
        vehicleClass: vehicleClassFromBodyTypeId(v.bodyTypeId),
        annualMileage: v.annualMileage,
        garagingZip,
        limits: { BI: limit('BI')!, PD: limit('PD')!, UM: limit('UM'), UIM: limit('UIM'), MED: limit('MED') },
        comprehensive: v.comprehensive,
        collision: v.collision,
        rentalReimbursement: v.rentalReimbursement,
        towingAndLabor: v.towingAndLabor,
      };
    }),
    drivers: p.drivers.map((d) => ({
      driverNum: d.driverNum,
      birthDate: d.birthDate,
      maritalStatus: d.maritalStatus as never,
      licensedForThreeOrMoreYears: true,
    })),
  };
}

describe('rating the demo book', () => {
  it('has in-force personal auto policies to rate', () => {
    expect(inForceAuto.length).toBeGreaterThan(3);
  });

  it.each(inForceAuto.map((p) => [p.policyNumber, p] as const))('%s rates as it stands, and an unchanged policy rates a $0.00 difference', (_n, p) => {
    const snapshot = snapshotOf(p);
    const r = rateChange({ term: { effectiveDate: p.effectiveDate, expirationDate: p.endDate }, effectiveDate: plan.today, before: snapshot, after: snapshot });
    expect(r.annualPremiumBefore).toBeGreaterThan(0);
    expect(r.differenceInRate).toBe(0);
    expect(r.before.vehicles.map((v) => v.vehicleNum)).toEqual(p.vehicles.map((v) => v.vehicleNum).sort((a, b) => a - b));
  });
});

/**
 * Issue 13 asks for a demo policy "whose term started before 12/01/2023" (doc 3 §9's rental
 * cut-over). The book's dates follow the day it is loaded and a PPA term lasts at most 12 months
 * (rateChange refuses longer ones), so only a book loaded before the last such term ended shows
 * it; api/src/seed/README.md says so. These pin both facts, so the README cannot drift.
 */
describe('the 12/01/2023 rental cut-over in the demo book', () => {
  it('a book loaded on 11/20/2023 has PPA1000501 on a term before the cut-over, rated on the old rental list ($20 a day for option 1)', () => {
    const then = buildDemoPlan(new Date('2023-11-20T12:00:00Z'));
    const priya = then.policies.find((p) => p.policyNumber === 'PPA1000501')!;
    expect(priya.effectiveDate < '2023-12-01').toBe(true);
    const snapshot = snapshotOf(priya, then);
    const r = rateChange({
      term: { effectiveDate: priya.effectiveDate, expirationDate: priya.endDate },
      effectiveDate: then.today,
      before: snapshot,
      after: snapshot,
    });
    expect(r.before.rentalOptions).toBe('beforeCutover');
    const rent = r.before.vehicles[0]!.coverages.find((c) => c.coverage === 'RENT');
    expect(rent?.limit).toBe('$20 per day, 30 days maximum');
  });

  it('a book loaded now has no In-Force PPA term that started before 12/01/2023 (every one is on the new list)', () => {
    for (const p of inForceAutoOf(buildDemoPlan(new Date()))) expect([p.policyNumber, p.effectiveDate >= '2023-12-01']).toEqual([p.policyNumber, true]);
  });
});
