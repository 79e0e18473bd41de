import { daysBetween, parseCalendarDate, wholeMonthsBetween } from './dates';
import { divideRoundHalfAwayFromZero } from './money';
import { premiumChangeText } from './premium-change-text';
import { ratePolicy } from './rate-policy';
import { RatingErrorCode, RatingInputError } from './rating-error';
import { type RateTable, assertValidRateTable, rateTableFor } from './tables';
import type { ChangeRating, ChangeRatingInput } from './types';

/**
 * The pro-rata share of an annual premium difference for the rest of a term, in cents:
 * annualDifference x termMonths/12 x daysRemaining/daysInTerm, computed exactly on integers and
 * rounded once, half away from zero (so an increase and the matching decrease are mirror
 * images: +0.5 cent -> +1, -0.5 cent -> -1).
 */
export function proRataDifference(annualDifference: number, termMonths: number, daysRemaining: number, daysInTerm: number): number {
  return divideRoundHalfAwayFromZero(annualDifference * termMonths * daysRemaining, 12 * daysInTerm);
}

/** An annual premium scaled to a term of `termMonths` months (a six-month term pays half), rounded once. */
export function termPremium(annualPremium: number, termMonths: number): number {
  return divideRoundHalfAwayFromZero(annualPremium * termMonths, 12);
}

/**
 * Rates a mid-term change: the policy before and after, both with the term's rate table and
 * with ages measured on the change's effective date (so only the change itself moves the
 * premium), and the pro-rata difference from the effective date to the term's end.
 *
 * Days: the term runs from its effective date up to its expiration date (the policy ends at
 * 12:01 AM that day), so daysInTerm = expiration - effective and daysRemaining = expiration -
 * change effective date. A change effective on the last day of the term rates one day; one
 * effective on the expiration date rates zero days, a difference of 0.
 */
export function rateChange(input: ChangeRatingInput, options: { table?: RateTable } = {}): ChangeRating {
  const termEffective = parseCalendarDate(input.term?.effectiveDate, 'term.effectiveDate');
  const termExpiration = parseCalendarDate(input.term?.expirationDate, 'term.expirationDate');
  const effective = parseCalendarDate(input.effectiveDate, 'effectiveDate');
  const termMonths = wholeMonthsBetween(termEffective, termExpiration);
  if (termMonths === null) {
    throw new RatingInputError(RatingErrorCode.InvalidTerm, 'term.expirationDate', 'the term must end 1 to 12 whole months after it starts');
  }
  if (effective.isBefore(termEffective, 'day') || effective.isAfter(termExpiration, 'day')) {
    throw new RatingInputError(
      RatingErrorCode.EffectiveDateOutsideTerm,
      'effectiveDate',
      `${input.effectiveDate} is outside the term ${input.term.effectiveDate} to ${input.term.expirationDate}`,
    );
  }
  const table = options.table ? assertValidRateTable(options.table) : rateTableFor(input.term.effectiveDate);
  const context = { termEffectiveDate: input.term.effectiveDate, ratingDate: input.effectiveDate, table };
  const before = ratePolicy(input.before, context, 'before');
  const after = ratePolicy(input.after, context, 'after');

  const daysInTerm = daysBetween(termEffective, termExpiration);
  const daysRemaining = daysBetween(effective, termExpiration);
  const differenceInRate = proRataDifference(after.annualPremium - before.annualPremium, termMonths, daysRemaining, daysInTerm);
  return {
    rateTableId: table.id,
    termMonths,
    daysInTerm,
    daysRemaining,
    before,
    after,
    annualPremiumBefore: before.annualPremium,
    annualPremiumAfter: after.annualPremium,
    termPremiumBefore: termPremium(before.annualPremium, termMonths),
    termPremiumAfter: termPremium(after.annualPremium, termMonths),
    differenceInRate,
    premiumChange: premiumChangeText(differenceInRate, input.effectiveDate, input.term.expirationDate),
  };
}
