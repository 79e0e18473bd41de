import { EXAMPLE_CHANGE_DATE, EXAMPLE_TERM, adultDriver, policy, vehicle, youngDriver } from '../../../test/support/rating-fixtures';
import { proRataDifference, rateChange, termPremium } from './rate-change';
import { RatingErrorCode } from './rating-error';
import type { ChangeRatingInput, PolicySnapshot } from './types';

/** The worked example of README.md: adding a 23-year-old, newly licensed, single driver. */
const addYoungDriver: ChangeRatingInput = {
  term: EXAMPLE_TERM,
  effectiveDate: EXAMPLE_CHANGE_DATE,
  before: policy(),
  after: policy({ drivers: [adultDriver(), youngDriver()] }),
};

/** 2018 car garaged in Bloomington (47401), 7,500 miles, $250 / $1,000 deductibles, no rental, towing $25: 1,276.51 a year. */
const civic = vehicle({
  vehicleNum: 2,
  year: 2018,
  vehicleClass: 'car',
  annualMileage: 7500,
  garagingZip: '47401',
  comprehensive: 4,
  collision: 3,
  rentalReimbursement: 0,
  towingAndLabor: 1,
});
const twoVehicles = policy({ vehicles: [vehicle(), civic] });

const change = (over: Partial<ChangeRatingInput>) => rateChange({ ...addYoungDriver, ...over });
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return { code: (e as { code?: string }).code, path: (e as { path?: string }).path };
  }
  throw new Error('expected the engine to refuse the input');
};

describe(rateChange.name, () => {
  describe('the README worked example: adding a young driver', () => {
    const result = rateChange(addYoungDriver);

    it('rates the term with table 2023-01 and the six-month term of 181 days, 75 of them left on 05/01/2026', () => {
      expect(result).toMatchObject({ rateTableId: '2023-01', termMonths: 6, daysInTerm: 181, daysRemaining: 75 });
    });

    it('before: $2,164.50 for the vehicle plus $35.00 for the better bundle = $2,199.50 a year', () => {
      expect(result.before.vehicles[0]!.coverages.map((c) => [c.coverage, c.annualPremium])).toEqual([
        ['BI', 54325],
        ['PD', 38425],
        ['UM', 7750],
        ['UIM', 4500],
        ['MED', 5830],
        ['COMP', 27923],
        ['COLL', 73597],
        ['RENT', 3000],
        ['TOW', 1100],
      ]);
      expect(result.before.vehicles[0]!.annualPremium).toBe(216450);
      expect(result.annualPremiumBefore).toBe(219950);
    });

    it('collision step by step: 46,000 x 1.00 x 1.25 = 57,500; x 1.05 = 60,375; x 1.15 = 69,431.25 -> 69,431; x 1.06 = 73,596.86 -> 73,597; x 2.1313 = 156,857.29 -> 156,857', () => {
      expect(result.after.vehicles[0]!.coverages.find((c) => c.coverage === 'COLL')!.steps.map((s) => [s.factor, s.value, s.premium])).toEqual([
        ['deductible', '1.0000', 46000],
        ['territory', '1.2500', 57500],
        ['vehicleClass', '1.0500', 60375],
        ['vehicleAge', '1.1500', 69431],
        ['mileage', '1.0600', 73597],
        ['driver', '2.1313', 156857],
      ]);
    });

    it("after: every driver-rated coverage takes the young driver's 2.1313: $4,285.92 a year", () => {
      expect(result.after.ratedDriverNum).toBe(2);
      expect(result.after.vehicles[0]!.coverages.map((c) => [c.coverage, c.annualPremium])).toEqual([
        ['BI', 115783],
        ['PD', 81895],
        ['UM', 16518],
        ['UIM', 9591],
        ['MED', 12425],
        ['COMP', 27923],
        ['COLL', 156857],
        ['RENT', 3000],
        ['TOW', 1100],
      ]);
      expect(result.annualPremiumAfter).toBe(428592);
    });

    it('term premiums are half the annual ones (six months): $1,099.75 and $2,142.96', () => {
      expect([result.termPremiumBefore, result.termPremiumAfter]).toEqual([109975, 214296]);
    });

    it('difference: 208,642 x 6/12 x 75/181 = 43,226.93 -> $432.27, shown as an INCREASE for 05/01/2026 to 07/15/2026', () => {
      expect(result.differenceInRate).toBe(43227);
      expect(result.premiumChange.text).toBe('This change will result in a $432.27 INCREASE IN PREMIUM for the period 05/01/2026 to 07/15/2026.');
    });
  });

  describe('a decrease: deleting a vehicle', () => {
    const deleteCivic = change({ before: twoVehicles, after: policy() });

    it("removes the vehicle's $1,276.51 a year: 127,651 x 6/12 x 75/181 = -26,447.03 -> ($264.47)", () => {
      expect(deleteCivic.before.vehicles[1]!.annualPremium).toBe(127651);
      expect(deleteCivic.annualPremiumBefore - deleteCivic.annualPremiumAfter).toBe(127651);
      expect(deleteCivic.differenceInRate).toBe(-26447);
    });

    it('reads DECREASE with the amount in parentheses', () => {
      expect(deleteCivic.premiumChange).toMatchObject({ amount: '($264.47)', direction: 'DECREASE', label: 'DECREASE IN PREMIUM' });
      expect(deleteCivic.premiumChange.text).toBe('This change will result in a ($264.47) DECREASE IN PREMIUM for the period 05/01/2026 to 07/15/2026.');
    });

    it('is the exact mirror of adding the same vehicle on the same day (rounding is symmetric)', () => {
      const addCivic = change({ before: policy(), after: twoVehicles });
      expect(addCivic.differenceInRate).toBe(-deleteCivic.differenceInRate);
    });
  });

  describe('where the change falls in the term', () => {
    it("effective on the first day of the term: the whole term's difference, equal to the change in term premium", () => {
      const r = change({ effectiveDate: EXAMPLE_TERM.effectiveDate });
      expect(r.daysRemaining).toBe(181);
      expect(r.differenceInRate).toBe(104321);
      expect(r.differenceInRate).toBe(r.termPremiumAfter - r.termPremiumBefore);
    });

    it("effective on the last day of the term (the day before expiration): one day's worth, 208,642 x 6/12 / 181 = 576.36 -> $5.76", () => {
      const r = change({ effectiveDate: '2026-07-14' });
      expect(r.daysRemaining).toBe(1);
      expect(r.differenceInRate).toBe(576);
      expect(r.premiumChange.text).toBe('This change will result in a $5.76 INCREASE IN PREMIUM for the period 07/14/2026 to 07/15/2026.');
    });

    it('effective on the expiration date: no day of the term is left, so the difference is $0.00', () => {
      const r = change({ effectiveDate: EXAMPLE_TERM.expirationDate });
      expect(r.daysRemaining).toBe(0);
      expect(r.differenceInRate).toBe(0);
      expect(r.premiumChange.amount).toBe('$0.00');
      // The annual premiums still show what the change is worth.
      expect(r.annualPremiumAfter - r.annualPremiumBefore).toBe(208642);
    });

    it('a twelve-month term counts the full annual difference over 365 days', () => {
      const r = change({ term: { effectiveDate: '2026-03-01', expirationDate: '2027-03-01' }, effectiveDate: '2026-09-01' });
      expect(r).toMatchObject({ termMonths: 12, daysInTerm: 365, daysRemaining: 181 });
      // Ages on 09/01/2026 are those of the example; 208,642 x 12/12 x 181/365 = 103,463.57 -> 103,464.
      expect(r.annualPremiumAfter - r.annualPremiumBefore).toBe(208642);
      expect(r.differenceInRate).toBe(103464);
    });

    it("a term ending on a shorter month's last day is still six whole months (08/31 -> 02/28)", () => {
      expect(change({ term: { effectiveDate: '2025-08-31', expirationDate: '2026-02-28' }, effectiveDate: '2025-12-01' }).termMonths).toBe(6);
    });
  });

  describe('rounding: exact integers, one rounding at the end, half away from zero', () => {
    it('half a cent rounds away from zero both ways', () => {
      expect(proRataDifference(1, 6, 1, 1)).toBe(1);
      expect(proRataDifference(-1, 6, 1, 1)).toBe(-1);
    });

    it('rounding once keeps a cent that rounding each term premium would lose', () => {
      // Annual 1 -> 2 cents on a six-month term: each term premium rounds to 1 cent (0.5 -> 1, 1 -> 1),
      // their difference is 0; the difference itself is 0.5 cent -> 1.
      expect(termPremium(2, 6) - termPremium(1, 6)).toBe(0);
      expect(proRataDifference(2 - 1, 6, 181, 181)).toBe(1);
    });

    it('just under half a cent rounds toward zero', () => {
      // 1 x 12/12 x 182/365 = 0.4986 cent.
      expect(proRataDifference(1, 12, 182, 365)).toBe(0);
      expect(proRataDifference(1, 12, 183, 365)).toBe(1);
    });
  });

  describe('changes that do not change the premium', () => {
    it('the same snapshot before and after (a lienholder change) is $0.00 INCREASE IN PREMIUM', () => {
      const r = change({ after: addYoungDriver.before });
      expect(r.differenceInRate).toBe(0);
      expect(r.premiumChange.label).toBe('INCREASE IN PREMIUM');
    });
  });

  describe('rate table version', () => {
    it("both sides are rated with the term's version: a term effective 07/01/2026 uses 2026-07 and costs more than one effective 06/30/2026", () => {
      const snapshot: PolicySnapshot = policy();
      const rateOn = (effectiveDate: string, expirationDate: string) =>
        rateChange({ term: { effectiveDate, expirationDate }, effectiveDate, before: snapshot, after: snapshot });
      const old = rateOn('2026-06-30', '2026-12-30');
      const current = rateOn('2026-07-01', '2027-01-01');
      expect([old.rateTableId, old.before.rateTableId, old.after.rateTableId]).toEqual(['2023-01', '2023-01', '2023-01']);
      expect([current.rateTableId, current.before.rateTableId, current.after.rateTableId]).toEqual(['2026-07', '2026-07', '2026-07']);
      expect(current.annualPremiumBefore).toBeGreaterThan(old.annualPremiumBefore);
    });
  });

  describe('dates the engine refuses', () => {
    it('an effective date before the term starts or after it ends', () => {
      expect(refusal(() => change({ effectiveDate: '2026-01-14' }))).toEqual({ code: RatingErrorCode.EffectiveDateOutsideTerm, path: 'effectiveDate' });
      expect(refusal(() => change({ effectiveDate: '2026-07-16' })).code).toBe(RatingErrorCode.EffectiveDateOutsideTerm);
    });

    it('a term that is not 1 to 12 whole months, or ends before it starts', () => {
      expect(refusal(() => change({ term: { effectiveDate: '2026-01-15', expirationDate: '2026-07-30' } }))).toEqual({
        code: RatingErrorCode.InvalidTerm,
        path: 'term.expirationDate',
      });
      expect(refusal(() => change({ term: { effectiveDate: '2026-01-15', expirationDate: '2028-01-15' } })).code).toBe(RatingErrorCode.InvalidTerm);
      expect(refusal(() => change({ term: { effectiveDate: '2026-07-15', expirationDate: '2026-01-15' } })).code).toBe(RatingErrorCode.InvalidTerm);
    });

    it('dates that are not real YYYY-MM-DD dates', () => {
      expect(refusal(() => change({ effectiveDate: '05/01/2026' }))).toEqual({ code: RatingErrorCode.InvalidDate, path: 'effectiveDate' });
      for (const bad of ['2026-5-1', '2026-13-01', '2026-04-31', '2026-05-01T00:00:00Z', 20260501]) {
        expect(refusal(() => change({ effectiveDate: bad as never })).code).toBe(RatingErrorCode.InvalidDate);
      }
      expect(refusal(() => change({ term: { effectiveDate: '2026-02-30', expirationDate: '2026-07-15' } })).path).toBe('term.effectiveDate');
    });

    it('names the side of the change with bad input', () => {
      expect(refusal(() => change({ after: policy({ vehicles: [vehicle({ collision: 9 })] }) })).path).toBe('after.vehicles[0].collision');
      expect(refusal(() => change({ before: policy({ drivers: [] }) })).path).toBe('before.drivers');
    });
  });

  describe('determinism', () => {
    it('the same change rated twice, at different clock times, gives the same result', () => {
      jest.useFakeTimers();
      try {
        jest.setSystemTime(new Date('2026-05-01T03:00:00Z'));
        const first = rateChange(addYoungDriver);
        jest.setSystemTime(new Date('2029-12-31T23:00:00Z'));
        expect(rateChange(structuredClone(addYoungDriver))).toEqual(first);
      } finally {
        jest.useRealTimers();
      }
    });

    it('does not depend on the process time zone (dates are calendar days)', () => {
      const zone = process.env.TZ;
      try {
        process.env.TZ = 'Pacific/Kiritimati';
        const east = rateChange(addYoungDriver);
        process.env.TZ = 'Pacific/Pago_Pago';
        expect(rateChange(addYoungDriver)).toEqual(east);
        expect(east.daysInTerm).toBe(181);
      } finally {
        process.env.TZ = zone;
      }
    });
  });
});
