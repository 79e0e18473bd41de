#!/usr/bin/env node
/**
 * Rating engine benchmark: how long one rateChange takes (both sides rated, pro-rata, text),
 * for the README's worked example (1 vehicle) and for a 4-vehicle, 4-driver policy.
 * Figures go in src/policy-changes/rating/README.md ("Performance"). Not a test.
 *
 *   npm run build -w @portal/api && node api/bench/rating.mjs [--iterations 20000]
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const { rateChange } = createRequire(import.meta.url)(join(here, '..', 'dist', 'policy-changes', 'rating', 'index.js'));
const { values } = parseArgs({ options: { iterations: { type: 'string', default: '20000' } } });
const iterations = Number(values.iterations);

const limits = { BI: '$100,000/$300,000', PD: '$100,000', UM: '$100,000/$300,000', UIM: '$100,000/$300,000', MED: '$5,000' };
const vehicle = (vehicleNum) => ({
  vehicleNum,
  year: 2023,
  vehicleClass: 'suv',
  annualMileage: 12500,
  garagingZip: '46220',
  limits,
  comprehensive: 5,
  collision: 2,
  rentalReimbursement: 1,
  towingAndLabor: 3,
  loanLeaseCoverage: vehicleNum === 1,
});
const adult = { driverNum: 1, birthDate: '1984-03-14', maritalStatus: 'married', licensedForThreeOrMoreYears: true };
const young = { driverNum: 2, birthDate: '2003-02-10', maritalStatus: 'single', licensedForThreeOrMoreYears: false };
const term = { effectiveDate: '2026-01-15', expirationDate: '2026-07-15' };

const cases = {
  'worked example (1 vehicle, add a driver)': {
    term,
    effectiveDate: '2026-05-01',
    before: { vehicles: [vehicle(1)], drivers: [adult], enhancement: 'better' },
    after: { vehicles: [vehicle(1)], drivers: [adult, young], enhancement: 'better' },
  },
  '4 vehicles, 4 drivers (add a vehicle)': {
    term,
    effectiveDate: '2026-05-01',
    before: { vehicles: [1, 2, 3].map(vehicle), drivers: [adult, young, { ...adult, driverNum: 3 }, { ...young, driverNum: 4 }], enhancement: 'no' },
    after: { vehicles: [1, 2, 3, 4].map(vehicle), drivers: [adult, young, { ...adult, driverNum: 3 }, { ...young, driverNum: 4 }], enhancement: 'best' },
  },
};

for (const [name, input] of Object.entries(cases)) {
  for (let i = 0; i < 500; i++) rateChange(input); // warm up
  const start = performance.now();
  for (let i = 0; i < iterations; i++) rateChange(input);
  const ms = performance.now() - start;
  console.log(`${name}: ${((ms * 1000) / iterations).toFixed(1)} µs per rateChange (${iterations} runs, ${ms.toFixed(0)} ms)`);
}
