/** Unit tests sit beside the code (*.spec.ts); API tests live in test/ (*.e2e-spec.ts). */
const fs = require('node:fs');
const path = require('node:path');

// NestJS 12 and MikroORM 7 are ES modules only: jest needs --experimental-vm-modules to require them.
require('../scripts/lib/jest-vm-modules.cjs').ensureVmModules();
const swc = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));
delete swc.$schema;
const transform = { '^.+\\.ts$': ['@swc/jest', swc] };

module.exports = {
  // testTimeout is a global option (a project-level one is ignored); API tests start an app and may seed.
  testTimeout: 60000,
  // One test file at a time (the default on 2 cores) but in a worker process that is replaced once
  // it holds more than this after a file: run in the jest process itself, the heap every Nest app,
  // MikroORM and swc-compiled module registry leaves behind grew past 3.7 GB over ~150 files and
  // the run died of an out-of-memory error (CI, 26 Nov). Setting the limit also makes jest use a
  // worker even with one (jest's shouldRunInBand).
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      rootDir: __dirname,
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
      transform,
    },
    {
      // The local ESLint rules (scripts/lint/boundaries.mjs) under RuleTester: native ES modules, no transform.
      displayName: 'lint-rules',
      testEnvironment: 'node',
      rootDir: path.join(__dirname, '..', 'scripts', 'lint'),
      testMatch: ['<rootDir>/*.test.mjs'],
      transform: {},
    },
    {
      // The client generator's constraints (scripts/lib/constraints.mjs): native ES modules, no transform.
      displayName: 'scripts',
      testEnvironment: 'node',
      rootDir: path.join(__dirname, '..', 'scripts', 'lib'),
      testMatch: ['<rootDir>/*.test.mjs'],
      transform: {},
    },
    {
      // The web build's page scripts (web/scripts/entry-loader.mjs): native ES modules, no transform.
      displayName: 'web-scripts',
      testEnvironment: 'node',
      rootDir: path.join(__dirname, '..', 'web', 'scripts'),
      testMatch: ['<rootDir>/*.test.mjs'],
      transform: {},
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      transform,
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      setupFiles: ['reflect-metadata'],
    },
  ],
};
