import dayjs from 'dayjs';
import { currentLanguage } from '@/i18n/i18n';
import { LOCALE_OF, type Language } from '@/i18n/languages';

/**
 * How the portal writes money, dates and phones (doc 1 §9), in one place for every screen.
 * Masks for what the user types are in forms/masks.ts; these only display. Each takes the
 * language, the page's by default (issue 17; web/src/i18n/README.md says what differs).
 */

/** Money with a dollar sign and two decimals: $1,234.50 (the same in en-US and es-US). */
export function formatMoney(amount: number, language: Language = currentLanguage()): string {
  return amount.toLocaleString(LOCALE_OF[language] ?? 'en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date as MM/DD/YYYY in both languages (US documents and the date inputs use it); empty for
 * none. A calendar day (2026-03-07) is written as it is, with no time-zone shift; a timestamp is
 * shown as the day it is here.
 */
export function formatDate(value: string | null | undefined, _language: Language = currentLanguage()): string {
  if (!value) return '';
  const day = ISO_DAY.exec(value);
  if (day) return `${day[2]}/${day[3]}/${day[1]}`;
  const date = dayjs(value);
  return date.isValid() ? date.format('MM/DD/YYYY') : value;
}

/** A date with the month's name in the language: March 7, 2026 / 7 de marzo de 2026; empty for none. */
export function formatLongDate(value: string | null | undefined, language: Language = currentLanguage()): string {
  if (!value) return '';
  const day = ISO_DAY.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : dayjs(value).toDate();
  return Number.isNaN(date.getTime()) ? value : new Intl.DateTimeFormat(LOCALE_OF[language] ?? 'en-US', { dateStyle: 'long' }).format(date);
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

/** Cents as a rate difference shows them: $12.34, or ($12.34) for a decrease (doc 3 §4). */
export function formatCentsDifference(cents: number): string {
  const abs = `$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return cents < 0 ? `(${abs})` : abs;
}

/** Whole dollars with a dollar sign and grouped digits, no cents: $1,000 (deductibles, limits). */
export function formatWholeDollars(amount: number): string {
  return `$${amount.toLocaleString('en-US')}`;
}

/** A count with grouped digits: 1,234 (en-US and es-US group digits alike). */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/** A moment as a medium date and a short time in the language, in `timeZone` when given (the browser's otherwise). */
export function formatDateTime(value: string, timeZone?: string, language: Language = currentLanguage()): string {
  return new Date(value).toLocaleString(LOCALE_OF[language] ?? 'en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
}

/** The calendar day (YYYY-MM-DD) that `at` falls on in `timeZone`: admin's "today in US Eastern". */
export function isoDayIn(timeZone: string, at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
