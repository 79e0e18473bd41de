import { createHash, timingSafeEqual } from 'node:crypto';
import { isLoopbackAddress, type AppConfig } from '../config/app-config';

/** Where the mailbox's routes live (see DevMailboxController). */
export const DEV_MAILBOX_PATH = '/dev/mailbox';

/**
 * Every development-only path behind the same check (loopback and the start's key): the mailbox,
 * and the payments area's /dev/payments (run due recurring and scheduled payments as of a date).
 */
export const DEV_GUARDED_PATHS = [DEV_MAILBOX_PATH, '/dev/payments'] as const;

/** The query parameter that carries the per-start secret. */
export const DEV_MAILBOX_KEY_PARAM = 'key';

/** The mailbox's address with its secret, as the start-up banner prints it. */
export function devMailboxUrl(baseUrl: string, key: string): string {
  return `${baseUrl.replace(/\/$/, '')}${DEV_MAILBOX_PATH}?${DEV_MAILBOX_KEY_PARAM}=${encodeURIComponent(key)}`;
}

/**
 * The parts of Fastify's request, reply and route options this check uses (typed here: the
 * Nest adapter brings its own copy of Fastify's types).
 */
interface MailboxRequest {
  ip: string;
  raw: { socket?: { remoteAddress?: string } };
  query: unknown;
}
interface MailboxReply {
  callNotFound(): unknown;
}
interface MailboxRoute {
  url: string;
  onRequest?: unknown;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Compares in constant time (both sides hashed first, so lengths never differ). */
export function keyMatches(given: unknown, key: string): boolean {
  return typeof given === 'string' && given.length > 0 && timingSafeEqual(digest(given), digest(key));
}

/**
 * Whether a request may read the mailbox: it comes from this machine (the socket's peer and,
 * behind a trusted proxy, the client it names are both loopback addresses) and carries this
 * start's key. Anything else must not learn that the mailbox exists.
 */
export function mayReadMailbox(request: MailboxRequest, key: string): boolean {
  const peer = request.raw.socket?.remoteAddress;
  if (!isLoopbackAddress(peer) || !isLoopbackAddress(request.ip)) return false;
  const query = request.query as Record<string, unknown> | undefined;
  return keyMatches(query?.[DEV_MAILBOX_KEY_PARAM], key);
}

/**
 * Fastify `onRoute` hook: gives every /dev/mailbox route an onRequest check that answers a
 * refused request through the not-found handler, so it gets exactly the reply of a path that
 * does not exist (same status, body and headers). Route-level hooks run after the global ones
 * (request id, CORS, helmet), as they do for an unknown path.
 */
export function guardDevMailboxRoute(config: Pick<AppConfig, 'devMailboxKey'>) {
  const check = (request: MailboxRequest, reply: MailboxReply, done: () => void) => {
    if (mayReadMailbox(request, config.devMailboxKey)) return done();
    reply.callNotFound();
  };
  return (route: MailboxRoute): void => {
    if (!DEV_GUARDED_PATHS.some((path) => route.url === path || route.url.startsWith(`${path}/`))) return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...existing, check];
  };
}
