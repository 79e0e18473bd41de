/**
 * Mutation testing of the API's rule and guard modules (issue 9, "Tests that can fail"):
 * `npm run mutate` (or `npm run mutate -- api`). Not part of `npm test` or CI: it reruns the
 * unit specs once per mutant. Scope, score and every surviving mutant: docs/testing.md.
 */
import { readFileSync } from 'node:fs';
import { strykerRun } from './stryker.shared.mjs';

const swc = JSON.parse(readFileSync(new URL('../../api/.swcrc', import.meta.url), 'utf8'));
delete swc.$schema;

const mutate = [
  'api/src/policies/policy-rules.ts',
  'api/src/profile/delivery-rules.ts',
  'api/src/profile/home-promotion.ts',
  'api/src/common/validation/password.ts',
  'api/src/policy-proof/proof-rules.ts',
  'api/src/system/chat-availability.ts',
  // Tokens and the ownership claim (which policies a token may name): `npm run mutate -- api-auth`.
];

/**
 * The jest options of a run: each module is tested by the unit spec beside it. Through the areas'
 * index.ts barrels many specs import these modules, and jest's related-tests lookup loaded every
 * one of them for each mutant (88 tests in several spec files for the JWT guard alone): with
 * NestJS and MikroORM under vm modules that was minutes per mutant on the shared machine.
 */
export function jestFor(files) {
  return {
    projectType: 'custom',
    enableFindRelatedTests: true,
    config: {
      // Relative: Stryker runs jest inside its sandbox copy of the repository.
      rootDir: 'api',
      testEnvironment: 'node',
      testMatch: files.map((f) => `<rootDir>/${f.replace(/^api\//, '').replace(/\.ts$/, '.spec.ts')}`),
      transform: { '^.+\\.ts$': ['@swc/jest', swc] },
    },
  };
}

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...strykerRun('api'),
  // The API's unit specs require ES-module-only NestJS 12 / MikroORM 7 (scripts/lib/jest-vm-modules.cjs).
  testRunnerNodeArgs: ['--experimental-vm-modules', '--disable-warning=ExperimentalWarning'],
  mutate,
  jest: jestFor(mutate),
  ignorePatterns: ['dist', '/web', '/openapi', '/generated-client', '/.data', '/test-artifacts', '/reports', '/api/test', '/api/bench'],
};
