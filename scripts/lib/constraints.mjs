/**
 * Reads the field rules of every object schema in a bundled OpenAPI document.
 * Used to generate generated-client/src/constraints.ts (for the web forms) and by the API's
 * contract test that compares the spec's rules with the DTOs' class-validator rules.
 */

const RULE_KEYS = ['pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'enum', 'format', 'minItems', 'maxItems'];

/** Follows a local `#/components/...` reference. */
export function deref(spec, node) {
  let seen = 0;
  while (node && typeof node.$ref === 'string') {
    if (++seen > 50) throw new Error(`reference loop at ${node.$ref}`);
    const parts = node.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    node = parts.reduce((acc, key) => acc?.[key], spec);
  }
  return node;
}

/** Collects properties and required names of an object schema, merging allOf parts. */
function flatten(spec, schema) {
  schema = deref(spec, schema);
  const properties = {};
  const required = new Set();
  for (const part of [schema, ...(schema?.allOf ?? [])]) {
    const s = deref(spec, part);
    if (!s) continue;
    if (s !== schema && s.allOf) {
      const inner = flatten(spec, s);
      Object.assign(properties, inner.properties);
      inner.required.forEach((r) => required.add(r));
    }
    Object.assign(properties, s.properties ?? {});
    (s.required ?? []).forEach((r) => required.add(r));
  }
  return { properties, required };
}

/**
 * @returns {Record<string, Record<string, {required: boolean, type?: string, pattern?: string,
 *   minLength?: number, maxLength?: number, minimum?: number, maximum?: number, enum?: unknown[]}>>}
 */
export function buildConstraints(spec) {
  const result = {};
  const schemas = spec.components?.schemas ?? {};
  for (const name of Object.keys(schemas).sort()) {
    const { properties, required } = flatten(spec, schemas[name]);
    if (Object.keys(properties).length === 0) continue;
    const fields = {};
    for (const field of Object.keys(properties)) {
      const prop = deref(spec, properties[field]) ?? {};
      const rule = { required: required.has(field) };
      if (prop.type) rule.type = prop.type;
      if (prop.nullable) rule.nullable = true;
      for (const key of RULE_KEYS) if (prop[key] !== undefined) rule[key] = prop[key];
      fields[field] = rule;
    }
    result[name] = fields;
  }
  return result;
}

/**
 * Names of the schemas a client sends: those reachable (through $ref, allOf, properties, items)
 * from an operation's request body or parameters. Only these are filled in by a form.
 */
export function requestSchemaNames(spec) {
  const names = new Set();
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (typeof node.$ref === 'string') {
      const schema = /^#\/components\/schemas\/(.+)$/.exec(node.$ref)?.[1];
      if (schema === undefined) visit(deref(spec, node));
      else if (!names.has(schema)) {
        names.add(schema);
        visit(spec.components?.schemas?.[schema]);
      }
      return;
    }
    for (const value of Object.values(node)) visit(value);
  };
  for (const item of Object.values(spec.paths ?? {})) {
    visit(item?.parameters);
    for (const operation of Object.values(item ?? {})) {
      if (operation && typeof operation === 'object' && !Array.isArray(operation)) {
        visit(operation.requestBody);
        visit(operation.parameters);
      }
    }
  }
  return names;
}

/** The constraints of the schemas in `names` only. */
export function pickConstraints(constraints, names) {
  return Object.fromEntries(Object.entries(constraints).filter(([name]) => names.has(name)));
}

/** The module's export of one schema's rules: LoginRequest -> LoginRequestConstraints. */
export function constraintsExportName(schemaName) {
  return `${schemaName.replace(/[^A-Za-z0-9_$]/g, '_')}Constraints`;
}

export function renderConstraintsModule(constraints) {
  return `/**
 * Field rules of every schema a client sends (request bodies and parameters): whether a field
 * is required, and its pattern, lengths, bounds and allowed values. Forms validate with these so
 * the rule lives only in the spec. Reply-only schemas are left out: no form fills them in, and
 * this module is in the JS of every page that has a form (the login page's included).
 */
export interface FieldConstraint {
  readonly required: boolean;
  readonly type?: string;
  readonly nullable?: boolean;
  readonly pattern?: string;
  readonly format?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly enum?: readonly unknown[];
}

export type SchemaConstraints = Readonly<Record<string, FieldConstraint>>;

${Object.keys(constraints)
  .map((name) => `import { ${constraintsExportName(name)} } from './schema-constraints/${name}';`)
  .join('\n')}

${Object.keys(constraints)
  .map((name) => `export { ${constraintsExportName(name)} } from './schema-constraints/${name}';`)
  .join('\n')}

/**
 * Every schema's rules by name (what the forms kit looks a field up in). Each schema's are also
 * exported alone, from a module of their own (schema-constraints/<Schema>.ts): a page that sends
 * one request only imports that one (\`LoginRequestConstraints\`), and its JS does not carry the
 * whole table (issue 10: it was 5 kB gzip of the login page's first load).
 */
export const constraints = {
${Object.keys(constraints)
  .map((name) => `  ${JSON.stringify(name)}: ${constraintsExportName(name)},`)
  .join('\n')}
} as const satisfies Record<string, SchemaConstraints>;

export type ConstraintSchemaName = keyof typeof constraints;
`;
}

/** One module per schema (schema-constraints/<Schema>.ts, see renderConstraintsModule): [file name, text]. */
export function renderSchemaConstraintsModules(constraints) {
  return Object.entries(constraints).map(([name, fields]) => [
    `${name}.ts`,
    `import type { SchemaConstraints } from '../constraints';

/** The spec's field rules of ${name}. */
export const ${constraintsExportName(name)} = ${JSON.stringify(fields, null, 2)} as const satisfies SchemaConstraints;
`,
  ]);
}
