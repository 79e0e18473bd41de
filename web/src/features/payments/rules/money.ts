import { formatMoney } from '@/lib/format';

/**
 * Money inside the payments feature is integer cents (doc 2 §9, issue 11): amounts from the API
 * (dollars with two decimals) are converted once, on the way in, and back on the way out.
 */
export type Cents = number;

/** Dollars as the API sends them (182.4) to cents (18240), rounding away binary noise. */
export function toCents(dollars: number | null | undefined): Cents {
  if (dollars === null || dollars === undefined || !Number.isFinite(dollars)) return 0;
  return Math.round(dollars * 100);
}

/** Cents back to dollars for a request body: exact to two decimals. */
export function toDollars(cents: Cents): number {
  return Number((cents / 100).toFixed(2));
}

/** $1,234.50 (doc 2 §9: dollar sign, thousands separators, two decimals). */
export function formatCents(cents: Cents): string {
  return formatMoney(cents / 100);
}

/**
 * What the user typed in an amount box ("1,234.5", "$10") to cents; null when it is not an
 * amount with at most two decimals.
 */
export function parseAmount(text: string): Cents | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Sum of cents (integers, so exact). */
export function sumCents(values: readonly Cents[]): Cents {
  return values.reduce((a, b) => a + b, 0);
}
