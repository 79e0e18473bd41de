import { DecimalType } from '@mikro-orm/core';

/** Money: numeric(12,2) in the database, a JS number in entities. */
export function money() {
  return { type: new DecimalType('number'), precision: 12, scale: 2 } as const;
}

/** A calendar date: `date` in the database, 'YYYY-MM-DD' in entities (no time zone shift). */
export const CALENDAR_DATE = { type: 'date', columnType: 'date' } as const;
