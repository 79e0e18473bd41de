/**
 * The API's V8 flags (node-flags.mjs) are the ones every way of starting it uses, and they bound
 * the young generation as they say. Run by the unit phase of `npm test` (project `scripts`).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_NODE_FLAGS } from './node-flags.mjs';
import { root } from './workspace.mjs';

describe("the API process's V8 flags", () => {
  it('are what `npm start -w @portal/api` runs dist/main.js with', () => {
    const start = JSON.parse(readFileSync(join(root, 'api', 'package.json'), 'utf8')).scripts.start;
    expect(start).toBe(`node ${API_NODE_FLAGS.join(' ')} dist/main.js`);
  });

  it('are passed by `npm start` (scripts/start.mjs) and the benchmarks (scripts/bench/lib.mjs)', () => {
    expect(readFileSync(join(root, 'scripts', 'start.mjs'), 'utf8')).toMatch(/\[\.\.\.API_NODE_FLAGS, 'api\/dist\/main\.js'\]/);
    expect(readFileSync(join(root, 'scripts', 'bench', 'lib.mjs'), 'utf8')).toMatch(/execArgv = \[\.\.\.API_NODE_FLAGS\]/);
  });

  // A ring of 400,000 objects each replaced while the next ones are made: many survive a
  // scavenge, so V8 grows the new space as far as it may (128 MB without the flag on a 24 GiB machine).
  const growNewSpace = `
    const v8 = require('node:v8');
    const ring = new Array(400000);
    let largest = 0;
    for (let i = 0; i < 2e7; i++) {
      ring[i % ring.length] = { i, s: 'x' + i };
      if (i % 1e6 === 0) largest = Math.max(largest, v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size);
    }
    process.stdout.write(String(largest));`;
  const largestNewSpace = (flags) => {
    const run = spawnSync(process.execPath, [...flags, '-e', growNewSpace], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    return Number(run.stdout);
  };

  it('keep the new space near two 16 MB semi-spaces while many young objects survive, where V8 alone grows it further', () => {
    const MB = 1024 * 1024;
    // Two 16 MB semi-spaces (32 MB on a quiet machine), plus the pages a scavenge may pin on top
    // of them while it runs: 36 MB was read once on a loaded CI machine. A third semi-space of room
    // still tells the flag's 32 MB from V8's own 128 MB.
    const bound = 48 * MB;
    expect(largestNewSpace(API_NODE_FLAGS)).toBeLessThanOrEqual(bound);
    // What the flag is for: V8 sizes it by the machine's memory (64 MB semi-spaces on 16 GiB and more).
    expect(largestNewSpace(['--max-semi-space-size=64'])).toBeGreaterThan(bound);
  });
});
