import {
  COLLISION_DEDUCTIBLES,
  COMPREHENSIVE_DEDUCTIBLES,
  RENTAL_OPTIONS_AFTER_CUTOVER,
  RENTAL_OPTIONS_BEFORE_CUTOVER,
  TOWING_AND_LABOR_LIMITS,
} from '../../../core';
import { factorUnits } from '../money';
import type { FactoredCoverage, LimitCoverage, MaritalStatus, VehicleClass } from '../types';

/**
 * The six annual mileage bands of doc 3 §9, as the keys of a table's mileage factors. A band
 * is `from` to `to` miles a year inclusive; the last has no upper end.
 */
export const MILEAGE_BANDS = [
  { key: '0-3,000', from: 0, to: 3000 },
  { key: '3,001-6,000', from: 3001, to: 6000 },
  { key: '6,001-9,000', from: 6001, to: 9000 },
  { key: '9,001-12,000', from: 9001, to: 12000 },
  { key: '12,001-15,000', from: 12001, to: 15000 },
  { key: '15,001+', from: 15001, to: null },
] as const;

export type MileageBandKey = (typeof MILEAGE_BANDS)[number]['key'];

/** Rental option key: dollars a day x maximum days, e.g. "40x30". */
export type RentalKey = `${number}x${number}`;

export const rentalKey = (option: { perDay: number; maxDays: number }): RentalKey => `${option.perDay}x${option.maxDays}`;

/** An age band (years, inclusive); toAge null = no upper end. */
export interface AgeBand {
  fromAge: number;
  toAge: number | null;
  factor: number;
}

/**
 * One version of the rate tables. Money is annual cents per vehicle; factors are decimals with
 * at most four places (1.00 = no change). A version rates every term whose effective date is
 * on or after its own effective date, until the next version.
 */
export interface RateTable {
  id: string;
  /** YYYY-MM-DD. */
  effectiveDate: string;
  /** Annual cents per vehicle at the base limit (factor 1.00) or the $500 deductible. */
  baseRates: Record<FactoredCoverage, number>;
  /** Limit -> factor, keyed by the limit as the core records show it. */
  limitFactors: Record<LimitCoverage, Record<string, number>>;
  /** Deductible in dollars -> factor; every deductible of doc 3 §9 but none. */
  comprehensiveDeductibleFactors: Record<string, number>;
  collisionDeductibleFactors: Record<string, number>;
  /** Towing and labor limit in dollars -> flat annual cents per vehicle (no factors). */
  towingAndLaborPremiums: Record<string, number>;
  /** Rental option "perDay x maxDays" of either list -> flat annual cents per vehicle. */
  rentalPremiums: Record<RentalKey, number>;
  /** Loan/lease coverage: this share of the vehicle's comprehensive + collision premium. */
  loanLeaseFactor: number;
  territories: {
    /** First three digits of the garaging zip -> territory code. */
    byZipPrefix: Record<string, string>;
    /** Territory of any zip not listed. */
    otherZips: string;
    definitions: Record<string, { name: string; factor: number }>;
  };
  vehicleClassFactors: Record<VehicleClass, { liability: number; physicalDamage: number }>;
  /** Vehicle age = rating year - model year (at least 0); bands from 0 with no gaps. */
  vehicleAgeFactors: AgeBand[];
  mileageFactors: Record<MileageBandKey, number>;
  /** Driver age bands from 16 with no gaps. */
  driverAgeFactors: AgeBand[];
  /** Licensed less than 3 years. */
  inexperiencedDriverFactor: number;
  maritalStatusFactors: Record<MaritalStatus, number>;
  /** Full-time student aged 16 to 25 with a B average. */
  goodStudentFactor: number;
  /** Full-time student aged 16 to 25, by doc 3 §9 student status 1 to 4. */
  studentStatusFactors: Record<'1' | '2' | '3' | '4', number>;
  /** Which coverages each rating factor multiplies, in the order the factors are applied. */
  factorCoverages: {
    territory: FactoredCoverage[];
    vehicleClass: FactoredCoverage[];
    vehicleAge: FactoredCoverage[];
    mileage: FactoredCoverage[];
    driver: FactoredCoverage[];
  };
  /** Annual cents per policy (doc 3 §9): better; best; best for a policy that holds better. */
  bundlePrices: { better: number; best: number; bestWhenBetterHeld: number };
}

const FACTORED: FactoredCoverage[] = ['BI', 'PD', 'UM', 'UIM', 'MED', 'COMP', 'COLL'];

/**
 * Every way a table can be wrong, as readable problems (empty = valid). Checked for every
 * shipped version by the table tests, and before a table is first used.
 */
export function rateTableProblems(t: RateTable): string[] {
  const problems: string[] = [];
  const factor = (where: string, value: unknown) => {
    try {
      factorUnits(value as number);
    } catch {
      problems.push(`${where}: ${String(value)} is not a positive factor with at most four decimals`);
    }
  };
  const cents = (where: string, value: unknown) => {
    if (!Number.isSafeInteger(value) || (value as number) <= 0) problems.push(`${where}: ${String(value)} is not a positive whole number of cents`);
  };
  const sameKeys = (where: string, actual: Record<string, unknown>, expected: readonly string[]) => {
    const missing = expected.filter((k) => !(k in actual));
    const extra = Object.keys(actual).filter((k) => !expected.includes(k));
    if (missing.length) problems.push(`${where}: missing ${missing.join(', ')}`);
    if (extra.length) problems.push(`${where}: unexpected ${extra.join(', ')}`);
  };
  const bands = (where: string, list: AgeBand[], start: number) => {
    let next = start;
    list.forEach((band, i) => {
      if (band.fromAge !== next) problems.push(`${where}[${i}]: starts at ${band.fromAge}, expected ${next}`);
      if (band.toAge === null) {
        if (i !== list.length - 1) problems.push(`${where}[${i}]: only the last band may be open-ended`);
      } else if (band.toAge < band.fromAge) problems.push(`${where}[${i}]: ends before it starts`);
      factor(`${where}[${i}]`, band.factor);
      next = (band.toAge ?? Number.POSITIVE_INFINITY) + 1;
    });
    if (list.at(-1)?.toAge !== null) problems.push(`${where}: the last band must be open-ended`);
  };

  if (!/^\d{4}-\d{2}$/.test(t.id)) problems.push(`id: ${t.id} is not YYYY-MM`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(t.effectiveDate)) problems.push(`effectiveDate: ${t.effectiveDate} is not YYYY-MM-DD`);
  sameKeys('baseRates', t.baseRates, FACTORED);
  FACTORED.forEach((c) => cents(`baseRates.${c}`, t.baseRates[c]));
  sameKeys('limitFactors', t.limitFactors, ['BI', 'PD', 'UM', 'UIM', 'MED']);
  for (const [coverage, limits] of Object.entries(t.limitFactors)) {
    if (Object.keys(limits).length === 0) problems.push(`limitFactors.${coverage}: no limits`);
    for (const [limit, f] of Object.entries(limits)) factor(`limitFactors.${coverage}.${limit}`, f);
  }
  sameKeys('comprehensiveDeductibleFactors', t.comprehensiveDeductibleFactors, COMPREHENSIVE_DEDUCTIBLES.slice(1).map(String));
  Object.entries(t.comprehensiveDeductibleFactors).forEach(([k, f]) => factor(`comprehensiveDeductibleFactors.${k}`, f));
  sameKeys('collisionDeductibleFactors', t.collisionDeductibleFactors, COLLISION_DEDUCTIBLES.slice(1).map(String));
  Object.entries(t.collisionDeductibleFactors).forEach(([k, f]) => factor(`collisionDeductibleFactors.${k}`, f));
  sameKeys('towingAndLaborPremiums', t.towingAndLaborPremiums, TOWING_AND_LABOR_LIMITS.slice(1).map(String));
  Object.entries(t.towingAndLaborPremiums).forEach(([k, c]) => cents(`towingAndLaborPremiums.${k}`, c));
  const rentalKeys = [...new Set([...RENTAL_OPTIONS_BEFORE_CUTOVER.slice(1), ...RENTAL_OPTIONS_AFTER_CUTOVER.slice(1)].map(rentalKey))];
  sameKeys('rentalPremiums', t.rentalPremiums, rentalKeys);
  Object.entries(t.rentalPremiums).forEach(([k, c]) => cents(`rentalPremiums.${k}`, c));
  factor('loanLeaseFactor', t.loanLeaseFactor);
  for (const [prefix, code] of Object.entries(t.territories.byZipPrefix)) {
    if (!/^\d{3}$/.test(prefix)) problems.push(`territories.byZipPrefix: ${prefix} is not three digits`);
    if (!(code in t.territories.definitions)) problems.push(`territories.byZipPrefix.${prefix}: unknown territory ${code}`);
  }
  if (!(t.territories.otherZips in t.territories.definitions)) problems.push(`territories.otherZips: unknown territory ${t.territories.otherZips}`);
  Object.entries(t.territories.definitions).forEach(([code, d]) => factor(`territories.definitions.${code}`, d.factor));
  sameKeys('vehicleClassFactors', t.vehicleClassFactors, ['car', 'suv', 'van', 'pickup', 'sports']);
  for (const [cls, f] of Object.entries(t.vehicleClassFactors)) {
    factor(`vehicleClassFactors.${cls}.liability`, f.liability);
    factor(`vehicleClassFactors.${cls}.physicalDamage`, f.physicalDamage);
  }
  bands('vehicleAgeFactors', t.vehicleAgeFactors, 0);
  sameKeys(
    'mileageFactors',
    t.mileageFactors,
    MILEAGE_BANDS.map((b) => b.key),
  );
  Object.entries(t.mileageFactors).forEach(([k, f]) => factor(`mileageFactors.${k}`, f));
  bands('driverAgeFactors', t.driverAgeFactors, 16);
  factor('inexperiencedDriverFactor', t.inexperiencedDriverFactor);
  sameKeys('maritalStatusFactors', t.maritalStatusFactors, ['single', 'married', 'divorced', 'widowed']);
  Object.entries(t.maritalStatusFactors).forEach(([k, f]) => factor(`maritalStatusFactors.${k}`, f));
  factor('goodStudentFactor', t.goodStudentFactor);
  sameKeys('studentStatusFactors', t.studentStatusFactors, ['1', '2', '3', '4']);
  Object.entries(t.studentStatusFactors).forEach(([k, f]) => factor(`studentStatusFactors.${k}`, f));
  sameKeys('factorCoverages', t.factorCoverages, ['territory', 'vehicleClass', 'vehicleAge', 'mileage', 'driver']);
  for (const [name, list] of Object.entries(t.factorCoverages)) {
    const unknown = list.filter((c) => !FACTORED.includes(c));
    if (unknown.length) problems.push(`factorCoverages.${name}: unknown coverage ${unknown.join(', ')}`);
  }
  cents('bundlePrices.better', t.bundlePrices.better);
  cents('bundlePrices.best', t.bundlePrices.best);
  cents('bundlePrices.bestWhenBetterHeld', t.bundlePrices.bestWhenBetterHeld);
  if (t.bundlePrices.better + t.bundlePrices.bestWhenBetterHeld !== t.bundlePrices.best) {
    problems.push('bundlePrices: better + bestWhenBetterHeld must equal best (the upgrade is the difference)');
  }
  return problems;
}
