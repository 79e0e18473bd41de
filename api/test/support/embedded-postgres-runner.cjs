/**
 * Runs startEmbeddedPostgres (the TypeScript source) in a process of its own: PGlite cannot
 * start inside jest's module sandbox. Options come as JSON in argv[2]; the server's
 * { url, socketDir } is printed as one JSON line; closing stdin stops it. A failure to start
 * is printed to stderr and ends the process with code 1.
 */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};

const { startEmbeddedPostgres } = require(join(__dirname, '../../src/database/embedded-postgres.ts'));

startEmbeddedPostgres(JSON.parse(process.argv[2] || '{}')).then(
  (server) => {
    process.stdout.write(JSON.stringify({ url: server.url, socketDir: server.socketDir }) + '\n');
    process.stdin.resume();
    process.stdin.on('end', () => void server.stop().then(() => process.exit(0)));
  },
  (error) => {
    process.stderr.write(`${error && error.message ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
