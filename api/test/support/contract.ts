import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Response } from 'supertest';
import { repoRoot } from '../../src/config/paths';

type Json = Record<string, any>;

export interface SpecOperation {
  method: string;
  path: string;
  operationId: string;
  matcher: RegExp;
  operation: Json;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** The bundled spec (openapi/dist/openapi.json), as built by `npm run bundle -w @portal/openapi`. */
export function loadSpec(): Json {
  return JSON.parse(readFileSync(join(repoRoot(), 'openapi/dist/openapi.json'), 'utf8'));
}

export function specOperations(spec: Json): SpecOperation[] {
  const ops: SpecOperation[] = [];
  for (const [path, item] of Object.entries<Json>(spec.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const pattern = '^' + path.replace(/[.*+?^${}()|[\]\\]/g, (c) => (c === '{' || c === '}' ? c : `\\${c}`)).replace(/\{[^}]+\}/g, '[^/]+') + '$';
      ops.push({ method: method.toUpperCase(), path, operationId: operation.operationId, matcher: new RegExp(pattern), operation });
    }
  }
  return ops;
}

/** `/api/policysave/:policyNumber` (Fastify) -> `/api/policysave/{policyNumber}` (OpenAPI). */
export function toSpecPath(fastifyUrl: string): string {
  return fastifyUrl.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

export interface InventoryDiff {
  /** Spec operations no route serves. */
  unserved: string[];
  /** Served /api routes the spec does not describe. */
  undocumented: string[];
}

/**
 * Route inventory both ways. HEAD routes Fastify adds for every GET, and the OPTIONS preflight
 * routes of CORS, are transport details and not operations.
 */
export function compareInventory(spec: Json, served: Array<{ method: string; url: string }>): InventoryDiff {
  const documented = new Set(specOperations(spec).map((o) => `${o.method} ${o.path}`));
  const servedApi = new Set(
    served
      .filter((r) => r.url === '/api' || r.url.startsWith('/api/'))
      .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
      .map((r) => `${r.method} ${toSpecPath(r.url)}`),
  );
  return {
    unserved: [...documented].filter((k) => !servedApi.has(k)).sort(),
    undocumented: [...servedApi].filter((k) => !documented.has(k)).sort(),
  };
}

/**
 * OpenAPI 3.0 writes "this object, or null" as `{ nullable: true, allOf: [{ $ref }] }` (the
 * form our client generator turns into `X | null`). Ajv applies `nullable` only to a sibling
 * `type`, so such schemas are rewritten to JSON Schema's `anyOf: [null, ...]` before compiling.
 */
export function withNullableComposition<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withNullableComposition) as T;
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node as Json)) out[k] = withNullableComposition(v);
  if (out.nullable === true && (out.allOf || out.oneOf || out.anyOf || out.$ref)) {
    const { nullable: _nullable, type: _type, description, ...rest } = out;
    return { description, anyOf: [{ type: 'null' }, rest] } as T;
  }
  return out as T;
}

/** The codes an error response lists (`x-error-codes`: the reply's `code` is one of them). */
export function errorCodesOf(response: Json | undefined): string[] {
  const codes = response?.['x-error-codes'];
  return Array.isArray(codes) ? codes.map(String) : [];
}

/**
 * Validates replies against the spec's schema for their operation and status, and an error
 * reply's `code` against the codes that response lists.
 */
export class ContractValidator {
  private readonly ajv: Ajv;
  private readonly ops: SpecOperation[];
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(readonly spec: Json = loadSpec()) {
    this.ajv = new Ajv({ strict: false, allErrors: true, discriminator: true });
    addFormats(this.ajv);
    this.ajv.addKeyword({ keyword: 'example' });
    this.ajv.addSchema({ ...withNullableComposition(structuredClone(spec)), $id: 'spec.json' } as never, 'spec.json');
    this.ops = specOperations(spec);
  }

  operationFor(method: string, url: string): SpecOperation | undefined {
    const path = url.split('?')[0];
    return this.ops.find((o) => o.method === method.toUpperCase() && o.matcher.test(path));
  }

  /** Throws with a readable explanation when the reply does not match the spec. */
  check(method: string, url: string, res: Pick<Response, 'status' | 'headers' | 'body' | 'text'>): void {
    const op = this.operationFor(method, url);
    if (!op) throw new Error(`${method} ${url} is not an operation of the spec`);
    const responses: Json = op.operation.responses ?? {};
    const key = String(res.status) in responses ? String(res.status) : `${String(res.status)[0]}XX` in responses ? `${String(res.status)[0]}XX` : 'default';
    const response = this.deref(responses[key]);
    if (!response) {
      throw new Error(
        `${op.operationId} answered ${res.status}, which the spec does not list (it lists ${Object.keys(responses).join(', ')}). Body: ${res.text?.slice(0, 500)}`,
      );
    }
    if (!res.headers['x-request-id']) throw new Error(`${op.operationId} ${res.status}: no X-Request-Id header`);
    const contentType = String(res.headers['content-type'] ?? '')
      .split(';')[0]
      .trim();
    const content: Json | undefined = response.content;
    if (!content) return;
    if (!(contentType in content)) {
      throw new Error(
        `${op.operationId} ${res.status}: content type ${contentType || '(none)'} is not one the spec lists (${Object.keys(content).join(', ')})`,
      );
    }
    if (contentType !== 'application/json') return;
    const pointer = this.pointerTo(op, key, contentType);
    let validate = this.cache.get(pointer);
    if (!validate) {
      validate = this.ajv.getSchema(`spec.json#${pointer}`);
      if (!validate) throw new Error(`no schema at ${pointer}`);
      this.cache.set(pointer, validate);
    }
    if (!validate(res.body)) {
      const problems = (validate.errors ?? []).map((e) => `  ${e.instancePath || '(body)'} ${e.message} ${JSON.stringify(e.params)}`).join('\n');
      throw new Error(`${op.operationId} ${res.status} reply does not match the spec:\n${problems}\nBody: ${JSON.stringify(res.body).slice(0, 1000)}`);
    }
    if (res.status >= 400) this.checkErrorCode(op, key, response, res.body as Json);
  }

  /** An error reply's `code` must be one its response lists in `x-error-codes` (the codes an integrator can program against). */
  private checkErrorCode(op: SpecOperation, status: string, response: Json, body: Json): void {
    const listed = errorCodesOf(response);
    if (!listed.length) throw new Error(`${op.operationId} ${status}: the spec lists no x-error-codes for this reply`);
    if (!listed.includes(body?.code)) {
      throw new Error(
        `${op.operationId} answered ${status} with code ${JSON.stringify(body?.code)}, which the spec does not list for it (it lists ${listed.join(', ')}). Body: ${JSON.stringify(body).slice(0, 500)}`,
      );
    }
  }

  /** The response object an operation answers with for a status (its $ref followed). */
  responseFor(op: SpecOperation, status: string): Json | undefined {
    return this.deref(op.operation.responses?.[status]);
  }

  private pointerTo(op: SpecOperation, status: string, contentType: string): string {
    const raw = op.operation.responses[status];
    const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
    if (raw.$ref) return `${raw.$ref.replace(/^#/, '')}/content/${esc(contentType)}/schema`;
    return `/paths/${esc(op.path)}/${op.method.toLowerCase()}/responses/${status}/content/${esc(contentType)}/schema`;
  }

  deref(node: Json | undefined): Json | undefined {
    while (node && node.$ref) {
      node = node.$ref
        .replace(/^#\//, '')
        .split('/')
        .map((p: string) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce((acc: Json, k: string) => acc?.[k], this.spec);
    }
    return node;
  }
}
