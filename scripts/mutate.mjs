#!/usr/bin/env node
/**
 * `npm run mutate [-- api|web|api-auth [stryker options]]`: Stryker over the rule and guard
 * modules: the API's rules, the web app's form rules and idle timer, then the API's tokens and
 * guards (scripts/mutate/; the last is the slowest, each mutant loads NestJS). Options after
 * the part go to `stryker run`, to narrow a run to one file or lines of it and keep it short on
 * a shared machine: `npm run mutate -- web --mutate web/src/forms/masks.ts --concurrency 1`.
 * Incremental: only mutants whose code or tests changed since the last run are tested again
 * (reports/mutation/*-incremental.json). Not run by `npm test` or CI.
 */
import { join } from 'node:path';
import { log, root, run, usePinnedNode } from './lib/workspace.mjs';

await usePinnedNode();
const parts = ['api', 'web', 'api-auth'];
const [only, ...options] = process.argv.slice(2);
if (only && !parts.includes(only)) throw new Error(`Name the part (${parts.join(', ')}) before any Stryker option: got '${only}'.`);
for (const part of parts) {
  if (only && only !== part) continue;
  log(`Mutation testing: ${part} ...`);
  run(join(root, 'node_modules', '.bin', 'stryker'), ['run', `scripts/mutate/stryker.${part}.config.mjs`, ...options]);
}
