import type { PolicySnapshot, RatedDriver, RatedVehicle } from '../../src/policy-changes/rating';

/**
 * The policy of the rating README's worked example, and small builders around it, so each
 * scenario states only what it changes.
 */

/** Term of the worked example: six months, rated by table 2023-01 (effective before 07/01/2026). */
export const EXAMPLE_TERM = { effectiveDate: '2026-01-15', expirationDate: '2026-07-15' } as const;
/** Effective date of the worked example's change. */
export const EXAMPLE_CHANGE_DATE = '2026-05-01';

export const STANDARD_LIMITS = {
  BI: '$100,000/$300,000',
  PD: '$100,000',
  UM: '$100,000/$300,000',
  UIM: '$100,000/$300,000',
  MED: '$5,000',
} as const;

/** 2023 RAV4 garaged in Indianapolis (46220), 12,500 miles, $500/$500, rental $40 x 30 days, towing $75. */
export function vehicle(overrides: Partial<RatedVehicle> = {}): RatedVehicle {
  return {
    vehicleNum: 1,
    year: 2023,
    vehicleClass: 'suv',
    annualMileage: 12500,
    garagingZip: '46220',
    limits: { ...STANDARD_LIMITS },
    comprehensive: 5,
    collision: 2,
    rentalReimbursement: 1,
    towingAndLabor: 3,
    ...overrides,
  };
}

/** Married, 42 on the example's change date, licensed for years: driver factor 1.0000. */
export function adultDriver(overrides: Partial<RatedDriver> = {}): RatedDriver {
  return { driverNum: 1, birthDate: '1984-03-14', maritalStatus: 'married', licensedForThreeOrMoreYears: true, ...overrides };
}

/** Single, 23 on the example's change date, licensed less than 3 years: 1.55 x 1.25 x 1.10 = 2.1313. */
export function youngDriver(overrides: Partial<RatedDriver> = {}): RatedDriver {
  return { driverNum: 2, birthDate: '2003-02-10', maritalStatus: 'single', licensedForThreeOrMoreYears: false, ...overrides };
}

export function policy(overrides: Partial<PolicySnapshot> = {}): PolicySnapshot {
  return { vehicles: [vehicle()], drivers: [adultDriver()], enhancement: 'better', ...overrides };
}
