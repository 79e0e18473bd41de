/**
 * Mutation testing of the web app's form rules and idle timer (issue 9, "Tests that can fail"):
 * `npm run mutate` (or `npm run mutate -- web`). Not part of `npm test` or CI. Scope, score and
 * every surviving mutant: docs/testing.md.
 */
import { strykerRun } from './stryker.shared.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...strykerRun('web'),
  mutate: [
    'web/src/features/auth/idleTimer.ts',
    'web/src/features/policies/addPolicyForm.ts',
    'web/src/features/policy-proof/proofRules.ts',
    'web/src/features/profile-security/rules.ts',
    'web/src/features/profile-alerts/deliveryForm.ts',
    'web/src/features/registration/validation.ts',
    'web/src/forms/constraints.ts',
    'web/src/forms/dates.ts',
    'web/src/forms/masks.ts',
  ],
  jest: {
    projectType: 'custom',
    configFile: 'web/jest.unit.config.cjs',
    // The rendered component tests (*.test.tsx) pick jsdom by a `@jest-environment` docblock, which
    // bypasses the test environment Stryker wraps to collect per-test coverage, so the dry run
    // fails on them: the mutants are measured against the rule tests (*.test.ts).
    config: { testPathIgnorePatterns: ['/node_modules/', '\\.test\\.tsx$'] },
    enableFindRelatedTests: true,
  },
  // generated-client/src is gitignored but generated at build: the web's tests read it, so it is copied.
  ignorePatterns: ['dist', '/api', '/openapi', '/web/e2e', '/.data', '/test-artifacts', '/reports'],
};
