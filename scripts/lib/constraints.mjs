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
      fields[field] = ruleOf(spec, properties[field], required.has(field));
    }
    result[name] = fields;
  }
  return result;
}

/** The rules of one value's schema (type, pattern, lengths, bounds, values), without `required`. */
function valueRule(prop) {
  const rule = {};
  if (prop.type) rule.type = prop.type;
  if (prop.nullable) rule.nullable = true;
  for (const key of RULE_KEYS) if (prop[key] !== undefined) rule[key] = prop[key];
  return rule;
}

/**
 * One field's or parameter's rules. A `oneOf` / `anyOf` value (a count or `ALL`) keeps each
 * member's rules in `oneOf`, so a form can bound what may be typed from the spec too.
 */
function ruleOf(spec, node, required) {
  const prop = deref(spec, node) ?? {};
  const rule = { required, ...valueRule(prop) };
  const members = prop.oneOf ?? prop.anyOf;
  if (members) rule.oneOf = members.map((m) => valueRule(deref(spec, m) ?? {}));
  return rule;
}

/**
 * The rules of every operation's path and query parameters, by operationId then parameter name
 * (a path parameter's schema is no component schema, so buildConstraints never sees it).
 */
export function buildParameterConstraints(spec) {
  const result = {};
  for (const item of Object.values(spec.paths ?? {})) {
    for (const operation of Object.values(item ?? {})) {
      if (!operation || typeof operation !== 'object' || Array.isArray(operation) || !operation.operationId) continue;
      const fields = {};
      for (const p of [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((x) => deref(spec, x))) {
        if (!p || (p.in !== 'path' && p.in !== 'query')) continue;
        fields[p.name] = ruleOf(spec, p.schema, p.in === 'path' || !!p.required);
      }
      if (Object.keys(fields).length) result[operation.operationId] = fields;
    }
  }
  return Object.fromEntries(Object.entries(result).sort(([a], [b]) => a.localeCompare(b)));
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

export function renderConstraintsModule(constraints, parameters = {}) {
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
  /** A value of several kinds (a count or \`ALL\`): each kind's rules. */
  readonly oneOf?: readonly Omit<FieldConstraint, 'required' | 'oneOf'>[];
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

/** The rules of each operation's path and query parameters, by operationId and parameter name. */
export const parameterConstraints = ${JSON.stringify(parameters, null, 2)} as const satisfies Record<string, SchemaConstraints>;
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
