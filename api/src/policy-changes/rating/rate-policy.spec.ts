import { EXAMPLE_CHANGE_DATE, EXAMPLE_TERM, STANDARD_LIMITS, adultDriver, policy, vehicle, youngDriver } from '../../../test/support/rating-fixtures';
import { normalizeCoverageSelection, ratePolicy } from './rate-policy';
import { RatingErrorCode } from './rating-error';
import { RATE_TABLE_2023_01 } from './tables';
import type { CoverageCode, FactorStep, PolicyRating, PolicySnapshot, RatedDriver } from './types';

const context = { termEffectiveDate: EXAMPLE_TERM.effectiveDate, ratingDate: EXAMPLE_CHANGE_DATE };
const rate = (snapshot: PolicySnapshot, ctx = context) => ratePolicy(snapshot, ctx);

function coverage(r: PolicyRating, code: CoverageCode, vehicleNum = 1) {
  const found = r.vehicles.find((v) => v.vehicleNum === vehicleNum)?.coverages.find((c) => c.coverage === code);
  if (!found) throw new Error(`no ${code} on vehicle ${vehicleNum}`);
  return found;
}
const step = (r: PolicyRating, code: CoverageCode, factor: FactorStep['factor']) => coverage(r, code).steps.find((s) => s.factor === factor);
const codes = (r: PolicyRating, vehicleNum = 1) => r.vehicles.find((v) => v.vehicleNum === vehicleNum)!.coverages.map((c) => c.coverage);
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return { code: (e as { code?: string }).code, path: (e as { path?: string }).path };
  }
  throw new Error('expected the engine to refuse the input');
};
const driverFactor = (d: RatedDriver, ratingDate = EXAMPLE_CHANGE_DATE) => ratePolicy(policy({ drivers: [d] }), { ...context, ratingDate }).drivers[0]!.factor;

describe(ratePolicy.name, () => {
  describe('breakdown', () => {
    it('a vehicle costs the sum of its coverages and the policy the sum of its vehicles plus the bundle', () => {
      const r = rate(policy({ vehicles: [vehicle(), vehicle({ vehicleNum: 2, year: 2018, vehicleClass: 'car' })] }));
      for (const v of r.vehicles) expect(v.annualPremium).toBe(v.coverages.reduce((s, c) => s + c.annualPremium, 0));
      expect(r.annualPremium).toBe(r.vehicles[0]!.annualPremium + r.vehicles[1]!.annualPremium + r.bundle.annualPremium);
      expect(r.rateTableId).toBe('2023-01');
    });

    it('each coverage ends at the premium of its last factor step, and every step is whole cents', () => {
      const r = rate(policy());
      for (const c of r.vehicles[0]!.coverages) {
        expect(c.annualPremium).toBe(c.steps.length ? c.steps.at(-1)!.premium : c.basePremium);
        for (const s of c.steps) expect(Number.isInteger(s.premium)).toBe(true);
      }
    });

    it('coverages are worded as the core records word them', () => {
      const r = rate(policy({ vehicles: [vehicle({ comprehensive: 7, collision: 4, towingAndLabor: 8 })] }));
      expect(r.vehicles[0]!.coverages.map((c) => [c.coverage, c.description, c.limit])).toEqual([
        ['BI', 'Bodily Injury Liability', '$100,000/$300,000'],
        ['PD', 'Property Damage Liability', '$100,000'],
        ['UM', 'Uninsured Motorists Bodily Injury', '$100,000/$300,000'],
        ['UIM', 'Underinsured Motorists Bodily Injury', '$100,000/$300,000'],
        ['MED', 'Medical Payments', '$5,000'],
        ['COMP', 'Comprehensive', '$2,000 Deductible'],
        ['COLL', 'Collision', '$2,000 Deductible'],
        ['RENT', 'Rental Reimbursement', '$40 per day, 30 days maximum'],
        ['TOW', 'Towing and Labor', '$300'],
      ]);
    });
  });

  describe('limit factor', () => {
    it('BI $25,000/$50,000 takes 0.78 of the BI base rate (41,000 -> 31,980 cents) before the other factors', () => {
      const r = rate(policy({ vehicles: [vehicle({ limits: { ...STANDARD_LIMITS, BI: '$25,000/$50,000' } })] }));
      expect(step(r, 'BI', 'limit')).toEqual({ factor: 'limit', basis: '$25,000/$50,000', value: '0.7800', premium: 31980 });
      // x 1.25 territory = 39,975; x 1.00 class; x 1.06 mileage = 42,373.5 -> 42,374; x 1.0000 driver.
      expect(coverage(r, 'BI').annualPremium).toBe(42374);
    });

    it('higher limits cost more: MED $10,000 x 1.30 against $5,000 x 1.00', () => {
      const base = rate(policy());
      const high = rate(policy({ vehicles: [vehicle({ limits: { ...STANDARD_LIMITS, MED: '$10,000' } })] }));
      expect(step(high, 'MED', 'limit')!.premium).toBe(5720);
      expect(coverage(high, 'MED').annualPremium).toBeGreaterThan(coverage(base, 'MED').annualPremium);
    });

    it('UM, UIM and medical payments not carried are not charged', () => {
      const r = rate(policy({ vehicles: [vehicle({ limits: { BI: STANDARD_LIMITS.BI, PD: STANDARD_LIMITS.PD, UM: null } })] }));
      expect(codes(r)).toEqual(['BI', 'PD', 'COMP', 'COLL', 'RENT', 'TOW']);
    });

    it('refuses a limit the table does not list, and a missing BI or PD limit', () => {
      expect(refusal(() => rate(policy({ vehicles: [vehicle({ limits: { ...STANDARD_LIMITS, PD: '$75,000' } })] })))).toEqual({
        code: RatingErrorCode.UnknownLimit,
        path: 'policy.vehicles[0].limits.PD',
      });
      const { BI: _bi, ...noBi } = STANDARD_LIMITS;
      expect(refusal(() => rate(policy({ vehicles: [vehicle({ limits: noBi as never })] }))).path).toBe('policy.vehicles[0].limits.BI');
    });
  });

  describe('deductible factors (doc 3 §9 lists)', () => {
    const comprehensive: [number, number, string][] = [
      [1, 50, '1.6000'],
      [2, 100, '1.4800'],
      [3, 200, '1.2800'],
      [4, 250, '1.1800'],
      [5, 500, '1.0000'],
      [6, 1000, '0.8200'],
      [7, 2000, '0.6600'],
      [8, 5000, '0.4500'],
    ];
    it.each(comprehensive)('comprehensive option %i ($%i deductible) takes factor %s', (index, deductible, factor) => {
      const r = rate(policy({ vehicles: [vehicle({ comprehensive: index })] }));
      const s = step(r, 'COMP', 'deductible')!;
      expect([s.basis, s.value, s.premium]).toEqual([`$${deductible}`, factor, Math.round(18500 * Number(factor))]);
    });

    const collision: [number, number, string][] = [
      [1, 250, '1.1600'],
      [2, 500, '1.0000'],
      [3, 1000, '0.8400'],
      [4, 2000, '0.6800'],
      [5, 5000, '0.4700'],
    ];
    it.each(collision)('collision option %i ($%i deductible) takes factor %s', (index, deductible, factor) => {
      const r = rate(policy({ vehicles: [vehicle({ collision: index })] }));
      const s = step(r, 'COLL', 'deductible')!;
      expect([s.basis, s.value, s.premium]).toEqual([`$${deductible}`, factor, Math.round(46000 * Number(factor))]);
    });

    it('a higher deductible never costs more, on either list', () => {
      const comp = [1, 2, 3, 4, 5, 6, 7, 8].map((i) => coverage(rate(policy({ vehicles: [vehicle({ comprehensive: i })] })), 'COMP').annualPremium);
      const coll = [1, 2, 3, 4, 5].map((i) => coverage(rate(policy({ vehicles: [vehicle({ collision: i })] })), 'COLL').annualPremium);
      expect([...comp].sort((a, b) => b - a)).toEqual(comp);
      expect([...coll].sort((a, b) => b - a)).toEqual(coll);
    });

    it('refuses an option index outside its list', () => {
      expect(refusal(() => rate(policy({ vehicles: [vehicle({ comprehensive: 9 })] })))).toEqual({
        code: RatingErrorCode.OptionOutOfRange,
        path: 'policy.vehicles[0].comprehensive',
      });
      expect(refusal(() => rate(policy({ vehicles: [vehicle({ collision: 6 })] }))).code).toBe(RatingErrorCode.OptionOutOfRange);
      expect(refusal(() => rate(policy({ vehicles: [vehicle({ towingAndLabor: -1 })] }))).code).toBe(RatingErrorCode.OptionOutOfRange);
      expect(refusal(() => rate(policy({ vehicles: [vehicle({ towingAndLabor: 1.5 })] }))).code).toBe(RatingErrorCode.OptionOutOfRange);
    });
  });

  describe('towing and labor: flat price per vehicle, no factors', () => {
    it.each([
      [1, '$25', 500],
      [3, '$75', 1100],
      [8, '$300', 3300],
    ])('option %i (%s) costs %i cents whatever the territory or driver', (index, limit, cents) => {
      const r = rate(policy({ vehicles: [vehicle({ towingAndLabor: index, garagingZip: '46320' })], drivers: [youngDriver()] }));
      expect(coverage(r, 'TOW')).toMatchObject({ limit, annualPremium: cents, steps: [] });
    });
  });

  describe('garaging territory by zip prefix', () => {
    it.each([
      ['46220', 'T01', '1.2500'],
      ['46032', 'T02', '1.0800'],
      ['46320', 'T03', '1.3200'],
      ['46613', 'T04', '1.0200'],
      ['46815', 'T05', '0.9800'],
      ['47401', 'T06', '0.9000'],
      ['47713', 'T07', '1.0000'],
      ['60601', 'T99', '1.1500'],
    ])('zip %s is territory %s, factor %s on BI and comprehensive', (zip, territory, factor) => {
      const r = rate(policy({ vehicles: [vehicle({ garagingZip: zip })] }));
      expect(r.vehicles[0]!.territory).toBe(territory);
      expect(step(r, 'BI', 'territory')!.value).toBe(factor);
      expect(step(r, 'COMP', 'territory')!.value).toBe(factor);
    });

    it('moving the garaging zip from rural Indiana to Indianapolis raises the premium', () => {
      const rural = rate(policy({ vehicles: [vehicle({ garagingZip: '47401' })] }));
      const city = rate(policy({ vehicles: [vehicle({ garagingZip: '46220' })] }));
      expect(city.annualPremium).toBeGreaterThan(rural.annualPremium);
    });

    it('refuses a zip that is not five digits', () => {
      expect(refusal(() => rate(policy({ vehicles: [vehicle({ garagingZip: '4622' })] })))).toEqual({
        code: RatingErrorCode.InvalidZip,
        path: 'policy.vehicles[0].garagingZip',
      });
    });
  });

  describe('vehicle class', () => {
    it('a sports car takes 1.20 on liability and 1.35 on physical damage; uninsured motorists is not affected', () => {
      const car = rate(policy({ vehicles: [vehicle({ vehicleClass: 'car' })] }));
      const sports = rate(policy({ vehicles: [vehicle({ vehicleClass: 'sports' })] }));
      expect(step(sports, 'BI', 'vehicleClass')).toMatchObject({ value: '1.2000', premium: 61500 });
      expect(step(sports, 'COMP', 'vehicleClass')).toMatchObject({ value: '1.3500', premium: 31219 });
      expect(coverage(sports, 'UM').annualPremium).toBe(coverage(car, 'UM').annualPremium);
    });

    it('a pickup takes 1.05 on liability and 0.95 on physical damage', () => {
      const r = rate(policy({ vehicles: [vehicle({ vehicleClass: 'pickup' })] }));
      expect(step(r, 'PD', 'vehicleClass')!.value).toBe('1.0500');
      expect(step(r, 'COLL', 'vehicleClass')!.value).toBe('0.9500');
    });

    it('refuses an unknown class', () => {
      expect(refusal(() => rate(policy({ vehicles: [vehicle({ vehicleClass: 'tank' as never })] }))).code).toBe(RatingErrorCode.UnknownVehicleClass);
    });
  });

  describe('vehicle age (rating year - model year) on comprehensive and collision only', () => {
    it.each([
      [2027, 0, '1.2500'],
      [2026, 0, '1.2500'],
      [2025, 1, '1.2500'],
      [2024, 2, '1.1500'],
      [2021, 5, '1.0500'],
      [2020, 6, '1.0000'],
      [2014, 12, '0.8500'],
      [2013, 13, '0.7000'],
      [1965, 61, '0.7000'],
    ])('a %i model rated in 2026 is %i years old: factor %s', (year, age, factor) => {
      const r = rate(policy({ vehicles: [vehicle({ year })] }));
      expect(r.vehicles[0]!.vehicleAge).toBe(age);
      expect(step(r, 'COMP', 'vehicleAge')!.value).toBe(factor);
      expect(step(r, 'COLL', 'vehicleAge')!.value).toBe(factor);
      expect(step(r, 'BI', 'vehicleAge')).toBeUndefined();
    });

    it('refuses a model year after next year or before 1900 (doc 3 §9)', () => {
      expect(refusal(() => rate(policy({ vehicles: [vehicle({ year: 2028 })] })))).toEqual({
        code: RatingErrorCode.InvalidModelYear,
        path: 'policy.vehicles[0].year',
      });
      expect(refusal(() => rate(policy({ vehicles: [vehicle({ year: 1899 })] }))).code).toBe(RatingErrorCode.InvalidModelYear);
    });
  });

  describe('annual mileage bands (doc 3 §9)', () => {
    it.each([
      [0, '0-3,000', '0.8500'],
      [3000, '0-3,000', '0.8500'],
      [3001, '3,001-6,000', '0.9200'],
      [6000, '3,001-6,000', '0.9200'],
      [6001, '6,001-9,000', '0.9700'],
      [9000, '6,001-9,000', '0.9700'],
      [9001, '9,001-12,000', '1.0000'],
      [12000, '9,001-12,000', '1.0000'],
      [12001, '12,001-15,000', '1.0600'],
      [15000, '12,001-15,000', '1.0600'],
      [15001, '15,001+', '1.1200'],
      [250000, '15,001+', '1.1200'],
    ])('%i miles a year is band %s, factor %s', (annualMileage, band, factor) => {
      const r = rate(policy({ vehicles: [vehicle({ annualMileage })] }));
      expect(r.vehicles[0]!.mileageBand).toBe(band);
      expect(step(r, 'BI', 'mileage')!.value).toBe(factor);
    });

    it('3,000 miles costs less than 3,001 miles: the boundary mile moves the vehicle up a band', () => {
      const at3000 = rate(policy({ vehicles: [vehicle({ annualMileage: 3000 })] }));
      const at3001 = rate(policy({ vehicles: [vehicle({ annualMileage: 3001 })] }));
      expect(at3001.annualPremium).toBeGreaterThan(at3000.annualPremium);
    });

    it('mileage multiplies BI, PD, medical and collision, not comprehensive or uninsured motorists', () => {
      const r = rate(policy());
      expect((['BI', 'PD', 'MED', 'COLL', 'COMP', 'UM', 'UIM'] as const).map((c) => Boolean(step(r, c, 'mileage')))).toEqual([
        true,
        true,
        true,
        true,
        false,
        false,
        false,
      ]);
    });

    it('refuses negative or fractional mileage', () => {
      expect(refusal(() => rate(policy({ vehicles: [vehicle({ annualMileage: -1 })] }))).code).toBe(RatingErrorCode.InvalidMileage);
      expect(refusal(() => rate(policy({ vehicles: [vehicle({ annualMileage: 3000.5 })] }))).code).toBe(RatingErrorCode.InvalidMileage);
    });
  });

  describe('driver factor: age, experience, marital status, student', () => {
    // Married, licensed 3+ years: the age factor alone. Ages on 2026-05-01.
    it.each([
      ['2010-05-01', 16, '2.6000'],
      ['2008-05-02', 17, '2.6000'],
      ['2008-05-01', 18, '2.1000'],
      ['2005-05-02', 20, '2.1000'],
      ['2005-05-01', 21, '1.5500'],
      ['2001-05-01', 25, '1.1500'],
      ['1996-05-01', 30, '1.0000'],
      ['1976-05-02', 49, '1.0000'],
      ['1976-05-01', 50, '0.9500'],
      ['1961-05-01', 65, '1.0500'],
      ['1951-05-01', 75, '1.2000'],
      ['1936-01-01', 90, '1.2000'],
    ])('born %s: %i on the rating date, factor %s', (birthDate, age, factor) => {
      const r = rate(policy({ drivers: [adultDriver({ birthDate })] }));
      expect(r.drivers[0]).toMatchObject({ age, factor });
    });

    it('age is measured on the rating date: the day before the 25th birthday still rates 21-24', () => {
      expect(driverFactor(adultDriver({ birthDate: '2001-05-02' }))).toBe('1.5500');
      expect(driverFactor(adultDriver({ birthDate: '2001-05-01' }))).toBe('1.1500');
    });

    it('a February 29 birthday counts on March 1 in a common year', () => {
      expect(driverFactor(adultDriver({ birthDate: '2008-02-29' }), '2026-02-28')).toBe('2.6000');
      expect(driverFactor(adultDriver({ birthDate: '2008-02-29' }), '2026-03-01')).toBe('2.1000');
    });

    it('licensed less than 3 years multiplies by 1.25', () => {
      expect(driverFactor(adultDriver({ licensedForThreeOrMoreYears: false }))).toBe('1.2500');
    });

    it.each([
      ['single', '1.1000'],
      ['married', '1.0000'],
      ['divorced', '1.0500'],
      ['widowed', '1.0000'],
    ] as const)('marital status %s: %s', (maritalStatus, factor) => {
      expect(driverFactor(adultDriver({ maritalStatus }))).toBe(factor);
    });

    it('the young driver of the worked example: 1.55 x 1.25 = 1.9375, x 1.10 = 2.13125, rounded half away from zero to 2.1313', () => {
      const r = rate(policy({ drivers: [youngDriver()] }));
      expect(r.drivers[0]).toEqual({
        driverNum: 2,
        age: 23,
        parts: [
          { factor: 'age', basis: '21-24', value: '1.5500' },
          { factor: 'experience', basis: 'licensed less than 3 years', value: '1.2500' },
          { factor: 'maritalStatus', basis: 'single', value: '1.1000' },
        ],
        factor: '2.1313',
      });
    });

    it('good student: a full-time student aged 16-25 with a B average takes 0.85 (18, single, new: 2.8875 x 0.85 = 2.4544)', () => {
      const student = youngDriver({ birthDate: '2008-01-10', isFullTimeStudent: true, isBLevelStudent: true });
      expect(driverFactor(student)).toBe('2.4544');
      expect(driverFactor({ ...student, isBLevelStudent: false })).toBe('2.8875');
    });

    it('student status: 100 miles or more from home without a vehicle takes 0.60, within 100 miles without 0.90, with a vehicle 1.00', () => {
      const student = youngDriver({ isFullTimeStudent: true });
      expect(driverFactor({ ...student, studentStatus: 4 })).toBe('1.2788');
      expect(driverFactor({ ...student, studentStatus: 3 })).toBe('1.9182');
      expect(driverFactor({ ...student, studentStatus: 1 })).toBe('2.1313');
      expect(driverFactor({ ...student, studentStatus: 2 })).toBe('2.1313');
    });

    it('student answers count only for full-time students aged 16 to 25 (the form asks no one else)', () => {
      const answers = { isBLevelStudent: true, studentStatus: 4 as const };
      expect(driverFactor(youngDriver({ ...answers, isFullTimeStudent: false }))).toBe('2.1313');
      // 26 on the rating date: 1.15 x 1.25 x 1.10 = 1.58125 -> 1.5813, no student factors.
      expect(driverFactor(youngDriver({ ...answers, isFullTimeStudent: true, birthDate: '2000-04-30' }))).toBe('1.5813');
    });

    it('refuses a driver under 16 on the rating date, an unknown marital status and a student status outside 1-4', () => {
      expect(refusal(() => rate(policy({ drivers: [adultDriver({ birthDate: '2010-05-02' })] })))).toEqual({
        code: RatingErrorCode.DriverTooYoung,
        path: 'policy.drivers[0].birthDate',
      });
      expect(refusal(() => rate(policy({ drivers: [adultDriver({ maritalStatus: 'engaged' as never })] }))).code).toBe(RatingErrorCode.InvalidMaritalStatus);
      expect(refusal(() => rate(policy({ drivers: [adultDriver({ studentStatus: 5 as never })] }))).code).toBe(RatingErrorCode.InvalidStudentStatus);
      expect(refusal(() => rate(policy({ drivers: [adultDriver({ birthDate: '1984-02-30' })] }))).code).toBe(RatingErrorCode.InvalidDate);
    });
  });

  describe('which driver rates the vehicles', () => {
    it('every vehicle is rated with the highest driver factor on the policy', () => {
      const r = rate(policy({ vehicles: [vehicle(), vehicle({ vehicleNum: 2 })], drivers: [adultDriver(), youngDriver()] }));
      expect(r).toMatchObject({ ratedDriverNum: 2, driverFactor: '2.1313' });
      expect(step(r, 'BI', 'driver')).toMatchObject({ basis: 'driver 2', value: '2.1313' });
      expect(r.vehicles[1]!.coverages.find((c) => c.coverage === 'COLL')!.steps.at(-1)!.value).toBe('2.1313');
    });

    it('the driver factor multiplies BI, PD, UM, UIM, medical and collision, not comprehensive', () => {
      const r = rate(policy({ drivers: [youngDriver()] }));
      expect((['BI', 'PD', 'UM', 'UIM', 'MED', 'COLL', 'COMP'] as const).map((c) => Boolean(step(r, c, 'driver')))).toEqual([
        true,
        true,
        true,
        true,
        true,
        true,
        false,
      ]);
    });

    it('on a tie the lowest driver number rates, whatever the input order', () => {
      const r = rate(policy({ drivers: [adultDriver({ driverNum: 3 }), adultDriver({ driverNum: 2, birthDate: '1980-01-01' })] }));
      expect(r.ratedDriverNum).toBe(2);
    });
  });

  describe('liability-only vehicle and the comprehensive rule (doc 3 §4)', () => {
    const liabilityOnly = { comprehensive: 0, collision: 0, rentalReimbursement: 0, towingAndLabor: 0 };

    it('a vehicle without comprehensive carries liability coverages only and is flagged liabilityOnly', () => {
      const r = rate(policy({ vehicles: [vehicle(liabilityOnly)] }));
      expect(codes(r)).toEqual(['BI', 'PD', 'UM', 'UIM', 'MED']);
      expect(r.vehicles[0]!.liabilityOnly).toBe(true);
      expect(rate(policy()).vehicles[0]!.liabilityOnly).toBe(false);
    });

    it.each(['collision', 'rentalReimbursement', 'towingAndLabor'] as const)(
      'comprehensive none with %s chosen is refused, not silently dropped (RATING_COVERAGE_WITHOUT_COMPREHENSIVE)',
      (field) => {
        const v = vehicle({ ...liabilityOnly, [field]: 1 });
        expect(refusal(() => rate(policy({ vehicles: [v] })))).toEqual({
          code: RatingErrorCode.CoverageWithoutComprehensive,
          path: `policy.vehicles[0].${field}`,
        });
      },
    );

    it('normalizeCoverageSelection applies the form rule: comprehensive none sets collision, rental and towing to none', () => {
      const chosen = vehicle({ comprehensive: 0, collision: 3, rentalReimbursement: 2, towingAndLabor: 4 });
      const normalized = normalizeCoverageSelection(chosen);
      expect(normalized).toEqual({ ...chosen, ...liabilityOnly });
      expect(codes(rate(policy({ vehicles: [normalized] })))).toEqual(['BI', 'PD', 'UM', 'UIM', 'MED']);
      const withComprehensive = vehicle();
      expect(normalizeCoverageSelection(withComprehensive)).toBe(withComprehensive);
    });

    it('comprehensive without collision is allowed (comprehensive alone keeps towing and rental open)', () => {
      const r = rate(policy({ vehicles: [vehicle({ collision: 0 })] }));
      expect(codes(r)).toEqual(['BI', 'PD', 'UM', 'UIM', 'MED', 'COMP', 'RENT', 'TOW']);
    });
  });

  describe('rental reimbursement: the list depends on the term effective date (12/01/2023 cut-over)', () => {
    const rental = (termEffectiveDate: string, rentalReimbursement: number) =>
      coverage(ratePolicy(policy({ vehicles: [vehicle({ year: 2022, rentalReimbursement })] }), { termEffectiveDate, ratingDate: termEffectiveDate }), 'RENT');

    it('term effective 11/30/2023: option 1 is $20 a day for 30 days at $16.00 a year', () => {
      expect(rental('2023-11-30', 1)).toMatchObject({ limit: '$20 per day, 30 days maximum', annualPremium: 1600 });
    });

    it('term effective 12/01/2023: option 1 is $40 a day for 30 days at $30.00 a year', () => {
      expect(rental('2023-12-01', 1)).toMatchObject({ limit: '$40 per day, 30 days maximum', annualPremium: 3000 });
    });

    it('after the cut-over the 60-day options exist (option 8: $100 a day, 60 days); before it they are refused', () => {
      expect(rental('2023-12-01', 8)).toMatchObject({ limit: '$100 per day, 60 days maximum', annualPremium: 10300 });
      expect(refusal(() => rental('2023-11-30', 5))).toEqual({ code: RatingErrorCode.OptionOutOfRange, path: 'policy.vehicles[0].rentalReimbursement' });
    });

    it('the rating says which list the indexes point into', () => {
      expect(ratePolicy(policy({ vehicles: [vehicle({ year: 2022 })] }), { termEffectiveDate: '2023-11-30', ratingDate: '2023-11-30' }).rentalOptions).toBe(
        'beforeCutover',
      );
      expect(rate(policy()).rentalOptions).toBe('afterCutover');
    });
  });

  describe('loan/lease coverage', () => {
    it("costs 6% of the vehicle's comprehensive and collision premiums", () => {
      const r = rate(policy({ vehicles: [vehicle({ loanLeaseCoverage: true })] }));
      // Comprehensive 27,923 + collision 73,597 = 101,520 cents; x 0.06 = 6,091.2 -> 6,091.
      expect(coverage(r, 'LOAN')).toMatchObject({ basePremium: 101520, annualPremium: 6091, limit: 'Included' });
      expect(r.vehicles[0]!.annualPremium).toBe(rate(policy()).vehicles[0]!.annualPremium + 6091);
    });

    it('is refused without collision, and for a vehicle more than 5 years old', () => {
      expect(refusal(() => rate(policy({ vehicles: [vehicle({ loanLeaseCoverage: true, collision: 0 })] })))).toEqual({
        code: RatingErrorCode.LoanLeaseNotAllowed,
        path: 'policy.vehicles[0].loanLeaseCoverage',
      });
      expect(coverage(rate(policy({ vehicles: [vehicle({ loanLeaseCoverage: true, year: 2021 })] })), 'LOAN').annualPremium).toBeGreaterThan(0);
      expect(refusal(() => rate(policy({ vehicles: [vehicle({ loanLeaseCoverage: true, year: 2020 })] }))).code).toBe(RatingErrorCode.LoanLeaseNotAllowed);
    });
  });

  describe('input the engine refuses', () => {
    it('a policy without vehicles or without drivers', () => {
      expect(refusal(() => rate(policy({ vehicles: [] }))).code).toBe(RatingErrorCode.NoVehicles);
      expect(refusal(() => rate(policy({ drivers: [] }))).code).toBe(RatingErrorCode.NoDrivers);
    });

    it('two vehicles or two drivers with one number', () => {
      expect(refusal(() => rate(policy({ vehicles: [vehicle(), vehicle()] })))).toEqual({
        code: RatingErrorCode.DuplicateVehicleNum,
        path: 'policy.vehicles[1].vehicleNum',
      });
      expect(refusal(() => rate(policy({ drivers: [adultDriver(), adultDriver()] }))).code).toBe(RatingErrorCode.DuplicateDriverNum);
    });

    it('a bundle that is not no, better or best', () => {
      expect(refusal(() => rate(policy({ enhancement: 'gold' as never })))).toEqual({ code: RatingErrorCode.InvalidEnhancement, path: 'policy.enhancement' });
    });

    it('an explicit table that fails its checks', () => {
      const broken = { ...RATE_TABLE_2023_01, mileageFactors: { ...RATE_TABLE_2023_01.mileageFactors, '0-3,000': -1 } };
      expect(() => ratePolicy(policy(), { ...context, table: broken })).toThrow(/rate table 2023-01 is invalid/);
    });
  });

  describe('determinism', () => {
    const deepFreeze = <T>(value: T): T => {
      if (value && typeof value === 'object') {
        Object.values(value).forEach(deepFreeze);
        Object.freeze(value);
      }
      return value;
    };

    it('the same snapshot gives the same result, and the input is not changed', () => {
      const input = deepFreeze(policy({ vehicles: [vehicle(), vehicle({ vehicleNum: 2, loanLeaseCoverage: true })], drivers: [adultDriver(), youngDriver()] }));
      expect(rate(input)).toEqual(rate(input));
    });

    it('the order of vehicles and drivers in the input does not matter', () => {
      const vehicles = [vehicle(), vehicle({ vehicleNum: 2, year: 2015, vehicleClass: 'van' }), vehicle({ vehicleNum: 3, garagingZip: '47713' })];
      const drivers = [adultDriver(), youngDriver(), adultDriver({ driverNum: 3, maritalStatus: 'single' })];
      expect(rate(policy({ vehicles: [...vehicles].reverse(), drivers: [...drivers].reverse() }))).toEqual(rate(policy({ vehicles, drivers })));
    });

    it('the clock does not matter: only the dates passed in do', () => {
      jest.useFakeTimers();
      try {
        jest.setSystemTime(new Date('2024-02-29T23:59:59Z'));
        const first = rate(policy({ drivers: [youngDriver()] }));
        jest.setSystemTime(new Date('2031-07-04T12:00:00Z'));
        expect(rate(policy({ drivers: [youngDriver()] }))).toEqual(first);
      } finally {
        jest.useRealTimers();
      }
    });
  });
});
