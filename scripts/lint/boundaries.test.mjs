/**
 * RuleTester tests of the local boundary rules (boundaries.mjs), each with an allowed and a
 * violating case, on the small source tree in fixtures/ (real files: the rules ask the
 * TypeScript program where an import resolves and where an imported name is declared).
 * Run by the unit phase of `npm test` (api/jest.config.js, project `lint-rules`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import portal from './boundaries.mjs';
import { fixtureProgram } from './fixture-program.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.join(here, 'fixtures');
const file = (rel) => path.join(fixtures, 'src', rel);
const source = (rel) => ({ filename: file(rel), code: readFileSync(file(rel), 'utf8') });

const ruleTester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { programs: [fixtureProgram(path.join(fixtures, 'tsconfig.json'))], tsconfigRootDir: fixtures },
  },
});

const areaOptions = [{ dir: 'scripts/lint/fixtures/src', label: 'API area', shared: [], entryPoints: [] }];
const coreOptions = [{ coreDir: 'scripts/lint/fixtures/src/core' }];

ruleTester.run('portal/area-entry', portal.rules['area-entry'], {
  valid: [
    { ...source('beta/via-index.ts'), options: areaOptions, name: 'another area through its index.ts' },
    { ...source('core/thing-records.ts'), options: areaOptions, name: 'a file of the same area, inside it' },
  ],
  invalid: [
    {
      ...source('beta/via-internal.ts'),
      options: areaOptions,
      name: "another area's internal file",
      errors: [{ messageId: 'internal', data: { label: 'API area', from: 'beta', to: 'alpha', target: 'internal.ts' } }],
    },
  ],
});

ruleTester.run('portal/core-entities', portal.rules['core-entities'], {
  valid: [
    { ...source('beta/uses-records.ts'), options: coreOptions, name: 'a core service, through core/index.ts' },
    { ...source('beta/uses-enum.ts'), options: coreOptions, name: 'an enum declared beside an entity (not the entity)' },
    { ...source('core/thing-records.ts'), options: coreOptions, name: 'an entity inside core/' },
  ],
  invalid: [
    {
      ...source('beta/uses-entity.ts'),
      options: coreOptions,
      name: 'a core entity re-exported by core/index.ts',
      errors: [
        { messageId: 'entity', data: { name: 'Thing', file: 'scripts/lint/fixtures/src/core/thing.entity.ts', coreDir: 'scripts/lint/fixtures/src/core' } },
      ],
    },
  ],
});
