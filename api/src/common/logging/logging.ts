import { RequestMethod } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Params } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
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

/** pino redact paths: each field at the top level and up to three levels down, plus request headers. */
export function redactPaths(): string[] {
  const paths: string[] = [];
  for (const field of SENSITIVE_FIELDS) {
    const key = /^[A-Za-z_$][\w$]*$/.test(field) ? field : `["${field}"]`;
    const dot = key.startsWith('[') ? '' : '.';
    paths.push(key.startsWith('[') ? key : field, `*${dot}${key}`, `*.*${dot}${key}`, `*.*.*${dot}${key}`);
  }
  return paths;
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
    customProps: () => ({ service: 'portal-api' }),
    redact: { paths: redactPaths(), censor: '[redacted]' },
    // Log every API call once it is answered; health probes and static files are noise.
    autoLogging: { ignore: (req: IncomingMessage) => !isLoggedPath(pathOf(req)) },
    serializers: {
      req: (req: IncomingMessage & { id: string; raw?: IncomingMessage }) => ({ id: req.id, method: req.method, url: pathOf(req.raw ?? req) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      // Errors lose SQL text, parameters, row contents and quoted values (see safeError).
      err: safeError,
    },
    transport: config.logPretty && !destination ? { target: 'pino-pretty', options: { singleLine: true } } : undefined,
  };
  return {
    pinoHttp: destination ? [options, destination] : options,
    // Routes are registered under /api and the web app; log every request that reaches Nest.
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
  };
}
