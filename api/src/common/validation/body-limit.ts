import type { FastifyInstance, RouteOptions } from 'fastify';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';

/**
 * The largest JSON body a call takes unless it declares more with @BodyLimit: every sign-in,
 * registration, verification and profile request fits in a few kilobytes (the contract test
 * computes each operation's largest valid body from the spec and checks it fits).
 */
export const DEFAULT_BODY_LIMIT_BYTES = 8 * 1024;

/** The route config key Fastify keeps the declared limit under. */
const BODY_LIMIT_KEY = 'bodyLimit';

/**
 * Declares the largest body this handler accepts, when the default (8 KiB) is too small or
 * too large. It travels as Fastify route config (Nest's @RouteConfig metadata, merged with any
 * already there); applyBodyLimits turns it into the route's bodyLimit. BODY_LIMIT_BYTES caps it.
 */
export function BodyLimit(bytes: number): MethodDecorator {
  if (!Number.isInteger(bytes) || bytes <= 0) throw new Error(`@BodyLimit needs a positive whole number of bytes, got ${bytes}`);
  return (_target, _key, descriptor: PropertyDescriptor) => {
    const existing = (Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, descriptor.value) as Record<string, unknown> | undefined) ?? {};
    Reflect.defineMetadata(FASTIFY_ROUTE_CONFIG_METADATA, { ...existing, [BODY_LIMIT_KEY]: bytes }, descriptor.value);
    return descriptor;
  };
}

/**
 * Gives every route registered from now on its body limit: the one it declares with
 * @BodyLimit, else the default, and never more than `maxBytes` (BODY_LIMIT_BYTES). Fastify
 * refuses a larger body with 413 from its Content-Length, before reading it, or as soon as
 * the bytes read pass the limit.
 */
export function applyBodyLimits(fastify: FastifyInstance, maxBytes: number): void {
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const declared = (route.config as Record<string, unknown> | undefined)?.[BODY_LIMIT_KEY];
    const wanted = typeof declared === 'number' ? declared : (route.bodyLimit ?? DEFAULT_BODY_LIMIT_BYTES);
    route.bodyLimit = Math.min(wanted, maxBytes);
  });
}
