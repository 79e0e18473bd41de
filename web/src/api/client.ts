import { ApiError, BaseHttpRequest, type CancelablePromise, type ErrorCode, type OpenAPIConfig, PortalClient } from '@portal/generated-client';
import { LOCALE_OF, currentLanguage } from '@/i18n';

type RequestOptions = Parameters<BaseHttpRequest['request']>[0];

/** What the token provider is told about a call. */
export interface CallInfo {
  url: string;
  /**
   * The call needs a signed-in user. By the spec's convention every operation lists its error
   * replies and only signed-in operations answer 401 'User must be logged in.', so a call with
   * a 401 reply needs the session, except the sign-in calls below, whose 401 means wrong
   * credentials and which never carry the access token.
   */
  needsSignIn: boolean;
}

/** Calls that send no access token (doc 1 §7: login and remember-me carry no bearer; refresh carries the refresh token). */
const SIGN_IN_CALLS = new Set(['/api/account/login', '/api/jwt/remember', '/api/jwt/refresh']);

export function describeCall(options: Pick<RequestOptions, 'url' | 'errors'>): CallInfo {
  return {
    url: options.url,
    needsSignIn: !SIGN_IN_CALLS.has(options.url) && options.errors?.[401] !== undefined,
  };
}

/**
 * Supplies the bearer token of a call. Sign-in plugs the session in here (it renews an
 * expired access token first, doc 1 §4 "Session"); until then there is no token.
 */
let getAccessToken: (call: CallInfo) => Promise<string | undefined> = async () => undefined;

/** The seam sign-in plugs into: every later call asks `provider` for the token. */
export function setAccessTokenProvider(provider: (call: CallInfo) => Promise<string | undefined>): void {
  getAccessToken = provider;
}

/** Told when a call that carried `token` was answered 401 (the session is no longer valid). */
let onUnauthorized: (token: string) => void = () => undefined;

export function setUnauthorizedHandler(handler: (token: string) => void): void {
  onUnauthorized = handler;
}

/** The token each call in flight carried, so a 401 can be traced to the session that sent it. */
const sentTokens = new WeakMap<object, string>();

/**
 * The generated client's fetch transport, plus one thing: a 401 answer to a call that carried
 * an access token is reported to `onUnauthorized`. The caller still gets the error.
 */
class SessionAwareRequest extends BaseHttpRequest {
  private readonly transport: BaseHttpRequest;

  constructor(config: OpenAPIConfig) {
    super(config);
    this.transport = new PortalClient(config).request; // the generated fetch transport
  }

  override request<T>(options: RequestOptions): CancelablePromise<T> {
    const pending = this.transport.request<T>(options);
    pending.then(undefined, (error: unknown) => {
      const token = sentTokens.get(options);
      if (error instanceof ApiError && error.status === 401 && token) onUnauthorized(token);
    });
    return pending;
  }
}

/**
 * The one API client of the web app. BASE is empty so calls go to the page's own origin
 * (Vite proxies /api in development; the API serves the app in production).
 * An empty token means "send no Authorization header" to the generated client.
 */
export const api = new PortalClient(
  {
    BASE: '',
    // The API writes its messages in the page's language when no signed-in token says otherwise (issue 17).
    HEADERS: async () => ({ 'Accept-Language': LOCALE_OF[currentLanguage()] }),
    TOKEN: async (options) => {
      if (SIGN_IN_CALLS.has(options.url)) return '';
      const token = (await getAccessToken(describeCall(options))) ?? '';
      if (token) sentTokens.set(options, token);
      return token;
    },
  },
  SessionAwareRequest,
);

/**
 * A second client for POST /api/jwt/refresh only: its bearer token is the refresh token,
 * which must never reach any other call.
 */
export function createRefreshClient(refreshToken: () => string | undefined): PortalClient {
  return new PortalClient({ BASE: '', TOKEN: async () => refreshToken() ?? '' });
}

/** The reply envelope every /api call answers with (doc 1 §7); a failed one carries its `code`. */
export interface ReplyEnvelope<T> {
  success: boolean;
  result: T | null;
  errors: string[];
  code?: ErrorCode;
  fieldErrors?: Record<string, string>;
}

export const FALLBACK_ERROR_MESSAGE = 'Api returned an error response';

/**
 * A reply with `success: false` (or an HTTP error carrying the envelope). `message` is the
 * first error, the headline to show; `errors` keeps them all and `fieldErrors` lets a form
 * mark its fields. Decisions are made on `code` (the spec's ErrorCode), never on the text.
 */
export class ApiReplyError extends Error {
  override readonly name = 'ApiReplyError';

  constructor(
    readonly errors: string[],
    readonly fieldErrors: Record<string, string> = {},
    readonly status?: number,
    readonly code?: ErrorCode,
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
      throw new ApiReplyError(Array.isArray(body.errors) ? body.errors : [], body.fieldErrors ?? {}, error.status, body.code);
    }
    throw error;
  }
  if (!reply.success) {
    throw new ApiReplyError(reply.errors ?? [], reply.fieldErrors ?? {}, undefined, reply.code);
  }
  return reply.result as T;
}
