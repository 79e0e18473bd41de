/**
 * Browser journeys: jest drives Debian's Chromium through playwright-core against the built
 * production server (api/dist/main.js serving web/dist), started once in globalSetup.
 * Run from the repo root: `npx jest -c web/e2e/jest.config.cjs` (build api and web first).
 * Set E2E_BASE_URL to test a server that is already running instead.
 */
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: path.resolve(__dirname, '..', '..'),
  roots: ['<rootDir>/web/e2e'],
  testMatch: ['<rootDir>/web/e2e/**/*.spec.ts'],
  transform: {
    // web/ is "type": "module"; the tests run as CommonJS, so swc must emit commonjs.
    '^.+\\.ts$': [
      '@swc/jest',
      {
        swcrc: false,
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  testEnvironment: 'node',
  globalSetup: '<rootDir>/web/e2e/support/global-setup.ts',
  // A journey that reads a demo balance runs before the one that changes it (support/sequencer.cjs).
  testSequencer: '<rootDir>/web/e2e/support/sequencer.cjs',
  globalTeardown: '<rootDir>/web/e2e/support/global-teardown.ts',
  testTimeout: 60_000,
  maxWorkers: 1,
};
