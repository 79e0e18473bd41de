import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { RatingErrorCode, RatingInputError } from './rating-error';

dayjs.extend(utc);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Calendar dates of the engine: 'YYYY-MM-DD' strings read strictly in UTC, so no server time
 * zone or daylight-saving shift can move a day. The engine never reads the clock.
 */
export type CalendarDate = Dayjs;

export function parseCalendarDate(value: unknown, path: string): CalendarDate {
  // The pattern, then dayjs's fast ISO path; a day that does not exist (02/30) rolls over into
  // the next month, which the month and day check catches. (dayjs's strict format parsing and
  // isValid(), which renders the date with Date#toString, cost several times more.)
  const parts = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  const date = parts ? dayjs.utc(value as string) : null;
  if (!parts || !date || Number.isNaN(date.valueOf()) || date.month() + 1 !== Number(parts[2]) || date.date() !== Number(parts[3])) {
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
  // Adding m months always lands in the m-th month after start, so only one m can match.
  const months = (end.year() - start.year()) * 12 + (end.month() - start.month());
  return months >= 1 && months <= 12 && start.add(months, 'month').isSame(end, 'day') ? months : null;
}

/**
 * Age in completed years on `on`. A birthday counts once its month and day are reached, so
 * someone born on February 29 turns a year older on March 1 in a common year.
 */
export function ageOn(birthDate: CalendarDate, on: CalendarDate): number {
  const beforeBirthday = on.month() < birthDate.month() || (on.month() === birthDate.month() && on.date() < birthDate.date());
  return on.year() - birthDate.year() - (beforeBirthday ? 1 : 0);
}

/** A date as shown to users (doc 1 §9): MM/DD/YYYY. */
export function usDate(date: CalendarDate): string {
  return `${String(date.month() + 1).padStart(2, '0')}/${String(date.date()).padStart(2, '0')}/${date.year()}`;
}
