import {
  COLLISION_DEDUCTIBLES,
  COMPREHENSIVE_DEDUCTIBLES,
  RENTAL_OPTIONS_AFTER_CUTOVER,
  RENTAL_OPTIONS_BEFORE_CUTOVER,
  TOWING_AND_LABOR_LIMITS,
} from '../../core';
import { assertEnhancement, isBeforeRentalCutover, rateBundle } from './bundles';
import { type CalendarDate, ageOn, parseCalendarDate } from './dates';
import { applyFactor, combineFactors, factorUnits, formatCents, formatFactor } from './money';
import { RatingErrorCode, RatingInputError } from './rating-error';
import { type AgeBand, MILEAGE_BANDS, type RateTable, assertValidRateTable, rateTableFor, rentalKey } from './tables';
import type {
  CoverageCode,
  CoverageRating,
  DriverRating,
  FactorStep,
  FactoredCoverage,
  LimitCoverage,
  PolicyRating,
  PolicySnapshot,
  RatedDriver,
  RatedVehicle,
  VehicleRating,
} from './types';

/** Driver ages at which the student questions are asked and the student factors apply (doc 3 §5, §9). */
export const STUDENT_AGES = { from: 16, to: 25 } as const;
/** Youngest driver that can be rated (doc 3 §9). */
export const MINIMUM_DRIVER_AGE = 16;
/** Loan/lease coverage is offered for vehicles this many years old or newer (doc 3 §5). */
export const LOAN_LEASE_MAX_VEHICLE_AGE = 5;
/** Earliest model year (doc 3 §9: 1900 to next year). */
export const FIRST_MODEL_YEAR = 1900;

export const COVERAGE_DESCRIPTIONS: Record<CoverageCode, string> = {
  BI: 'Bodily Injury Liability',
  PD: 'Property Damage Liability',
  UM: 'Uninsured Motorists Bodily Injury',
  UIM: 'Underinsured Motorists Bodily Injury',
  MED: 'Medical Payments',
  COMP: 'Comprehensive',
  COLL: 'Collision',
  RENT: 'Rental Reimbursement',
  TOW: 'Towing and Labor',
  LOAN: 'Auto Loan/Lease Coverage',
};

const LIMIT_COVERAGES: readonly LimitCoverage[] = ['BI', 'PD', 'UM', 'UIM', 'MED'];
const REQUIRED_LIMITS: readonly LimitCoverage[] = ['BI', 'PD'];
const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'];

export interface RatePolicyContext {
  /** Start of the term: picks the rate table and the rental option list (12/01/2023 cut-over). */
  termEffectiveDate: string;
  /** Date on which driver and vehicle ages are measured: the change's effective date. */
  ratingDate: string;
  /** A specific table instead of the term's version (tests, what-if quotes). */
  table?: RateTable;
}

/** Whole dollars as shown in limits: 1000 -> "$1,000". */
const wholeDollars = (amount: number) => formatCents(amount * 100).replace(/\.00$/, '');

function fail(code: RatingErrorCode, path: string, message: string): never {
  throw new RatingInputError(code, path, message);
}

function band(bands: AgeBand[], age: number): AgeBand | undefined {
  return bands.find((b) => age >= b.fromAge && (b.toAge === null || age <= b.toAge));
}

const bandLabel = (b: AgeBand) => (b.toAge === null ? `${b.fromAge}+` : `${b.fromAge}-${b.toAge}`);

function optionIndex(value: unknown, length: number, path: string): number {
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) >= length) {
    fail(RatingErrorCode.OptionOutOfRange, path, `${JSON.stringify(value)} is not an option index from 0 to ${length - 1}`);
  }
  return value as number;
}

function rateDriver(driver: RatedDriver, ratingDate: CalendarDate, table: RateTable, path: string): DriverRating & { units: number } {
  const birthDate = parseCalendarDate(driver.birthDate, `${path}.birthDate`);
  const age = ageOn(birthDate, ratingDate);
  if (age < MINIMUM_DRIVER_AGE) fail(RatingErrorCode.DriverTooYoung, `${path}.birthDate`, `a driver must be at least ${MINIMUM_DRIVER_AGE} (is ${age})`);
  if (!MARITAL_STATUSES.includes(driver.maritalStatus)) {
    fail(RatingErrorCode.InvalidMaritalStatus, `${path}.maritalStatus`, `${JSON.stringify(driver.maritalStatus)} is not one of ${MARITAL_STATUSES.join(', ')}`);
  }
  const status = driver.studentStatus;
  if (status != null && ![1, 2, 3, 4].includes(status)) {
    fail(RatingErrorCode.InvalidStudentStatus, `${path}.studentStatus`, `${JSON.stringify(status)} is not a student status from 1 to 4`);
  }

  const ageBand = band(table.driverAgeFactors, age)!;
  const parts: DriverRating['parts'] = [{ factor: 'age', basis: bandLabel(ageBand), value: formatFactor(factorUnits(ageBand.factor)) }];
  let units = factorUnits(ageBand.factor);
  const add = (factor: DriverRating['parts'][number]['factor'], basis: string, value: number) => {
    const u = factorUnits(value);
    parts.push({ factor, basis, value: formatFactor(u) });
    units = combineFactors(units, u);
  };
  add(
    'experience',
    driver.licensedForThreeOrMoreYears ? 'licensed 3 or more years' : 'licensed less than 3 years',
    driver.licensedForThreeOrMoreYears ? 1 : table.inexperiencedDriverFactor,
  );
  add('maritalStatus', driver.maritalStatus, table.maritalStatusFactors[driver.maritalStatus]);
  if (driver.isFullTimeStudent === true && age >= STUDENT_AGES.from && age <= STUDENT_AGES.to) {
    if (driver.isBLevelStudent === true) add('goodStudent', 'B average', table.goodStudentFactor);
    if (status != null) add('studentStatus', `student status ${status}`, table.studentStatusFactors[String(status) as '1' | '2' | '3' | '4']);
  }
  return { driverNum: driver.driverNum, age, parts, factor: formatFactor(units), units };
}

function mileageBand(mileage: unknown, path: string) {
  if (!Number.isSafeInteger(mileage) || (mileage as number) < 0) {
    fail(RatingErrorCode.InvalidMileage, path, `${JSON.stringify(mileage)} is not a whole number of miles`);
  }
  return MILEAGE_BANDS.find((b) => (mileage as number) >= b.from && (b.to === null || (mileage as number) <= b.to))!;
}

interface VehicleContext {
  table: RateTable;
  ratingDate: CalendarDate;
  beforeCutover: boolean;
  driver: { driverNum: number; units: number };
}

function rateVehicle(vehicle: RatedVehicle, ctx: VehicleContext, path: string): VehicleRating {
  const { table } = ctx;
  const ratingYear = ctx.ratingDate.year();
  if (!Number.isInteger(vehicle.year) || vehicle.year < FIRST_MODEL_YEAR || vehicle.year > ratingYear + 1) {
    fail(RatingErrorCode.InvalidModelYear, `${path}.year`, `${JSON.stringify(vehicle.year)} is not a model year from ${FIRST_MODEL_YEAR} to ${ratingYear + 1}`);
  }
  const vehicleAge = Math.max(0, ratingYear - vehicle.year);
  if (!Object.hasOwn(table.vehicleClassFactors, vehicle.vehicleClass)) {
    fail(RatingErrorCode.UnknownVehicleClass, `${path}.vehicleClass`, `${JSON.stringify(vehicle.vehicleClass)} is not a vehicle class`);
  }
  const classFactors = table.vehicleClassFactors[vehicle.vehicleClass];
  const mileage = mileageBand(vehicle.annualMileage, `${path}.annualMileage`);
  if (typeof vehicle.garagingZip !== 'string' || !/^\d{5}$/.test(vehicle.garagingZip)) {
    fail(RatingErrorCode.InvalidZip, `${path}.garagingZip`, `${JSON.stringify(vehicle.garagingZip)} is not a 5-digit zip`);
  }
  const territoryCode = table.territories.byZipPrefix[vehicle.garagingZip.slice(0, 3)] ?? table.territories.otherZips;
  const territory = table.territories.definitions[territoryCode]!;

  const rentalOptions = ctx.beforeCutover ? RENTAL_OPTIONS_BEFORE_CUTOVER : RENTAL_OPTIONS_AFTER_CUTOVER;
  const comp = optionIndex(vehicle.comprehensive, COMPREHENSIVE_DEDUCTIBLES.length, `${path}.comprehensive`);
  const coll = optionIndex(vehicle.collision, COLLISION_DEDUCTIBLES.length, `${path}.collision`);
  const rent = optionIndex(vehicle.rentalReimbursement, rentalOptions.length, `${path}.rentalReimbursement`);
  const tow = optionIndex(vehicle.towingAndLabor, TOWING_AND_LABOR_LIMITS.length, `${path}.towingAndLabor`);
  if (comp === 0) {
    // Doc 3 §4: without comprehensive, collision, rental and towing are none. The engine refuses
    // rather than silently dropping coverage the customer saw priced (normalizeCoverageSelection applies the form rule).
    for (const [field, index] of [
      ['collision', coll],
      ['rentalReimbursement', rent],
      ['towingAndLabor', tow],
    ] as const) {
      if (index !== 0) fail(RatingErrorCode.CoverageWithoutComprehensive, `${path}.${field}`, `${field} needs comprehensive coverage`);
    }
  }
  if (vehicle.loanLeaseCoverage === true) {
    if (comp === 0 || coll === 0)
      fail(RatingErrorCode.LoanLeaseNotAllowed, `${path}.loanLeaseCoverage`, 'loan/lease coverage needs comprehensive and collision');
    if (vehicleAge > LOAN_LEASE_MAX_VEHICLE_AGE) {
      fail(
        RatingErrorCode.LoanLeaseNotAllowed,
        `${path}.loanLeaseCoverage`,
        `loan/lease coverage is for vehicles ${LOAN_LEASE_MAX_VEHICLE_AGE} years old or newer (is ${vehicleAge})`,
      );
    }
  }

  const limits = vehicle.limits ?? ({} as RatedVehicle['limits']);
  for (const c of LIMIT_COVERAGES) {
    const limit = limits[c];
    if (limit == null) {
      if (REQUIRED_LIMITS.includes(c)) fail(RatingErrorCode.UnknownLimit, `${path}.limits.${c}`, `${c} is required`);
    } else if (!Object.hasOwn(table.limitFactors[c], limit)) {
      fail(RatingErrorCode.UnknownLimit, `${path}.limits.${c}`, `${JSON.stringify(limit)} is not a ${c} limit of rate table ${table.id}`);
    }
  }

  const vehicleAgeBand = band(table.vehicleAgeFactors, vehicleAge)!;
  const factored = (coverage: FactoredCoverage, first: { factor: 'limit' | 'deductible'; basis: string; value: number }, limitText: string): CoverageRating => {
    const basePremium = table.baseRates[coverage];
    const steps: FactorStep[] = [];
    let premium = basePremium;
    const apply = (factor: FactorStep['factor'], basis: string, units: number) => {
      premium = applyFactor(premium, units);
      steps.push({ factor, basis, value: formatFactor(units), premium });
    };
    const isPhysicalDamage = coverage === 'COMP' || coverage === 'COLL';
    apply(first.factor, first.basis, factorUnits(first.value));
    if (table.factorCoverages.territory.includes(coverage)) apply('territory', `${territoryCode} ${territory.name}`, factorUnits(territory.factor));
    if (table.factorCoverages.vehicleClass.includes(coverage)) {
      apply(
        'vehicleClass',
        `${vehicle.vehicleClass} ${isPhysicalDamage ? 'physical damage' : 'liability'}`,
        factorUnits(isPhysicalDamage ? classFactors.physicalDamage : classFactors.liability),
      );
    }
    if (table.factorCoverages.vehicleAge.includes(coverage)) apply('vehicleAge', `${bandLabel(vehicleAgeBand)} years`, factorUnits(vehicleAgeBand.factor));
    if (table.factorCoverages.mileage.includes(coverage)) apply('mileage', mileage.key, factorUnits(table.mileageFactors[mileage.key]));
    if (table.factorCoverages.driver.includes(coverage)) apply('driver', `driver ${ctx.driver.driverNum}`, ctx.driver.units);
    return { coverage, description: COVERAGE_DESCRIPTIONS[coverage], limit: limitText, basePremium, steps, annualPremium: premium };
  };
  const flat = (coverage: CoverageCode, limit: string, cents: number): CoverageRating => ({
    coverage,
    description: COVERAGE_DESCRIPTIONS[coverage],
    limit,
    basePremium: cents,
    steps: [],
    annualPremium: cents,
  });

  const coverages: CoverageRating[] = [];
  for (const c of LIMIT_COVERAGES) {
    const limit = limits[c];
    if (limit != null) coverages.push(factored(c, { factor: 'limit', basis: limit, value: table.limitFactors[c][limit]! }, limit));
  }
  if (comp > 0) {
    const deductible = COMPREHENSIVE_DEDUCTIBLES[comp]!;
    coverages.push(
      factored(
        'COMP',
        { factor: 'deductible', basis: `$${deductible}`, value: table.comprehensiveDeductibleFactors[String(deductible)]! },
        `${wholeDollars(deductible)} Deductible`,
      ),
    );
  }
  if (coll > 0) {
    const deductible = COLLISION_DEDUCTIBLES[coll]!;
    coverages.push(
      factored(
        'COLL',
        { factor: 'deductible', basis: `$${deductible}`, value: table.collisionDeductibleFactors[String(deductible)]! },
        `${wholeDollars(deductible)} Deductible`,
      ),
    );
  }
  if (rent > 0) {
    const option = rentalOptions[rent]!;
    coverages.push(flat('RENT', `$${option.perDay} per day, ${option.maxDays} days maximum`, table.rentalPremiums[rentalKey(option)]));
  }
  if (tow > 0) {
    const limit = TOWING_AND_LABOR_LIMITS[tow]!;
    coverages.push(flat('TOW', wholeDollars(limit), table.towingAndLaborPremiums[String(limit)]!));
  }
  if (vehicle.loanLeaseCoverage === true) {
    const physicalDamage = coverages.filter((c) => c.coverage === 'COMP' || c.coverage === 'COLL').reduce((sum, c) => sum + c.annualPremium, 0);
    const units = factorUnits(table.loanLeaseFactor);
    const premium = applyFactor(physicalDamage, units);
    coverages.push({
      coverage: 'LOAN',
      description: COVERAGE_DESCRIPTIONS.LOAN,
      limit: 'Included',
      basePremium: physicalDamage,
      steps: [{ factor: 'loanLease', basis: 'comprehensive + collision', value: formatFactor(units), premium }],
      annualPremium: premium,
    });
  }

  return {
    vehicleNum: vehicle.vehicleNum,
    territory: territoryCode,
    vehicleAge,
    mileageBand: mileage.key,
    vehicleClass: vehicle.vehicleClass,
    liabilityOnly: comp === 0,
    coverages,
    annualPremium: coverages.reduce((sum, c) => sum + c.annualPremium, 0),
  };
}

function assertUniqueNumbers(items: { num: unknown }[], code: RatingErrorCode, path: string, field: string): void {
  const seen = new Set<number>();
  items.forEach(({ num }, i) => {
    if (!Number.isInteger(num) || (num as number) < 1) fail(code, `${path}[${i}].${field}`, `${JSON.stringify(num)} is not a positive whole number`);
    if (seen.has(num as number)) fail(code, `${path}[${i}].${field}`, `${String(num)} appears twice`);
    seen.add(num as number);
  });
}

/**
 * Annual premium of a policy snapshot, in integer cents, with its breakdown per vehicle and
 * coverage and the bundle. Pure: the same snapshot and context always give the same result,
 * and the order of vehicles or drivers in the input does not matter.
 *
 * Every vehicle is rated with the highest driver factor on the policy (the lowest driverNum
 * on a tie): with no driver-to-vehicle assignment in the records, any listed driver may drive
 * any vehicle.
 */
export function ratePolicy(snapshot: PolicySnapshot, context: RatePolicyContext, path = 'policy'): PolicyRating {
  parseCalendarDate(context.termEffectiveDate, 'term.effectiveDate');
  const table = context.table ? assertValidRateTable(context.table) : rateTableFor(context.termEffectiveDate);
  const ratingDate = parseCalendarDate(context.ratingDate, 'effectiveDate');
  const enhancement = assertEnhancement(snapshot.enhancement, `${path}.enhancement`);
  const vehicles = snapshot.vehicles ?? [];
  const drivers = snapshot.drivers ?? [];
  if (vehicles.length === 0) fail(RatingErrorCode.NoVehicles, `${path}.vehicles`, 'a personal auto policy needs a vehicle');
  if (drivers.length === 0) fail(RatingErrorCode.NoDrivers, `${path}.drivers`, 'a personal auto policy needs a driver');
  assertUniqueNumbers(
    vehicles.map((v) => ({ num: v.vehicleNum })),
    RatingErrorCode.DuplicateVehicleNum,
    `${path}.vehicles`,
    'vehicleNum',
  );
  assertUniqueNumbers(
    drivers.map((d) => ({ num: d.driverNum })),
    RatingErrorCode.DuplicateDriverNum,
    `${path}.drivers`,
    'driverNum',
  );

  const ratedDrivers = drivers.map((d, i) => rateDriver(d, ratingDate, table, `${path}.drivers[${i}]`)).sort((a, b) => a.driverNum - b.driverNum);
  const rated = ratedDrivers.reduce((best, d) => (d.units > best.units ? d : best));
  const beforeCutover = isBeforeRentalCutover(context.termEffectiveDate);
  const ctx: VehicleContext = { table, ratingDate, beforeCutover, driver: rated };
  const ratedVehicles = vehicles.map((v, i) => rateVehicle(v, ctx, `${path}.vehicles[${i}]`)).sort((a, b) => a.vehicleNum - b.vehicleNum);
  const bundle = rateBundle(enhancement, context.termEffectiveDate, table);

  return {
    rateTableId: table.id,
    ratingDate: context.ratingDate,
    rentalOptions: beforeCutover ? 'beforeCutover' : 'afterCutover',
    drivers: ratedDrivers.map(({ units: _units, ...d }) => d),
    ratedDriverNum: rated.driverNum,
    driverFactor: rated.factor,
    vehicles: ratedVehicles,
    bundle,
    annualPremium: ratedVehicles.reduce((sum, v) => sum + v.annualPremium, 0) + bundle.annualPremium,
  };
}

/**
 * The form's rule (doc 3 §4 "Choosing no comprehensive sets collision, rental and towing to
 * none"), for callers that take the form's choices as the customer meant them. ratePolicy
 * itself refuses such input instead of guessing.
 */
export function normalizeCoverageSelection<T extends Pick<RatedVehicle, 'comprehensive' | 'collision' | 'rentalReimbursement' | 'towingAndLabor'>>(
  vehicle: T,
): T {
  return vehicle.comprehensive === 0 ? { ...vehicle, collision: 0, rentalReimbursement: 0, towingAndLabor: 0 } : vehicle;
}
