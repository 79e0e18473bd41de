import { ExecutionContext, Injectable, Logger, SetMetadata } from '@nestjs/common';
import { ThrottlerException, ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerOptions, type ThrottlerRequest } from '@nestjs/throttler';
import { createHash } from 'node:crypto';
import type { AppConfig } from '../config/app-config';
import { AuthException, AuthExceptionCode } from './auth.exception';

export const AUTH_THROTTLE = 'portal:auth:throttle';

/** Names of the two throttlers that guard sign-in, recovery, registration and verification calls. */
export const AUTH_THROTTLERS = { address: 'auth-ip', account: 'auth-account' } as const;

const FIFTEEN_MINUTES_MS = 15 * 60_000;

/**
 * Puts a handler (or a controller) under the sign-in limits: config.authRateLimitPer15Minutes
 * per client address, and half that (at least 3) per account, both per 15 minutes. The
 * global per-address limit per minute applies as well.
 */
export const AuthThrottle = () => SetMetadata(AUTH_THROTTLE, true);

function isAuthThrottled(context: ExecutionContext): boolean {
  return Reflect.getMetadata(AUTH_THROTTLE, context.getHandler()) === true || Reflect.getMetadata(AUTH_THROTTLE, context.getClass()) === true;
}

/** The per-account limit: half the per-address one, and never under 3 so a typo or two is no lock-out. */
export function accountLimit(config: Pick<AppConfig, 'authRateLimitPer15Minutes'>): number {
  return Math.max(3, Math.floor(config.authRateLimitPer15Minutes / 2));
}

/**
 * Whom an attempt is against: the username, email or policy number of the body (lower-cased),
 * else the remember-me credential (hashed), else the client address.
 */
export function accountTracker(req: { body?: unknown; headers?: Record<string, unknown>; ip?: string }): string {
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  for (const field of ['username', 'email', 'policyNumber']) {
    const value = body[field];
    if (typeof value === 'string' && value.trim()) return value.trim().toLowerCase().slice(0, 256);
  }
  const remembered = req.headers?.['x-remember-me'];
  if (typeof remembered === 'string' && remembered) return `remember-me:${createHash('sha256').update(remembered).digest('hex')}`;
  return `ip:${req.ip ?? ''}`;
}

/** The two named throttlers; they skip every handler not marked @AuthThrottle(). */
export function authThrottlers(config: Pick<AppConfig, 'authRateLimitPer15Minutes'>): ThrottlerOptions[] {
  const skipIf = (context: ExecutionContext) => !isAuthThrottled(context);
  return [
    { name: AUTH_THROTTLERS.address, ttl: FIFTEEN_MINUTES_MS, limit: config.authRateLimitPer15Minutes, skipIf },
    { name: AUTH_THROTTLERS.account, ttl: FIFTEEN_MINUTES_MS, limit: accountLimit(config), skipIf, getTracker: (req) => accountTracker(req) },
  ];
}

/**
 * The global throttler guard. A refusal by a sign-in throttler becomes the sign-in message
 * ('Too many attempts. Please wait 15 minutes ...') with the code of the limit that fired, and
 * every refusal carries a plain Retry-After header (the library names it Retry-After-<name>
 * for named throttlers, which browsers and the spec do not know).
 */
@Injectable()
export class PortalThrottlerGuard extends ThrottlerGuard {
  private readonly authLogger = new Logger('Auth');

  protected override async handleRequest(request: ThrottlerRequest): Promise<boolean> {
    try {
      return await super.handleRequest(request);
    } catch (err) {
      const name = request.throttler.name;
      if (err instanceof ThrottlerException && (name === AUTH_THROTTLERS.address || name === AUTH_THROTTLERS.account)) {
        const { req } = this.getRequestResponse(request.context);
        this.authLogger.warn({ event: 'auth_throttled', throttler: name, ip: req.ip, route: req.routeOptions?.url }, 'sign-in limit reached');
        throw new AuthException(name === AUTH_THROTTLERS.address ? AuthExceptionCode.ThrottledByAddress : AuthExceptionCode.ThrottledByAccount, `throttler ${name}`);
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
