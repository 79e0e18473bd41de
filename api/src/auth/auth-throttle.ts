import { ExecutionContext, Injectable, Logger, SetMetadata } from '@nestjs/common';
import { normalizeIp, ThrottlerException, ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerOptions, type ThrottlerRequest } from '@nestjs/throttler';
import { createHash } from 'node:crypto';
import type { AppConfig } from '../config/app-config';
import { AuthException, AuthExceptionCode } from './auth.exception';

export const AUTH_THROTTLE = 'portal:auth:throttle';

/**
 * Names of the throttlers that guard sign-in, recovery, registration and verification calls.
 * Each counts every @AuthThrottle() call of its caller together, whatever the route:
 * - `address`: one client address, config.authRateLimitPer15Minutes per 15 minutes;
 * - `accountAddress`: one account from one address, half that (at least 3) per 15 minutes, so
 *   someone guessing a password locks only their own address out, not the owner;
 * - `account`: one account from every address together, config.authAccountRateLimitPerHour per
 *   hour, which caps guessing spread over many addresses (OWASP ASVS 6.3).
 */
export const AUTH_THROTTLERS = { address: 'auth-ip', accountAddress: 'auth-account-ip', account: 'auth-account' } as const;

const FIFTEEN_MINUTES_MS = 15 * 60_000;
const ONE_HOUR_MS = 60 * 60_000;

/**
 * Puts a handler (or a controller) under the sign-in limits (AUTH_THROTTLERS). The global
 * per-address limit per minute applies as well.
 */
export const AuthThrottle = () => SetMetadata(AUTH_THROTTLE, true);

function isAuthThrottled(context: ExecutionContext): boolean {
  return Reflect.getMetadata(AUTH_THROTTLE, context.getHandler()) === true || Reflect.getMetadata(AUTH_THROTTLE, context.getClass()) === true;
}

/** The per-account-and-address limit: half the per-address one, and never under 3 so a typo or two is no lock-out. */
export function accountLimit(config: Pick<AppConfig, 'authRateLimitPer15Minutes'>): number {
  return Math.max(3, Math.floor(config.authRateLimitPer15Minutes / 2));
}

interface TrackedRequest {
  body?: unknown;
  query?: unknown;
  headers?: Record<string, unknown>;
  ip?: string;
}

/** The fields that name the account a call is about, in order of preference. */
const ACCOUNT_FIELDS = ['userId', 'username', 'email', 'policyNumber', 'accountNumber'];

/**
 * Whom an attempt is against: the user id, username, email, policy or account number of the
 * body or query (lower-cased), else the remember-me credential (hashed), else the client
 * address (`ip:...`, when the call names no account).
 */
export function accountTracker(req: TrackedRequest): string {
  for (const source of [req.body, req.query]) {
    const fields = source && typeof source === 'object' ? (source as Record<string, unknown>) : {};
    for (const field of ACCOUNT_FIELDS) {
      const value = fields[field];
      if (typeof value === 'string' && value.trim()) return value.trim().toLowerCase().slice(0, 256);
    }
  }
  const remembered = req.headers?.['x-remember-me'];
  if (typeof remembered === 'string' && remembered) return `remember-me:${createHash('sha256').update(remembered).digest('hex')}`;
  return `ip:${addressOf(req)}`;
}

/** The client address as the throttler library counts it (an IPv6 address by its /64 network). */
function addressOf(req: TrackedRequest): string {
  return req.ip ? normalizeIp(req.ip) : '';
}

/**
 * One counter per caller for all @AuthThrottle() handlers: the key is the throttler's name and
 * the tracker, hashed (the library's default adds the controller and handler, which gave every
 * route its own allowance). Counters live in the ThrottlerModule's storage: Redis with
 * REDIS_URL (shared by every instance), else this process's memory (common/rate-limit).
 */
export function sharedAuthKey(_context: ExecutionContext, tracker: string, throttlerName: string): string {
  return createHash('sha256').update(`${throttlerName}\n${tracker}`).digest('hex');
}

type Limits = Pick<AppConfig, 'authRateLimitPer15Minutes' | 'authAccountRateLimitPerHour'>;

/** The three named throttlers; they skip every handler not marked @AuthThrottle(). */
export function authThrottlers(config: Limits): ThrottlerOptions[] {
  const skipIf = (context: ExecutionContext) => !isAuthThrottled(context);
  // A call that names no account is counted per address only.
  const skipAccountIf = (context: ExecutionContext) => skipIf(context) || accountTracker(context.switchToHttp().getRequest<TrackedRequest>()).startsWith('ip:');
  return [
    {
      name: AUTH_THROTTLERS.address,
      ttl: FIFTEEN_MINUTES_MS,
      limit: config.authRateLimitPer15Minutes,
      skipIf,
      getTracker: (req) => addressOf(req),
      generateKey: sharedAuthKey,
    },
    {
      name: AUTH_THROTTLERS.accountAddress,
      ttl: FIFTEEN_MINUTES_MS,
      limit: accountLimit(config),
      skipIf: skipAccountIf,
      getTracker: (req) => `${accountTracker(req)}\n${addressOf(req)}`,
      generateKey: sharedAuthKey,
    },
    {
      name: AUTH_THROTTLERS.account,
      ttl: ONE_HOUR_MS,
      limit: config.authAccountRateLimitPerHour,
      skipIf: skipAccountIf,
      getTracker: (req) => accountTracker(req),
      generateKey: sharedAuthKey,
    },
  ];
}

const REFUSAL_CODES: Record<string, AuthExceptionCode> = {
  [AUTH_THROTTLERS.address]: AuthExceptionCode.ThrottledByAddress,
  [AUTH_THROTTLERS.accountAddress]: AuthExceptionCode.ThrottledByAccountAndAddress,
  [AUTH_THROTTLERS.account]: AuthExceptionCode.ThrottledByAccount,
};

/**
 * The global throttler guard. A refusal by a sign-in throttler becomes the sign-in message
 * ('Too many attempts. Please wait ...') with the code of the limit that fired, and every
 * refusal carries a plain Retry-After header (the library names it Retry-After-<name> for
 * named throttlers, which browsers and the spec do not know).
 */
@Injectable()
export class PortalThrottlerGuard extends ThrottlerGuard {
  private readonly authLogger = new Logger('Auth');

  protected override async handleRequest(request: ThrottlerRequest): Promise<boolean> {
    try {
      return await super.handleRequest(request);
    } catch (err) {
      const code = REFUSAL_CODES[request.throttler.name ?? ''];
      if (err instanceof ThrottlerException && code) {
        const { req } = this.getRequestResponse(request.context);
        this.authLogger.warn({ event: 'auth_throttled', throttler: request.throttler.name, ip: req.ip, route: req.routeOptions?.url }, 'sign-in limit reached');
        throw new AuthException(code, `throttler ${request.throttler.name}`);
      }
      throw err;
    }
  }

  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const { res } = this.getRequestResponse(context);
    this.setResponseHeader(res, 'Retry-After', detail.timeToBlockExpire);
    return super.throwThrottlingException(context, detail);
  }
}
