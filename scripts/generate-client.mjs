#!/usr/bin/env node
/**
 * Generates generated-client/src from the bundled spec (openapi/dist/openapi.json):
 *  - the fetch client, by openapi-typescript-codegen (one named class, PortalClient, so each
 *    instance has its own base URL and token resolver);
 *  - constraints.ts, the field rules of every schema a client sends (required, pattern,
 *    lengths, bounds, enums) that the web forms use, so a rule lives only in the spec; each
 *    schema's in a module of its own (schema-constraints/), so a page can bundle one alone;
 *  - states.ts, the spec's `x-us-states` list (the state ids every state field of the API
 *    takes), so the forms' state choices come from the contract too.
 * Everything the generator writes is gitignored and rebuilt by the turbo `generate` task;
 * keep the generator call here so it can be swapped for another one later.
 */
import { readdirSync, rmSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import {
  buildConstraints,
  buildParameterConstraints,
  pickConstraints,
  renderConstraintsModule,
  renderSchemaConstraintsModules,
  requestSchemaNames,
} from './lib/constraints.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const specPath = join(root, 'openapi/dist/openapi.json');
const out = join(root, 'generated-client/src');
const require = createRequire(join(root, 'generated-client/package.json'));
const OpenAPI = require('openapi-typescript-codegen');

const HEADER = '/* Generated from openapi/ by scripts/generate-client.mjs. Do not edit: change the spec and rebuild. */\n';

const spec = JSON.parse(readFileSync(specPath, 'utf8'));
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

await OpenAPI.generate({
  input: spec,
  output: join(out, 'client'),
  httpClient: 'fetch',
  clientName: 'PortalClient',
  useOptions: true,
  useUnionTypes: true,
  exportCore: true,
  exportServices: true,
  exportModels: true,
  exportSchemas: false,
});

shortenErrorTexts(join(out, 'client', 'services'));

const requestConstraints = pickConstraints(buildConstraints(spec), requestSchemaNames(spec));
writeFileSync(join(out, 'constraints.ts'), HEADER + renderConstraintsModule(requestConstraints, buildParameterConstraints(spec)));
mkdirSync(join(out, 'schema-constraints'));
for (const [file, text] of renderSchemaConstraintsModules(requestConstraints)) writeFileSync(join(out, 'schema-constraints', file), HEADER + text);
writeFileSync(join(out, 'states.ts'), HEADER + renderStatesModule(spec['x-us-states']));
writeFileSync(
  join(out, 'index.ts'),
  HEADER +
    "export * from './client';\n" +
    "export * from './constraints';\n" +
    "export { US_STATES } from './states';\n" +
    "export type { UsState } from './states';\n",
);
console.log(`generated-client: client and constraints for ${Object.keys(spec.components?.schemas ?? {}).length} schemas`);

/** The state list as a module; refuses a list whose ids are not 1, 2, 3 ... in order (the ids are positions). */
function renderStatesModule(states) {
  if (!Array.isArray(states) || states.length === 0) throw new Error('openapi.yaml: x-us-states is missing');
  states.forEach((s, i) => {
    if (s.id !== i + 1 || !/^[A-Z]{2}$/.test(s.abbreviation) || typeof s.name !== 'string' || !s.name)
      throw new Error(`openapi.yaml: x-us-states entry ${i + 1} is not { id: ${i + 1}, abbreviation, name }`);
  });
  const entries = states.map((s) => `  { id: ${s.id}, abbreviation: ${JSON.stringify(s.abbreviation)}, name: ${JSON.stringify(s.name)} },`);
  return `/** The spec's state list (openapi.yaml x-us-states): the ids every state field of the API takes. */
export interface UsState {
  readonly id: number;
  readonly abbreviation: string;
  readonly name: string;
}

export const US_STATES: readonly UsState[] = [
${entries.join('\n')}
];
`;
}

/**
 * Each service method hands the request an `errors` map (status -> the spec's description of
 * that reply), which becomes the message of the ApiError thrown for that status. Those
 * descriptions are documentation, often a paragraph, repeated in every operation: they were
 * most of the client's bytes in the web app's entry chunk. The map keeps every status (the web
 * reads which statuses an operation lists) with the standard reason phrase as its text, as the
 * generated request already does for statuses an operation does not list. A failed call shows
 * the reply's own `errors` (web/src/api/client.ts `unwrap`), never this text.
 */
function shortenErrorTexts(servicesDir) {
  const entry = /^(\s*)(\d{3}): `(?:[^`\\]|\\.)*`,$/gm;
  for (const file of readdirSync(servicesDir)) {
    const path = join(servicesDir, file);
    const source = readFileSync(path, 'utf8');
    const shortened = source.replace(/errors: \{\n[\s\S]*?\n\s*\},\n/g, (block) =>
      block.replace(entry, (_, indent, status) => `${indent}${status}: ${JSON.stringify(STATUS_CODES[status] ?? `HTTP ${status}`)},`),
    );
    writeFileSync(path, shortened);
  }
}
