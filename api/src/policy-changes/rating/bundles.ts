import { RENTAL_CUTOVER_DATE } from '../../core';
import { parseCalendarDate } from './dates';
import { formatCents } from './money';
import { RatingErrorCode, RatingInputError } from './rating-error';
import type { RateTable } from './tables';
import type { BundleRating, Enhancement, RentalBenefit } from './types';

/**
 * The two coverage bundles of doc 3 §9. A bundle is bought for the policy, not per vehicle:
 * its price covers every vehicle. "best" (make-it-even-better) includes everything of "better".
 */

export const ENHANCEMENTS: readonly Enhancement[] = ['no', 'better', 'best'];

export const BUNDLE_NAMES: Record<Exclude<Enhancement, 'no'>, string> = {
  better: 'Make-it-better bundle',
  best: 'Make-it-even-better bundle',
};

export function assertEnhancement(value: unknown, path: string): Enhancement {
  if (!ENHANCEMENTS.includes(value as Enhancement)) {
    throw new RatingInputError(RatingErrorCode.InvalidEnhancement, path, `${JSON.stringify(value)} is not one of no, better, best`);
  }
  return value as Enhancement;
}

/** Terms effective before 12/01/2023 keep the old rental benefits and rental option list. */
export function isBeforeRentalCutover(termEffectiveDate: string): boolean {
  parseCalendarDate(termEffectiveDate, 'term.effectiveDate');
  return termEffectiveDate < RENTAL_CUTOVER_DATE; // YYYY-MM-DD dates compare as strings
}

/** Annual price of holding a bundle, in cents, for the whole policy. */
export function bundleAnnualPremium(enhancement: Enhancement, table: RateTable): number {
  switch (enhancement) {
    case 'no':
      return 0;
    case 'better':
      return table.bundlePrices.better;
    case 'best':
      return table.bundlePrices.best;
    default: {
      const unreachable: never = enhancement;
      throw new Error(`unknown enhancement ${String(unreachable)}`);
    }
  }
}

/** The rental benefits of a bundle on a term (doc 3 §9, by the 12/01/2023 cut-over). */
export function bundleRentalBenefits(
  enhancement: Enhancement,
  termEffectiveDate: string,
): { includedRental: RentalBenefit | null; additionalRental: RentalBenefit | null } {
  if (enhancement === 'no') return { includedRental: null, additionalRental: null };
  const before = isBeforeRentalCutover(termEffectiveDate);
  const includedRental = before ? { perDay: 20, maximum: 600 } : { perDay: 40, maximum: 1200 };
  const additionalRental = enhancement === 'best' ? (before ? { perDay: 20, maximum: 1200 } : { perDay: 10, maximum: 300 }) : null;
  return { includedRental, additionalRental };
}

export function rateBundle(enhancement: Enhancement, termEffectiveDate: string, table: RateTable): BundleRating {
  return { enhancement, annualPremium: bundleAnnualPremium(enhancement, table), ...bundleRentalBenefits(enhancement, termEffectiveDate) };
}

/** One line of the bundle comparison table (add-vehicle step 4). */
export interface BundleOffer {
  enhancement: Exclude<Enhancement, 'no'>;
  name: string;
  /** What choosing it adds to the annual premium, in cents: 35.00, 65.00, or 30.00 with better held. */
  annualPriceToAdd: number;
  /** e.g. "$30.00". */
  annualPriceText: string;
  benefits: { label: string; detail: string }[];
}

const dollars = (amount: number) => formatCents(amount * 100).replace(/\.00$/, '');

/** The benefits of a bundle as listed in doc 3 §9 (better's items; best adds glass and extra rental). */
export function bundleBenefits(enhancement: Exclude<Enhancement, 'no'>, termEffectiveDate: string): { label: string; detail: string }[] {
  const { includedRental, additionalRental } = bundleRentalBenefits(enhancement, termEffectiveDate);
  const rental = (r: RentalBenefit) => `${dollars(r.perDay)} a day, ${dollars(r.maximum)} max`;
  const list = [
    { label: 'New car replacement', detail: 'Included' },
    { label: 'Rental reimbursement', detail: rental(includedRental!) },
    { label: 'Rental company loss of revenue', detail: rental({ perDay: 40, maximum: 1200 }) },
    { label: 'Emergency travel expenses (100+ miles from home)', detail: dollars(600) },
    { label: 'Personal property', detail: dollars(500) },
    { label: 'Fire department service charge', detail: dollars(500) },
    { label: 'Air bag replacement', detail: dollars(1000) },
    { label: 'Locksmith', detail: dollars(500) },
    { label: 'Trailer damage', detail: dollars(1500) },
  ];
  if (enhancement === 'best') {
    list.push({ label: 'Safety glass', detail: 'Included' }, { label: 'Additional rental reimbursement', detail: rental(additionalRental!) });
  }
  return list;
}

/**
 * The bundles a policy can still choose, each with what it adds: from none, better $35 and
 * best $65; with better held, best $30; with best held, nothing (the wizard skips step 4).
 */
export function bundleOffers(current: Enhancement, termEffectiveDate: string, table: RateTable): BundleOffer[] {
  const offers: BundleOffer[] = [];
  const offer = (enhancement: Exclude<Enhancement, 'no'>, price: number) =>
    offers.push({
      enhancement,
      name: BUNDLE_NAMES[enhancement],
      annualPriceToAdd: price,
      annualPriceText: formatCents(price),
      benefits: bundleBenefits(enhancement, termEffectiveDate),
    });
  if (current === 'no') {
    offer('better', table.bundlePrices.better);
    offer('best', table.bundlePrices.best);
  } else if (current === 'better') {
    offer('best', table.bundlePrices.bestWhenBetterHeld);
  }
  return offers;
}
