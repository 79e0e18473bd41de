import { EXAMPLE_CHANGE_DATE, EXAMPLE_TERM, policy, vehicle } from '../../../test/support/rating-fixtures';
import { bundleBenefits, bundleOffers, bundleRentalBenefits, isBeforeRentalCutover } from './bundles';
import { rateChange } from './rate-change';
import { ratePolicy } from './rate-policy';
import { RATE_TABLE_2023_01 } from './tables';
import type { Enhancement } from './types';

const context = { termEffectiveDate: EXAMPLE_TERM.effectiveDate, ratingDate: EXAMPLE_CHANGE_DATE };
/** A bundle change effective on the first day of a 12-month term: the pro-rata difference is the full annual one. */
const bundleChange = (from: Enhancement, to: Enhancement) =>
  rateChange({
    term: { effectiveDate: '2026-01-15', expirationDate: '2027-01-15' },
    effectiveDate: '2026-01-15',
    before: policy({ enhancement: from }),
    after: policy({ enhancement: to }),
  });

describe('bundles (doc 3 §9)', () => {
  describe('prices', () => {
    it('better bundle: $35 a year for the whole policy, however many vehicles', () => {
      const one = ratePolicy(policy({ enhancement: 'better' }), context);
      const three = ratePolicy(policy({ enhancement: 'better', vehicles: [vehicle(), vehicle({ vehicleNum: 2 }), vehicle({ vehicleNum: 3 })] }), context);
      expect(one.bundle.annualPremium).toBe(3500);
      expect(three.bundle.annualPremium).toBe(3500);
      expect(three.annualPremium).toBe(three.vehicles.reduce((s, v) => s + v.annualPremium, 0) + 3500);
    });

    it('no bundle costs nothing', () => {
      expect(ratePolicy(policy({ enhancement: 'no' }), context).bundle).toEqual({
        enhancement: 'no',
        annualPremium: 0,
        includedRental: null,
        additionalRental: null,
      });
    });

    it('adding better to a policy with no bundle adds $35.00 a year', () => {
      const change = bundleChange('no', 'better');
      expect(change.annualPremiumAfter - change.annualPremiumBefore).toBe(3500);
      expect(change.differenceInRate).toBe(3500);
      expect(change.premiumChange.amount).toBe('$35.00');
    });

    it('even better from no bundle adds $65.00 a year', () => {
      const change = bundleChange('no', 'best');
      expect(change.after.bundle.annualPremium).toBe(6500);
      expect(change.differenceInRate).toBe(6500);
    });

    it('even better with better already held adds $30.00 a year', () => {
      const change = bundleChange('better', 'best');
      expect(change.differenceInRate).toBe(3000);
      expect(change.premiumChange.text).toBe('This change will result in a $30.00 INCREASE IN PREMIUM for the period 01/15/2026 to 01/15/2027.');
    });

    it('dropping even better back to better is a $30.00 decrease', () => {
      expect(bundleChange('best', 'better').premiumChange.amount).toBe('($30.00)');
    });

    it('a bundle added mid-term is charged pro rata: better on a six-month term with 75 of 181 days left is $7.25', () => {
      const change = rateChange({
        term: EXAMPLE_TERM,
        effectiveDate: EXAMPLE_CHANGE_DATE,
        before: policy({ enhancement: 'no' }),
        after: policy({ enhancement: 'better' }),
      });
      // 3,500 x 6/12 x 75/181 = 725.138... -> 725 cents.
      expect(change.differenceInRate).toBe(725);
    });
  });

  describe('the 12/01/2023 rental cut-over, by term effective date', () => {
    it('a term effective 11/30/2023 is before the cut-over; one effective 12/01/2023 is not', () => {
      expect(isBeforeRentalCutover('2023-11-30')).toBe(true);
      expect(isBeforeRentalCutover('2023-12-01')).toBe(false);
    });

    it('term effective 11/30/2023: included rental $20 a day up to $600; even better adds $20 a day up to $1,200', () => {
      expect(bundleRentalBenefits('better', '2023-11-30')).toEqual({ includedRental: { perDay: 20, maximum: 600 }, additionalRental: null });
      expect(bundleRentalBenefits('best', '2023-11-30')).toEqual({
        includedRental: { perDay: 20, maximum: 600 },
        additionalRental: { perDay: 20, maximum: 1200 },
      });
    });

    it('term effective 12/01/2023: included rental $40 a day up to $1,200; even better adds $10 a day up to $300', () => {
      expect(bundleRentalBenefits('better', '2023-12-01')).toEqual({ includedRental: { perDay: 40, maximum: 1200 }, additionalRental: null });
      expect(bundleRentalBenefits('best', '2023-12-01')).toEqual({
        includedRental: { perDay: 40, maximum: 1200 },
        additionalRental: { perDay: 10, maximum: 300 },
      });
    });

    it('the rated bundle carries the benefits of its term, at the same price on both sides of the cut-over', () => {
      const rated = (termEffectiveDate: string) =>
        ratePolicy(policy({ enhancement: 'best', vehicles: [vehicle({ year: 2022 })] }), { termEffectiveDate, ratingDate: termEffectiveDate }).bundle;
      expect(rated('2023-11-30')).toEqual({
        enhancement: 'best',
        annualPremium: 6500,
        includedRental: { perDay: 20, maximum: 600 },
        additionalRental: { perDay: 20, maximum: 1200 },
      });
      expect(rated('2023-12-01')).toEqual({
        enhancement: 'best',
        annualPremium: 6500,
        includedRental: { perDay: 40, maximum: 1200 },
        additionalRental: { perDay: 10, maximum: 300 },
      });
    });
  });

  describe('the comparison table offers (add-vehicle step 4)', () => {
    it('with no bundle: better at $35.00 and even better at $65.00', () => {
      const offers = bundleOffers('no', '2026-01-15', RATE_TABLE_2023_01);
      expect(offers.map((o) => [o.enhancement, o.name, o.annualPriceToAdd, o.annualPriceText])).toEqual([
        ['better', 'Make-it-better bundle', 3500, '$35.00'],
        ['best', 'Make-it-even-better bundle', 6500, '$65.00'],
      ]);
    });

    it('with better held: even better at $30.00', () => {
      expect(bundleOffers('better', '2026-01-15', RATE_TABLE_2023_01).map((o) => [o.enhancement, o.annualPriceText])).toEqual([['best', '$30.00']]);
    });

    it('with even better held: nothing to offer (the wizard skips step 4)', () => {
      expect(bundleOffers('best', '2026-01-15', RATE_TABLE_2023_01)).toEqual([]);
    });

    it('better lists the §9 benefits; even better adds safety glass and the extra rental of its term', () => {
      expect(bundleBenefits('better', '2026-01-15')).toEqual([
        { label: 'New car replacement', detail: 'Included' },
        { label: 'Rental reimbursement', detail: '$40 a day, $1,200 max' },
        { label: 'Rental company loss of revenue', detail: '$40 a day, $1,200 max' },
        { label: 'Emergency travel expenses (100+ miles from home)', detail: '$600' },
        { label: 'Personal property', detail: '$500' },
        { label: 'Fire department service charge', detail: '$500' },
        { label: 'Air bag replacement', detail: '$1,000' },
        { label: 'Locksmith', detail: '$500' },
        { label: 'Trailer damage', detail: '$1,500' },
      ]);
      expect(bundleBenefits('best', '2023-11-30').slice(-2)).toEqual([
        { label: 'Safety glass', detail: 'Included' },
        { label: 'Additional rental reimbursement', detail: '$20 a day, $1,200 max' },
      ]);
      expect(bundleBenefits('best', '2023-11-30')[1]).toEqual({ label: 'Rental reimbursement', detail: '$20 a day, $600 max' });
    });
  });
});
