type Json = Record<string, any>;

const RULES = ['pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'enum', 'format', 'nullable'] as const;

function deref(doc: Json, node: Json | undefined): Json | undefined {
  while (node?.$ref)
    node = node.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((a: Json, k: string) => a?.[k], doc);
  return node;
}

function norm(rule: string, value: unknown): unknown {
  if (value === undefined || value === false) return undefined;
  if (rule === 'enum' && Array.isArray(value)) return [...value].map(String).sort().join('|');
  return value;
}

/** Differences between a spec schema and the schema @nestjs/swagger derives from the DTO of the same name. */
export function compareSchema(name: string, spec: Json, specSchema: Json, nest: Json, dtoSchema: Json): string[] {
  const diffs: string[] = [];
  const s = deref(spec, specSchema) ?? {};
  const d = deref(nest, dtoSchema) ?? {};
  const sProps: Json = s.properties ?? {};
  const dProps: Json = d.properties ?? {};
  const sReq = new Set<string>(s.required ?? []);
  const dReq = new Set<string>(d.required ?? []);
  for (const field of new Set([...Object.keys(sProps), ...Object.keys(dProps)])) {
    if (!(field in sProps)) {
      diffs.push(`${name}.${field}: in the DTO, not in the spec`);
      continue;
    }
    if (!(field in dProps)) {
      diffs.push(`${name}.${field}: in the spec, not in the DTO`);
      continue;
    }
    if (sReq.has(field) !== dReq.has(field)) diffs.push(`${name}.${field}: required is ${sReq.has(field)} in the spec, ${dReq.has(field)} in the DTO`);
    const sp = deref(spec, sProps[field]) ?? {};
    const dp = deref(nest, dProps[field]) ?? {};
    for (const rule of RULES) {
      const a = norm(rule, sp[rule]);
      const b = norm(rule, dp[rule]);
      if (a !== b) diffs.push(`${name}.${field}: ${rule} is ${JSON.stringify(a)} in the spec, ${JSON.stringify(b)} in the DTO`);
    }
  }
  return diffs;
}

/** Differences between an operation's parameters in the spec and in the Nest document. */
export function compareParameters(operationId: string, spec: Json, specOp: Json, nest: Json, nestOp: Json): string[] {
  const diffs: string[] = [];
  const key = (p: Json) => `${p.in}:${p.name}`;
  const sParams = new Map<string, Json>((specOp.parameters ?? []).map((p: Json) => deref(spec, p)!).map((p: Json) => [key(p), p]));
  const dParams = new Map<string, Json>((nestOp.parameters ?? []).map((p: Json) => deref(nest, p)!).map((p: Json) => [key(p), p]));
  for (const k of new Set([...sParams.keys(), ...dParams.keys()])) {
    const a = sParams.get(k);
    const b = dParams.get(k);
    if (!a || !b) {
      diffs.push(`${operationId} parameter ${k}: ${a ? 'in the spec, not in the DTO' : 'in the DTO, not in the spec'}`);
      continue;
    }
    if (!!a.required !== !!b.required) diffs.push(`${operationId} parameter ${k}: required is ${!!a.required} in the spec, ${!!b.required} in the DTO`);
    const as = deref(spec, a.schema) ?? {};
    const bs = deref(nest, b.schema) ?? {};
    for (const rule of RULES) {
      const x = norm(rule, as[rule]);
      const y = norm(rule, bs[rule]);
      if (x !== y) diffs.push(`${operationId} parameter ${k}: ${rule} is ${JSON.stringify(x)} in the spec, ${JSON.stringify(y)} in the DTO`);
    }
  }
  return diffs;
}

/** Every difference between the hand-written spec and the DTOs, as seen through @nestjs/swagger. */
export function compareDocuments(spec: Json, nest: Json): string[] {
  const diffs: string[] = [];
  const specSchemas: Json = spec.components?.schemas ?? {};
  for (const [name, schema] of Object.entries<Json>(nest.components?.schemas ?? {})) {
    if (!(name in specSchemas)) {
      diffs.push(`DTO schema ${name} is not a schema of the spec (name DTOs after the spec's schemas)`);
      continue;
    }
    diffs.push(...compareSchema(name, spec, specSchemas[name], nest, schema));
  }
  const specOps = new Map<string, Json>();
  for (const item of Object.values<Json>(spec.paths ?? {})) for (const op of Object.values<Json>(item)) if (op?.operationId) specOps.set(op.operationId, op);
  for (const item of Object.values<Json>(nest.paths ?? {})) {
    for (const op of Object.values<Json>(item)) {
      if (!op?.operationId) continue;
      const specOp = specOps.get(op.operationId);
      if (!specOp) {
        diffs.push(`handler ${op.operationId} has no operation with that operationId in the spec`);
        continue;
      }
      diffs.push(...compareParameters(op.operationId, spec, specOp, nest, op));
      const dBody = op.requestBody?.content?.['application/json']?.schema;
      const sBody = deref(spec, specOp.requestBody)?.content?.['application/json']?.schema;
      if (dBody || sBody) {
        const dName = dBody?.$ref?.split('/').pop();
        const sName = sBody?.$ref?.split('/').pop();
        if (dName !== sName) diffs.push(`${op.operationId} request body is ${sName ?? 'none'} in the spec, ${dName ?? 'none'} in the DTO`);
      }
    }
  }
  return diffs;
}
