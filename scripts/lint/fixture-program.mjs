/**
 * One TypeScript program over the lint fixtures (fixtures/tsconfig.json), built once and handed to
 * the parser (`parserOptions.programs`) by the RuleTester tests that need type information.
 *
 * With `parserOptions.project` the parser keeps a watch program and rebuilds it when it thinks a
 * fixture changed; a CI run in a fresh clone once caught it mid-rebuild (the checker resolved
 * `import { MikroORM } from './entity-manager'` against a half-built program and TypeScript threw
 * "Cannot read properties of undefined (reading 'includes')"). The fixtures never change during a
 * run, so a plain program is both enough and deterministic.
 */
import ts from 'typescript';

export function fixtureProgram(tsconfigPath) {
  const host = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  };
  const config = ts.getParsedCommandLineOfConfigFile(tsconfigPath, {}, host);
  if (!config) throw new Error(`cannot read ${tsconfigPath}`);
  return ts.createProgram({ rootNames: config.fileNames, options: config.options });
}
