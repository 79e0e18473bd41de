/**
 * Integer arithmetic for money and factors. Money is integer cents; a factor is an integer
 * number of ten-thousandths (1.1500 -> 11500), so applying a factor is one integer product and
 * one rounding, never a float that accumulates.
 */

/** Ten-thousandths in 1.0000: factors carry at most four decimals. */
export const FACTOR_SCALE = 10_000;

/**
 * `numerator / denominator` rounded half away from zero (2.5 -> 3, -2.5 -> -3), exactly, for
 * integers whose product stays a safe integer. The only rounding rule of the engine.
 */
export function divideRoundHalfAwayFromZero(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`cannot divide ${numerator} by ${denominator} exactly`);
  }
  const magnitude = Math.abs(numerator);
  const quotient = Math.floor(magnitude / denominator);
  const remainder = magnitude - quotient * denominator;
  const rounded = 2 * remainder >= denominator ? quotient + 1 : quotient;
  // `|| 0` turns -0 into 0, so a zero difference never prints or compares as negative.
  return (numerator < 0 ? -rounded : rounded) || 0;
}

/**
 * A table factor (a decimal with at most four places, e.g. 1.15) as ten-thousandths. Rejects
 * anything that does not convert exactly, so a typo such as 1.15001 fails the table check.
 */
export function factorUnits(factor: number): number {
  const units = Math.round(factor * FACTOR_SCALE);
  if (!Number.isFinite(factor) || factor <= 0 || Math.abs(factor * FACTOR_SCALE - units) > 1e-6) {
    throw new RangeError(`factor ${factor} is not a positive decimal with at most four places`);
  }
  return units;
}

/** cents x factor, rounded half away from zero to a whole cent. */
export function applyFactor(cents: number, units: number): number {
  return divideRoundHalfAwayFromZero(cents * units, FACTOR_SCALE);
}

/** Two factors combined into one, rounded half away from zero to four decimals. */
export function combineFactors(aUnits: number, bUnits: number): number {
  return divideRoundHalfAwayFromZero(aUnits * bUnits, FACTOR_SCALE);
}

/** Ten-thousandths as the four-decimal text shown in breakdowns and the README: 11500 -> "1.1500". */
export function formatFactor(units: number): string {
  return `${Math.floor(units / FACTOR_SCALE)}.${String(units % FACTOR_SCALE).padStart(4, '0')}`;
}

/**
 * Cents as US money with a dollar sign, thousands separators and two decimals; a negative
 * amount in parentheses (doc 3 §4, doc 1 §9): 123456 -> "$1,234.56", -1234 -> "($12.34)".
 */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${cents} is not a whole number of cents`);
  const magnitude = Math.abs(cents);
  const dollars = String(Math.floor(magnitude / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = `$${dollars}.${String(magnitude % 100).padStart(2, '0')}`;
  return cents < 0 ? `(${text})` : text;
}
