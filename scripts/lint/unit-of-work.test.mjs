/**
 * RuleTester tests of portal/no-request-fork and portal/no-execute-beside-transaction
 * (unit-of-work.mjs); no-request-fork runs on the fixtures in
 * fixtures/src/uow (real files: the rule asks the TypeScript program whether fork() is called on
 * an EntityManager). Run by the unit phase of `npm test` (api/jest.config.js, project `lint-rules`).
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
const file = (rel) => path.join(fixtures, 'src', 'uow', rel);
const source = (rel) => ({ filename: file(rel), code: readFileSync(file(rel), 'utf8') });
const repoPath = (rel) => `scripts/lint/fixtures/src/uow/${rel}`;

const typed = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { programs: [fixtureProgram(path.join(fixtures, 'tsconfig.json'))], tsconfigRootDir: fixtures },
  },
});

const rule = portal.rules['no-request-fork'];
const jobReason = 'a job: runs outside any request';

typed.run('portal/no-request-fork', rule, {
  valid: [
    { ...source('uses-request-em.ts'), name: 'request code on the injected EntityManager; fork() of something that is not one' },
    {
      ...source('orm-job.ts'),
      options: [{ allowed: { [repoPath('orm-job.ts')]: jobReason } }],
      name: 'a job listed with its reason forks orm.em',
    },
  ],
  invalid: [
    {
      ...source('request-service.ts'),
      name: 'request code forks the injected EntityManager',
      errors: [{ messageId: 'fork', data: { code: 'this.em.fork' } }],
    },
    {
      ...source('orm-job.ts'),
      name: 'orm.em (EntityManager & driver type) forked by a file not listed',
      errors: [{ messageId: 'fork', data: { code: 'this.orm.em.fork' } }],
    },
    {
      ...source('uses-request-em.ts'),
      options: [{ allowed: { [repoPath('uses-request-em.ts')]: jobReason } }],
      name: 'a listed file that no longer forks an EntityManager',
      errors: [{ messageId: 'unused', data: { file: repoPath('uses-request-em.ts'), reason: jobReason } }],
    },
  ],
});

// Without type information every .fork() call is taken for an EntityManager's.
new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('portal/no-request-fork (no types)', rule, {
  valid: [{ code: 'export const n = 1;', filename: file('plain.ts'), name: 'no fork at all' }],
  invalid: [{ code: 'worker.fork();', filename: file('plain.ts'), name: 'any fork() call', errors: [{ messageId: 'fork' }] }],
});

// portal/no-execute-beside-transaction: syntactic, no types needed.
new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('portal/no-execute-beside-transaction', portal.rules['no-execute-beside-transaction'], {
  valid: [
    { code: 'await em.transactional(async (tx) => { await tx.execute("select 1", []); });', name: 'tx.execute inside the transaction' },
    {
      code: 'await em.transactional(async (tx) => { await tx.getConnection().execute("select 1", [], "all", tx.getTransactionContext()); });',
      name: "the connection's execute given the transaction context",
    },
    { code: 'const rows = await em.getConnection().execute("select 1", []);', name: 'a pooled connection outside any transaction' },
    {
      code: 'await em.transactional(async (tx) => { await tx.persist(x).flush(); }); await em.getConnection().execute("select 1");',
      name: 'after the transaction, not in it',
    },
  ],
  invalid: [
    {
      code: 'await em.transactional(async (tx) => { await this.em.getConnection().execute("update t set a = 1", []); });',
      name: 'a pooled connection inside em.transactional',
      errors: [{ messageId: 'execute', data: { code: 'this.em.getConnection().execute' } }],
    },
    {
      code: 'await underAdvisoryLocks(em, keys, async (tx) => { const run = async () => tx.getConnection().execute("select 1"); await run(); });',
      name: 'inside underAdvisoryLocks, in a nested function too',
      errors: [{ messageId: 'execute', data: { code: 'tx.getConnection().execute' } }],
    },
    {
      code: 'await tx.transactional(function (inner) { return inner.getConnection()?.execute("select 1", [], "run"); });',
      name: 'three arguments and an optional chain: still no transaction context',
      errors: [{ messageId: 'execute' }],
    },
  ],
});
