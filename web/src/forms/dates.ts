import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { formsText } from './i18n';

dayjs.extend(customParseFormat);

/*
 * Dates typed as MM/DD/YYYY (the input's mask is maskDate in masks.ts). Apart from the masks
 * because of dayjs and its parsing plugin: the masks are in every form's chunk (the login
 * page's too), these only where a date is asked for.
 */

export const DATE_FORMAT = 'MM/DD/YYYY';

/**
 * Whether `value` is a real calendar date written exactly MM/DD/YYYY (02/30/1990 and
 * 13/01/1990 are not), parsed strictly by dayjs's customParseFormat.
 */
export function isStrictDate(value: string): boolean {
  return /^\d{2}\/\d{2}\/\d{4}$/.test(value) && dayjs(value, DATE_FORMAT, true).isValid();
}

/**
 * A date of birth: a strict MM/DD/YYYY date that is not in the future and not before 1900.
 * Returns the sentence to show, or null when the date is fine.
 */
export function checkDateOfBirth(value: string, today: Date = new Date()): string | null {
  const t = formsText();
  if (!isStrictDate(value)) return t('dates.dateOfBirth');
  const date = dayjs(value, DATE_FORMAT, true);
  if (date.isAfter(dayjs(today), 'day')) return t('dates.dateOfBirthFuture');
  if (date.year() < 1900) return t('dates.dateOfBirthAfter1900');
  return null;
}
