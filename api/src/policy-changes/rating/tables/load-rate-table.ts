import { type RateTable, rateTableProblems } from './rate-table';

/** Checks one value of a data file, pushing readable problems (`where: what is wrong`). */
type Check = (value: unknown, where: string, problems: string[]) => void;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const num: Check = (value, where, problems) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) problems.push(`${where}: ${JSON.stringify(value)} is not a number`);
};
const str: Check = (value, where, problems) => {
  if (typeof value !== 'string') problems.push(`${where}: ${JSON.stringify(value)} is not a string`);
};
const numOrNull: Check = (value, where, problems) => {
  if (value !== null) num(value, where, problems);
};
/** An object of any keys whose values each pass `of`. */
const record =
  (of: Check): Check =>
  (value, where, problems) => {
    if (!isObject(value)) problems.push(`${where}: is not an object`);
    else for (const [key, item] of Object.entries(value)) of(item, `${where}.${key}`, problems);
  };
const list =
  (of: Check): Check =>
  (value, where, problems) => {
    if (!Array.isArray(value)) problems.push(`${where}: is not a list`);
    else value.forEach((item, i) => of(item, `${where}[${i}]`, problems));
  };
/** An object with exactly these fields. */
const fields =
  (shape: Record<string, Check>): Check =>
  (value, where, problems) => {
    if (!isObject(value)) {
      problems.push(`${where || 'table'}: is not an object`);
      return;
    }
    const at = (key: string) => (where ? `${where}.${key}` : key);
    for (const [key, check] of Object.entries(shape)) {
      if (key in value) check(value[key], at(key), problems);
      else problems.push(`${at(key)}: missing`);
    }
    for (const key of Object.keys(value)) if (!(key in shape)) problems.push(`${at(key)}: unexpected`);
  };

const band = fields({ fromAge: num, toAge: numOrNull, factor: num });

/** Every field of a RateTable and the type of its value: a field added to the type without a check does not compile. */
const RATE_TABLE_FIELDS: { readonly [K in keyof RateTable]-?: Check } = {
  id: str,
  effectiveDate: str,
  baseRates: record(num),
  limitFactors: record(record(num)),
  comprehensiveDeductibleFactors: record(num),
  collisionDeductibleFactors: record(num),
  towingAndLaborPremiums: record(num),
  rentalPremiums: record(num),
  loanLeaseFactor: num,
  territories: fields({ byZipPrefix: record(str), otherZips: str, definitions: record(fields({ name: str, factor: num })) }),
  vehicleClassFactors: record(fields({ liability: num, physicalDamage: num })),
  vehicleAgeFactors: list(band),
  mileageFactors: record(num),
  driverAgeFactors: list(band),
  inexperiencedDriverFactor: num,
  maritalStatusFactors: record(num),
  goodStudentFactor: num,
  studentStatusFactors: record(num),
  factorCoverages: record(list(str)),
  bundlePrices: fields({ better: num, best: num, bestWhenBetterHeld: num }),
};

/** Problems of the data's shape: missing or unexpected fields, values of the wrong type (empty = a RateTable in shape). */
export function rateTableShapeProblems(data: unknown): string[] {
  const problems: string[] = [];
  fields(RATE_TABLE_FIELDS)(data, '', problems);
  return problems;
}

/**
 * A rate table version read from its data file (`tables/<id>.json`): its shape checked first,
 * then every rule of `rateTableProblems`. A malformed file is refused with all its problems, so
 * a bad version fails when the API starts (and in the table tests), never while rating.
 */
export function loadRateTable(data: unknown, source: string): RateTable {
  const shape = rateTableShapeProblems(data);
  const problems = shape.length ? shape : rateTableProblems(data as RateTable);
  if (problems.length) throw new Error(`rate table ${source} is invalid:\n${problems.join('\n')}`);
  return data as RateTable;
}
