/**
 * Unit tests of the web app: its own logic (pure TypeScript, in node) and rendered components
 * (Testing Library in jsdom: such a file starts with the docblock `@jest-environment jsdom`).
 * Files named *.test.ts or *.test.tsx under src.
 */
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: path.resolve(__dirname),
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/scripts/**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        swcrc: false,
        jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
        module: { type: 'commonjs' },
      },
    ],
  },
  // generated-client ships ES modules; transform it too.
  transformIgnorePatterns: ['/node_modules/(?!@portal/)'],
  moduleNameMapper: {
    '^@portal/generated-client$': '<rootDir>/../generated-client/src/index.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.css$': '<rootDir>/src/testing/styleStub.cjs',
  },
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup.ts'],
};
