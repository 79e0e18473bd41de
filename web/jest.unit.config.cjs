/** Unit tests of the web app's own logic (pure TypeScript, no browser): files named *.test.ts or *.test.tsx under src. */
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: path.resolve(__dirname),
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      { swcrc: false, jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } },
    ],
  },
  // generated-client ships ES modules; transform it too.
  transformIgnorePatterns: ['/node_modules/(?!@portal/)'],
  moduleNameMapper: { '^@portal/generated-client$': '<rootDir>/../generated-client/src/index.ts' },
  testEnvironment: 'node',
};
