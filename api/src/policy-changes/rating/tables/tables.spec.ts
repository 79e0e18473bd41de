import { RatingErrorCode, RatingInputError } from '../rating-error';
import {
  RATE_TABLE_2023_01,
  RATE_TABLE_2026_07,
  RATE_TABLES,
  type RateTable,
  assertValidRateTable,
  loadRateTable,
  rateTableFor,
  rateTableProblems,
} from './index';

const clone = (t: RateTable): RateTable => structuredClone(t);

describe('rate tables', () => {
  describe('every shipped version is complete', () => {
    it.each(RATE_TABLES.map((t) => [t.id, t] as const))('version %s prices every option of doc 3 §9 and passes every check', (_id, table) => {
      expect(rateTableProblems(table)).toEqual([]);
    });

    it('versions are listed oldest first with distinct ids and dates', () => {
      const dates = RATE_TABLES.map((t) => t.effectiveDate);
      expect([...dates].sort()).toEqual(dates);
      expect(new Set(RATE_TABLES.map((t) => t.id)).size).toBe(RATE_TABLES.length);
    });

    it('bundle prices are $35 better, $65 best, $30 best with better held (doc 3 §9)', () => {
      for (const t of RATE_TABLES) expect(t.bundlePrices).toEqual({ better: 3500, best: 6500, bestWhenBetterHeld: 3000 });
    });
  });

  describe('the checks catch a broken table', () => {
    it('a missing comprehensive deductible', () => {
      const t = clone(RATE_TABLE_2023_01);
      delete t.comprehensiveDeductibleFactors['250'];
      expect(rateTableProblems(t)).toContain('comprehensiveDeductibleFactors: missing 250');
    });

    it('a rental option of either list without a price', () => {
      const t = clone(RATE_TABLE_2023_01);
      delete (t.rentalPremiums as Record<string, number>)['20x30'];
      delete (t.rentalPremiums as Record<string, number>)['100x60'];
      expect(rateTableProblems(t)).toContain('rentalPremiums: missing 20x30, 100x60');
    });

    it('a factor with five decimals and money that is not whole cents', () => {
      const t = clone(RATE_TABLE_2023_01);
      t.mileageFactors['15,001+'] = 1.12001;
      t.baseRates.BI = 410.5;
      const problems = rateTableProblems(t);
      expect(problems).toContain('mileageFactors.15,001+: 1.12001 is not a positive factor with at most four decimals');
      expect(problems).toContain('baseRates.BI: 410.5 is not a positive whole number of cents');
    });

    it('a gap between age bands, and a last band with an end', () => {
      const t = clone(RATE_TABLE_2023_01);
      t.driverAgeFactors[1]!.fromAge = 19;
      t.vehicleAgeFactors.at(-1)!.toAge = 40;
      const problems = rateTableProblems(t);
      expect(problems).toContain('driverAgeFactors[1]: starts at 19, expected 18');
      expect(problems).toContain('vehicleAgeFactors: the last band must be open-ended');
    });

    it('bundle prices where the upgrade is not the difference between best and better', () => {
      const t = clone(RATE_TABLE_2023_01);
      t.bundlePrices.bestWhenBetterHeld = 2500;
      expect(rateTableProblems(t)).toContain('bundlePrices: better + bestWhenBetterHeld must equal best (the upgrade is the difference)');
      expect(() => assertValidRateTable(t)).toThrow(/rate table 2023-01 is invalid/);
    });

    it('a zip prefix pointing at an unknown territory', () => {
      const t = clone(RATE_TABLE_2023_01);
      t.territories.byZipPrefix['460'] = 'T42';
      expect(rateTableProblems(t)).toContain('territories.byZipPrefix.460: unknown territory T42');
    });
  });

  describe('a version is a data file, refused at load when malformed', () => {
    const data = (): Record<string, unknown> => JSON.parse(JSON.stringify(RATE_TABLE_2023_01)) as Record<string, unknown>;

    it('a well-formed file loads as the table it holds', () => {
      expect(loadRateTable(data(), '2023-01.json')).toEqual(RATE_TABLE_2023_01);
    });

    it('a file that is not an object is refused', () => {
      expect(() => loadRateTable([], 'list.json')).toThrow('rate table list.json is invalid:\ntable: is not an object');
    });

    it('a missing field, an unexpected one and values of the wrong type are refused, each named', () => {
      const t = data();
      delete t.goodStudentFactor;
      t.surcharge = 1.1;
      t.baseRates = { ...(t.baseRates as object), BI: '41000' };
      (t.driverAgeFactors as unknown[])[2] = { fromAge: 21, toAge: 'none', factor: 1.55 };
      t.territories = { ...(t.territories as object), definitions: null };
      let message = '';
      try {
        loadRateTable(t, 'broken.json');
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message.split('\n')).toEqual([
        'rate table broken.json is invalid:',
        'baseRates.BI: "41000" is not a number',
        'territories.definitions: is not an object',
        'driverAgeFactors[2].toAge: "none" is not a number',
        'goodStudentFactor: missing',
        'surcharge: unexpected',
      ]);
    });

    it('a file in shape that breaks a rule of the tables is refused with the rule', () => {
      const t = data();
      t.bundlePrices = { better: 3500, best: 6500, bestWhenBetterHeld: 2500 };
      expect(() => loadRateTable(t, 'bundles.json')).toThrow(/rate table bundles.json is invalid:\nbundlePrices: better \+ bestWhenBetterHeld must equal best/);
    });
  });

  describe('version selection by the term effective date', () => {
    it('a term effective the day before a new version keeps the old one; on its effective date it takes the new one', () => {
      expect(rateTableFor('2026-06-30')).toBe(RATE_TABLE_2023_01);
      expect(rateTableFor('2026-07-01')).toBe(RATE_TABLE_2026_07);
      expect(rateTableFor('2023-11-30')).toBe(RATE_TABLE_2023_01);
      expect(rateTableFor('2027-03-01')).toBe(RATE_TABLE_2026_07);
    });

    it('a term before the first version has no rates (RATING_NO_RATE_TABLE)', () => {
      expect(() => rateTableFor('2022-12-31')).toThrow(expect.objectContaining({ code: RatingErrorCode.NoRateTable }));
      expect(() => rateTableFor('2022-12-31')).toThrow(RatingInputError);
    });

    it('does not depend on the order the versions are listed in', () => {
      expect(rateTableFor('2026-08-01', [RATE_TABLE_2026_07, RATE_TABLE_2023_01])).toBe(RATE_TABLE_2026_07);
    });
  });
});
