/**
 * Runs the API's real entry point (src/main.ts, compiled on the fly with the same swc options
 * as jest) in a process of its own, configured by its environment like a deployed instance.
 * Used by test/support/instances.ts (several instances, graceful shutdown).
 */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { transformSync } = require('@swc/core');

const swcrc = JSON.parse(readFileSync(join(__dirname, '../../.swcrc'), 'utf8'));
delete swcrc.$schema;

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...swcrc, filename, sourceMaps: 'inline' });
  module._compile(code, filename);
};

require(join(__dirname, '../../src/main.ts'));
