import dayjs from 'dayjs';

/**
 * How the portal writes money, dates and phones (doc 1 §9), in one place for every screen.
 * Masks for what the user types are in forms/masks.ts; these only display.
 */

/** Money with a dollar sign and two decimals: $1,234.50. */
export function formatMoney(amount: number): string {
  return amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date as MM/DD/YYYY; empty for none. A calendar day (2026-03-07) is written as it is, with no
 * time-zone shift; a timestamp is shown as the day it is here.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const day = ISO_DAY.exec(value);
  if (day) return `${day[2]}/${day[3]}/${day[1]}`;
  const date = dayjs(value);
  return date.isValid() ? date.format('MM/DD/YYYY') : value;
}

/** A ten-digit phone (or eleven with the leading 1) as 800-555-0199; anything else as given. */
export function formatPhone(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return ten.length === 10 ? `${ten.slice(0, 3)}-${ten.slice(3, 6)}-${ten.slice(6)}` : (value ?? '');
}

const CARD_BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  'american-express': 'American Express',
  discover: 'Discover',
};

/** A card brand as the provider reports it ('american-express') in the words a customer reads ('American Express'). */
export function formatCardBrand(brand: string | null | undefined): string {
  if (!brand) return '';
  return CARD_BRAND_NAMES[brand] ?? brand;
}
