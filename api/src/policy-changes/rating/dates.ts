import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import utc from 'dayjs/plugin/utc';
import { RatingErrorCode, RatingInputError } from './rating-error';

dayjs.extend(utc);
dayjs.extend(customParseFormat);

/**
 * Calendar dates of the engine: 'YYYY-MM-DD' strings read strictly in UTC, so no server time
 * zone or daylight-saving shift can move a day. The engine never reads the clock.
 */
export type CalendarDate = Dayjs;

export function parseCalendarDate(value: unknown, path: string): CalendarDate {
  const date = typeof value === 'string' ? dayjs.utc(value, 'YYYY-MM-DD', true) : null;
  if (!date?.isValid()) {
    throw new RatingInputError(RatingErrorCode.InvalidDate, path, `${JSON.stringify(value)} is not a date written YYYY-MM-DD`);
  }
  return date;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return to.diff(from, 'day');
}

/**
 * The number of months (1 to 12) after which `start` reaches `end` (day of month kept, clamped
 * at a month's end as the policy system does: Aug 31 + 6 months = Feb 28/29), or null.
 */
export function wholeMonthsBetween(start: CalendarDate, end: CalendarDate): number | null {
  for (let months = 1; months <= 12; months++) {
    if (start.add(months, 'month').isSame(end, 'day')) return months;
  }
  return null;
}

/**
 * Age in completed years on `on`. A birthday counts once its month and day are reached, so
 * someone born on February 29 turns a year older on March 1 in a common year.
 */
export function ageOn(birthDate: CalendarDate, on: CalendarDate): number {
  const beforeBirthday =
    on.month() < birthDate.month() || (on.month() === birthDate.month() && on.date() < birthDate.date());
  return on.year() - birthDate.year() - (beforeBirthday ? 1 : 0);
}

export function isoDate(date: CalendarDate): string {
  return date.format('YYYY-MM-DD');
}

/** A date as shown to users (doc 1 §9): MM/DD/YYYY. */
export function usDate(date: CalendarDate): string {
  return date.format('MM/DD/YYYY');
}
