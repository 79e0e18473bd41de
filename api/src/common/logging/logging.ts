import { RequestMethod } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { hostname } from 'node:os';
import type { Params } from 'nestjs-pino';
import type { DestinationStream, SerializerFn } from 'pino';
import type { Options } from 'pino-http';
import type { AppConfig } from '../../config/app-config';
import { safeError } from './safe-error';

/** Fields that must never reach a log line, wherever they appear (headers, bodies, objects logged by code). */
export const SENSITIVE_FIELDS = [
  'authorization',
  'cookie',
  'set-cookie',
  'x-remember-me',
  'password',
  'confirmPassword',
  'oldPassword',
  'newPassword',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'rememberMe',
  'rememberMeToken',
  'code',
  'cardNumber',
  'securityCode',
  'cvv',
  'accountNumber',
  'accountNumberConfirmation',
  'routingNumber',
  'fundingAccountToken',
  'driversLicenseNumber',
  'dln',
  'ssn',
  'employeeIdentificationNumber',
  'verificationToken',
  'staffVerificationPassword',
  'staffVerificationPasswordConfirmation',
];

/** What a redacted field's value becomes. */
export const REDACTED = '[redacted]';

const SENSITIVE = new Set<string>(SENSITIVE_FIELDS);

/** Fields are redacted at the top level of a log line and up to three levels down (level 1 to 4). */
const DEEPEST_LEVEL = 4;

/**
 * A copy of `value` with every SENSITIVE_FIELDS key censored, for keys at `level` (1: the top
 * level of the log line) down to level 4, in objects and arrays (an array is a level, as pino's
 * `*` path was). Copy on write: an object without such a key is returned as it is, so a line
 * with nothing to hide costs a walk over its keys and no allocation.
 *
 * This replaces pino's `redact` paths (each field at `f`, `*.f`, `*.*.f` and `*.*.*.f`: 116
 * paths), which cloned and walked every value of every line and child logger against each
 * path: about 1.1 ms per API request for the one 'request completed' line and the request's
 * child loggers (api/bench/request-logging.mjs). Same fields, same depth, same censor.
 */
export function redact<T>(value: T, level = 1): T {
  if (level > DEEPEST_LEVEL || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item = redact(value[i], level + 1);
      if (item !== value[i]) (copy ??= value.slice())[i] = item;
    }
    return (copy ?? value) as T;
  }
  let copy: Record<string, unknown> | undefined;
  const source = value as Record<string, unknown>;
  for (const key in source) {
    if (!Object.prototype.hasOwnProperty.call(source, key)) continue;
    const current = source[key];
    const next = SENSITIVE.has(key) ? (current === undefined ? current : REDACTED) : redact(current, level + 1);
    if (next !== current) (copy ??= { ...source })[key] = next;
  }
  return (copy ?? value) as T;
}

/** The keys pino serializes (request, response, error): their serializers redact their own output (level 2 down). */
const SERIALIZED = new Set(['req', 'res', 'err']);

/** Redacts a log line's object, leaving the serialized keys to their serializers. */
function redactLine(object: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key in object) {
    if (SERIALIZED.has(key) || !Object.prototype.hasOwnProperty.call(object, key)) continue;
    const current = object[key];
    const next = SENSITIVE.has(key) ? (current === undefined ? current : REDACTED) : redact(current, 2);
    if (next !== current) (copy ??= { ...object })[key] = next;
  }
  return copy ?? object;
}

/**
 * pino options that redact every line (see `redact`): a formatter for each line's object and
 * serializers that redact what they produce. pino does not run a formatter over a child
 * logger's bindings, only serializers: the one child per request (pino-http's, bound to `req`)
 * goes through the redacting req serializer; code must not bind other fields that may hold
 * secrets to a child logger (none does: log them on the line instead).
 */
export function redactingOptions(serializers: { req: SerializerFn; res: SerializerFn; err: SerializerFn }) {
  return {
    formatters: { log: redactLine },
    serializers: {
      req: ((req) => redact(serializers.req(req), 2)) as SerializerFn,
      res: ((res) => redact(serializers.res(res), 2)) as SerializerFn,
      err: ((err) => redact(serializers.err(err), 2)) as SerializerFn,
    },
  };
}

const REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/;

/** Uses a caller's X-Request-Id when it is well formed, otherwise a new UUID. */
export function requestIdFor(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  const value = Array.isArray(given) ? given[0] : given;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}

/**
 * The request path without its query (middleware may see a url relative to its mount point).
 * Logs never carry a query string: codes, keys and addresses travel there.
 */
export function pathOf(req: { originalUrl?: string; url?: string }): string {
  return (req.originalUrl ?? req.url ?? '').split('?')[0];
}

export function isLoggedPath(path: string): boolean {
  return (path === '/api' || path.startsWith('/api/')) && !path.startsWith('/api/health');
}

export function loggerParams(config: AppConfig, destination?: DestinationStream): Params {
  const options: Options = {
    level: config.logLevel,
    genReqId: (req: IncomingMessage) => (req as IncomingMessage & { id?: string }).id ?? requestIdFor(req),
    // On the root logger, not per request (pino-http's customProps made a child logger and
    // compared its JSON on every line: 0.2 ms a request). Every line carries it.
    base: { pid: process.pid, hostname: hostname(), service: 'portal-api' },
    // The serializers below read the raw request and response; pino-http's wrappers first
    // copied each into an object of every header, only for ours to keep three fields.
    wrapSerializers: false,
    // Log every API call once it is answered; health probes and static files are noise.
    autoLogging: { ignore: (req: IncomingMessage) => !isLoggedPath(pathOf(req)) },
    ...redactingOptions({
      req: (req: IncomingMessage & { id: string; raw?: IncomingMessage }) => ({ id: req.id, method: req.method, url: pathOf(req.raw ?? req) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      // Errors lose SQL text, parameters, row contents and quoted values (see safeError).
      err: safeError,
    }),
    transport: config.logPretty && !destination ? { target: 'pino-pretty', options: { singleLine: true } } : undefined,
  };
  return {
    pinoHttp: destination ? [options, destination] : options,
    // Routes are registered under /api and the web app; log every request that reaches Nest.
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
  };
}
