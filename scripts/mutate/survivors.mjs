#!/usr/bin/env node
/**
 * Prints the score and the surviving (and uncovered) mutants of the last `npm run mutate` as
 * markdown, from reports/mutation/{api,web}.json, for docs/testing.md.
 */
import { existsSync, readFileSync } from 'node:fs';

for (const part of ['api', 'web', 'api-auth']) {
  const file = `reports/mutation/${part}.json`;
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const count = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, CompileError: 0, RuntimeError: 0, Ignored: 0 };
  const rows = [];
  for (const [name, { mutants }] of Object.entries(report.files)) {
    for (const m of mutants) {
      count[m.status] = (count[m.status] ?? 0) + 1;
      if (m.status === 'Survived' || m.status === 'NoCoverage') {
        const replacement = String(m.replacement ?? '')
          .replace(/\s+/g, ' ')
          .replace(/\|/g, '\\|')
          .slice(0, 70);
        rows.push(
          `| ${name}:${m.location.start.line} | ${m.mutatorName} | \`${replacement}\` | ${m.status === 'NoCoverage' ? 'no test reaches it' : 'survived'} |`,
        );
      }
    }
  }
  const detected = count.Killed + count.Timeout;
  const valid = detected + count.Survived + count.NoCoverage;
  process.stdout.write(
    `\n### ${part}: ${((100 * detected) / valid).toFixed(2)} % (${detected} of ${valid} detected; ${count.Survived} survived, ${count.NoCoverage} not covered, ${count.CompileError + count.RuntimeError} invalid)\n\n`,
  );
  process.stdout.write('| Where | Mutator | Replacement | Status |\n|---|---|---|---|\n' + rows.join('\n') + '\n');
}
