import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  COLLISION_DEDUCTIBLES,
  COMPREHENSIVE_DEDUCTIBLES,
  RENTAL_OPTIONS_AFTER_CUTOVER,
  RENTAL_OPTIONS_BEFORE_CUTOVER,
  TOWING_AND_LABOR_LIMITS,
} from '../../core';
import { formatCents } from './money';
import { COVERAGE_DESCRIPTIONS } from './rate-policy';
import { RATE_TABLE_2023_01 as v2023, RATE_TABLE_2026_07 as v2026, rentalKey } from './tables';
import type { FactoredCoverage } from './types';

/**
 * README.md documents every table; these tests keep it true. Each row the README must hold is
 * rebuilt from the table files, so a changed rate without a changed README (or the reverse) fails.
 */
const readme = readFileSync(join(__dirname, 'README.md'), 'utf8');
const f = (factor: number) => factor.toFixed(Math.max(2, (String(factor).split('.')[1] ?? '').length));
/** A markdown table row; an empty cell is written "| |". */
const row = (...cells: string[]) => `|${cells.map((c) => (c ? ` ${c} ` : ' ')).join('|')}|`;
const expectRows = (rows: string[]) => expect(rows.filter((r) => !readme.includes(r))).toEqual([]);
const dollars = (n: number) => formatCents(n * 100).replace(/\.00$/, '');

describe('rating README', () => {
  it('states the "both versions" tables truly: 2026-07 differs from 2023-01 only in base rates and territory T03', () => {
    const strip = (t: typeof v2023) => ({
      ...t,
      id: '',
      effectiveDate: '',
      baseRates: null,
      territories: { ...t.territories, definitions: { ...t.territories.definitions, T03: null } },
    });
    expect(strip(v2026)).toEqual(strip(v2023));
  });

  it('lists the base rates of both versions', () => {
    const codes: FactoredCoverage[] = ['BI', 'PD', 'UM', 'UIM', 'MED', 'COMP', 'COLL'];
    expectRows(codes.map((c) => row(c, COVERAGE_DESCRIPTIONS[c], formatCents(v2023.baseRates[c]), formatCents(v2026.baseRates[c]))));
  });

  it('lists the limit factors (UM and UIM use the BI list)', () => {
    expect(v2023.limitFactors.UM).toEqual(v2023.limitFactors.BI);
    expect(v2023.limitFactors.UIM).toEqual(v2023.limitFactors.BI);
    expectRows((['BI', 'PD', 'MED'] as const).flatMap((c) => Object.entries(v2023.limitFactors[c]).map(([limit, factor]) => row(c, limit, f(factor)))));
  });

  it('lists every deductible factor of both lists', () => {
    const rows = COMPREHENSIVE_DEDUCTIBLES.slice(1).map((d, i) => {
      const coll = COLLISION_DEDUCTIBLES.indexOf(d as never);
      return row(
        String(i + 1),
        coll > 0 ? String(coll) : '',
        dollars(d),
        f(v2023.comprehensiveDeductibleFactors[d]!),
        coll > 0 ? f(v2023.collisionDeductibleFactors[d]!) : '',
      );
    });
    expectRows(rows);
  });

  it('lists every towing price and both rental lists with their prices', () => {
    expectRows(TOWING_AND_LABOR_LIMITS.slice(1).map((l, i) => row(String(i + 1), dollars(l), formatCents(v2023.towingAndLaborPremiums[l]!))));
    const option = (o: { perDay: number; maxDays: number }) => `$${o.perDay} a day, ${o.maxDays} days`;
    expectRows(
      RENTAL_OPTIONS_AFTER_CUTOVER.slice(1).map((after, i) => {
        const before = RENTAL_OPTIONS_BEFORE_CUTOVER[i + 1];
        const beforeCells = before ? [option(before), formatCents(v2023.rentalPremiums[rentalKey(before)])] : ['refused', ''];
        return row(String(i + 1), ...beforeCells, option(after), formatCents(v2023.rentalPremiums[rentalKey(after)]));
      }),
    );
  });

  it('lists every territory with its zip prefixes and factors', () => {
    expectRows(
      Object.entries(v2023.territories.definitions).map(([code, d]) => {
        const prefixes = Object.entries(v2023.territories.byZipPrefix)
          .filter(([, c]) => c === code)
          .map(([p]) => p);
        return row(
          code,
          d.name,
          code === v2023.territories.otherZips ? 'any other' : prefixes.join(', '),
          f(d.factor),
          f(v2026.territories.definitions[code]!.factor),
        );
      }),
    );
  });

  it('lists the vehicle class, vehicle age, mileage and driver factors, and the loan/lease share', () => {
    expectRows(Object.entries(v2023.vehicleClassFactors).map(([cls, x]) => row(cls, f(x.liability), f(x.physicalDamage))));
    const band = (b: { fromAge: number; toAge: number | null }) => (b.toAge === null ? `${b.fromAge}+` : `${b.fromAge}-${b.toAge}`);
    expectRows(v2023.vehicleAgeFactors.map((b) => row(band(b), f(b.factor))));
    expectRows(Object.entries(v2023.mileageFactors).map(([k, x]) => row(k, f(x))));
    expectRows(v2023.driverAgeFactors.map((b) => row(band(b), f(b.factor))));
    expectRows([row('licensed less than 3 years', f(v2023.inexperiencedDriverFactor))]);
    expectRows(Object.entries(v2023.maritalStatusFactors).map(([k, x]) => row(k, f(x))));
    expectRows([
      row('good student (B average)', f(v2023.goodStudentFactor)),
      row('status 1: in state or at home with a vehicle', f(v2023.studentStatusFactors['1'])),
      row('status 2: out of state with a vehicle', f(v2023.studentStatusFactors['2'])),
      row('status 3: within 100 miles without a vehicle', f(v2023.studentStatusFactors['3'])),
      row('status 4: 100 miles or more without a vehicle', f(v2023.studentStatusFactors['4'])),
    ]);
    expect(readme).toContain(`6% (factor ${f(v2023.loanLeaseFactor)})`);
  });

  it('shows which factor applies to which coverage as the tables say', () => {
    const yes = (list: FactoredCoverage[], c: FactoredCoverage, what = '') => (list.includes(c) ? `yes${what}` : 'no');
    expectRows(
      (['BI', 'PD', 'UM', 'UIM', 'MED', 'COMP', 'COLL'] as const).map((c) => {
        const pd = c === 'COMP' || c === 'COLL';
        const t = v2023.factorCoverages;
        return row(
          c,
          pd ? 'deductible' : 'limit',
          yes(t.territory, c),
          yes(t.vehicleClass, c, pd ? ' (physical damage)' : ' (liability)'),
          yes(t.vehicleAge, c),
          yes(t.mileage, c),
          yes(t.driver, c),
        );
      }),
    );
  });

  it('shows the bundle prices', () => {
    expectRows([row('better (make-it-better)', formatCents(v2023.bundlePrices.better))]);
    expect(readme).toContain(
      row(
        'best (make-it-even-better)',
        `${formatCents(v2023.bundlePrices.best)}, or ${formatCents(v2023.bundlePrices.bestWhenBetterHeld)} more for a policy that holds better`,
      ),
    );
  });
});
