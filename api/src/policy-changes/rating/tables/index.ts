import { parseCalendarDate } from '../dates';
import { RatingErrorCode, RatingInputError } from '../rating-error';
import v2023_01 from './2023-01.json';
import v2026_07 from './2026-07.json';
import { loadRateTable } from './load-rate-table';
import { type RateTable, rateTableProblems } from './rate-table';

export * from './rate-table';
export { loadRateTable, rateTableShapeProblems } from './load-rate-table';

/**
 * The shipped versions, each a data file (`<id>.json`, money in annual cents per vehicle, bundles
 * per policy, factors as decimals; documented in ../README.md) checked as it loads. Never edit a
 * version that has rated a term: add a new file instead, load it here and list it below.
 */
export const RATE_TABLE_2023_01 = loadRateTable(v2023_01, '2023-01.json');
export const RATE_TABLE_2026_07 = loadRateTable(v2026_07, '2026-07.json');

/** Every shipped version, oldest first. */
export const RATE_TABLES: readonly RateTable[] = [RATE_TABLE_2023_01, RATE_TABLE_2026_07];

const checked = new WeakSet<RateTable>(RATE_TABLES);

/** Throws if the table is malformed; remembers tables already checked. */
export function assertValidRateTable(table: RateTable): RateTable {
  if (checked.has(table)) return table;
  const problems = rateTableProblems(table);
  if (problems.length) throw new Error(`rate table ${table.id} is invalid:\n${problems.join('\n')}`);
  checked.add(table);
  return table;
}

/**
 * The version that rates a term: the latest whose effective date is on or before the term's
 * effective date. A term keeps its version for all its changes, so a change is priced on the
 * rates the term was written on, and rating before and after with one version means the
 * difference comes only from the change.
 */
export function rateTableFor(termEffectiveDate: string, tables: readonly RateTable[] = RATE_TABLES): RateTable {
  parseCalendarDate(termEffectiveDate, 'term.effectiveDate');
  // Valid YYYY-MM-DD dates (the table checks hold the tables to it) compare as strings.
  let found: RateTable | undefined;
  for (const table of tables) {
    if (table.effectiveDate <= termEffectiveDate && (!found || table.effectiveDate > found.effectiveDate)) found = table;
  }
  if (!found) {
    throw new RatingInputError(RatingErrorCode.NoRateTable, 'term.effectiveDate', `no rate table is in effect on ${termEffectiveDate}`);
  }
  return assertValidRateTable(found);
}
