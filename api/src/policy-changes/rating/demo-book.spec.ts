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
const inForceAuto = plan.policies.filter((p) => p.status === PolicyStatus.InForce && p.policyNumber.startsWith('PPA'));

function snapshotOf(p: PolicyPlan): PolicySnapshot {
  const holder = plan.policyholders.find((h) => h.clientId === p.holderClientId)!;
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
