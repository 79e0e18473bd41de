#!/usr/bin/env node
/**
 * `npm run mutate [-- api|web|api-auth]`: Stryker over the rule and guard modules: the API's rules,
 * the web app's form rules and idle timer, then the API's tokens and guards (scripts/mutate/; the
 * last takes about an hour). Incremental: only mutants whose code or tests changed since the
 * last run are tested again (reports/mutation/*-incremental.json). Not run by `npm test` or CI.
 */
import { join } from 'node:path';
import { log, root, run, usePinnedNode } from './lib/workspace.mjs';

await usePinnedNode();
const only = process.argv[2];
for (const part of ['api', 'web', 'api-auth']) {
  if (only && only !== part) continue;
  log(`Mutation testing: ${part} ...`);
  run(join(root, 'node_modules', '.bin', 'stryker'), ['run', `scripts/mutate/stryker.${part}.config.mjs`]);
}
