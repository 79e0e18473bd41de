import { ApiError, PortalClient } from '@portal/generated-client';

/**
 * Supplies the bearer token for calls that need one. Sign-in (the identity feature) replaces
 * this with the real session lookup, including the refresh before expiry (doc 1 §4 "Session");
 * until then there is no session, so no token.
 */
let getAccessToken: () => Promise<string | undefined> = async () => undefined;

/** The seam sign-in plugs into: every later call asks `provider` for the token. */
export function setAccessTokenProvider(provider: () => Promise<string | undefined>): void {
  getAccessToken = provider;
}

/**
 * The one API client of the web app. BASE is empty so calls go to the page's own origin
 * (Vite proxies /api in development; the API serves the app in production).
 * An empty token means "send no Authorization header" to the generated client.
 */
export const api = new PortalClient({
  BASE: '',
  TOKEN: async () => (await getAccessToken()) ?? '',
});

/** The reply envelope every /api call answers with (doc 1 §7). */
export interface ReplyEnvelope<T> {
  success: boolean;
  result: T | null;
  errors: string[];
  fieldErrors?: Record<string, string>;
}

export const FALLBACK_ERROR_MESSAGE = 'Api returned an error response';

/**
 * A reply with `success: false` (or an HTTP error carrying the envelope). `message` is the
 * first error, the headline to show; `errors` keeps them all and `fieldErrors` lets a form
 * mark its fields.
 */
export class ApiReplyError extends Error {
  override readonly name = 'ApiReplyError';

  constructor(
    readonly errors: string[],
    readonly fieldErrors: Record<string, string> = {},
    readonly status?: number,
  ) {
    super(errors[0] ?? FALLBACK_ERROR_MESSAGE);
  }
}

function isEnvelope(body: unknown): body is ReplyEnvelope<unknown> {
  return typeof body === 'object' && body !== null && 'success' in body && 'errors' in body;
}

/**
 * Awaits a generated-client call and returns the envelope's `result`, or throws
 * `ApiReplyError` when the reply says it failed (whatever the HTTP status).
 */
export async function unwrap<T>(call: Promise<ReplyEnvelope<T>>): Promise<T> {
  let reply: ReplyEnvelope<T>;
  try {
    reply = await call;
  } catch (error) {
    if (error instanceof ApiError && isEnvelope(error.body)) {
      const body = error.body;
      throw new ApiReplyError(
        Array.isArray(body.errors) ? body.errors : [],
        body.fieldErrors ?? {},
        error.status,
      );
    }
    throw error;
  }
  if (!reply.success) {
    throw new ApiReplyError(reply.errors ?? [], reply.fieldErrors ?? {});
  }
  return reply.result as T;
}
