/**
 * Base of every area's own exception (twenty's XException + XExceptionCode pattern): a code
 * for programs, the HTTP status, and messages fit to show to the user. An internal detail,
 * kept apart from the user messages (documenso's AppError), goes only to the log.
 */
export abstract class AppException<Code extends string = string> extends Error {
  protected constructor(
    readonly code: Code,
    readonly status: number,
    readonly userMessages: string[],
    readonly internalDetail?: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(internalDetail ?? userMessages[0] ?? code);
    this.name = new.target.name;
  }
}

/**
 * An area's refusals as one table: each code's HTTP status and the message the user sees. A
 * mapped type over the code enum, so a code added without its row does not compile (what an
 * exhaustive switch proves, in one line a code).
 */
export type RefusalTable<Code extends string> = { readonly [C in Code]: readonly [status: number, message: string] };

/** The same for an area whose refusals always show the table's message: the second argument is only for the log. */
export function fixedRefusalException<Code extends string>(refusals: RefusalTable<Code>) {
  return class extends AppException<Code> {
    constructor(code: Code, internalDetail?: string) {
      const [status, message] = refusals[code];
      super(code, status, [message], internalDetail);
    }
  };
}

/** The same for an area whose messages come with each refusal (they depend on the case): the status only. */
export type StatusTable<Code extends string> = { readonly [C in Code]: number };

/**
 * The one constructor of the areas' exceptions: `class XException extends refusalException(REFUSALS) {}`.
 * The code's row gives the status and the message; `messages`, when given and not empty, replace
 * the message (the rule says more: which reasons, which field). The class keeps its own name
 * (`AppException` takes it from `new.target`), so `instanceof XException` and the log read as before.
 */
export function refusalException<Code extends string>(refusals: RefusalTable<Code>) {
  return class extends AppException<Code> {
    constructor(code: Code, messages?: readonly string[], internalDetail?: string) {
      const [status, message] = refusals[code];
      super(code, status, messages?.length ? [...messages] : [message], internalDetail);
    }
  };
}

/** The same for an area whose messages come with each refusal (a StatusTable): `messages` are required. */
export function statusException<Code extends string>(statuses: StatusTable<Code>) {
  return class extends AppException<Code> {
    constructor(code: Code, messages: readonly string[], internalDetail?: string) {
      super(code, statuses[code], [...messages], internalDetail);
    }
  };
}

/**
 * Codes of the refusals no area owns: the request itself, the HTTP layer, races and failures.
 * Every code (these and each area's) is part of the API: the spec lists them in
 * openapi/components/schemas/ErrorCode.yaml and on each operation's error responses. Never
 * rename one; add a new one (spec first) instead.
 */
export enum CommonExceptionCode {
  /** A field is missing, malformed or out of range; `fieldErrors` names each. */
  ValidationFailed = 'VALIDATION_FAILED',
  /** A body refused before validation: empty, not JSON, nested too deeply, too many or too long keys. */
  MalformedBody = 'MALFORMED_BODY',
  /** The HTTP layer refused the call for want of credentials (the auth area answers its own AUTH_* codes). */
  Unauthenticated = 'UNAUTHENTICATED',
  /** The HTTP layer refused the call (the auth area answers AUTH_ADMIN_ONLY itself). */
  Forbidden = 'FORBIDDEN',
  /** No route answers this path and method. */
  NotFound = 'NOT_FOUND',
  /** A race no area answered itself (optimistic lock, unique constraint, serialization failure, NOWAIT lock). */
  Conflict = 'CONFLICT',
  PayloadTooLarge = 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType = 'UNSUPPORTED_MEDIA_TYPE',
  /** Any other 4xx the HTTP layer answers; the status says which. */
  RequestRefused = 'REQUEST_REFUSED',
  /** Over the per-minute allowance of every call. */
  RateLimited = 'RATE_LIMITED',
  Internal = 'INTERNAL',
  /** A dependency (the database) cannot be reached. */
  ServiceUnavailable = 'SERVICE_UNAVAILABLE',
}

/** The code of a refusal that carries only an HTTP status (the framework's or Fastify's own errors). */
export function codeForStatus(status: number): CommonExceptionCode {
  switch (status) {
    case 400:
      return CommonExceptionCode.MalformedBody;
    case 401:
      return CommonExceptionCode.Unauthenticated;
    case 403:
      return CommonExceptionCode.Forbidden;
    case 404:
      return CommonExceptionCode.NotFound;
    case 409:
      return CommonExceptionCode.Conflict;
    case 413:
      return CommonExceptionCode.PayloadTooLarge;
    case 415:
      return CommonExceptionCode.UnsupportedMediaType;
    case 429:
      return CommonExceptionCode.RateLimited;
    case 503:
      return CommonExceptionCode.ServiceUnavailable;
    default:
      return status >= 500 ? CommonExceptionCode.Internal : CommonExceptionCode.RequestRefused;
  }
}

/** The messages users see for each status when no area gave a more specific one. */
export const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'The request is not valid. Check the highlighted fields and try again.',
  401: 'User must be logged in.',
  403: 'You are not allowed to do this.',
  404: 'Not found.',
  405: 'This method is not allowed here.',
  406: 'This reply format is not available.',
  409: 'This conflicts with the current state. Reload and try again.',
  413: 'The request is too large.',
  415: 'This content type is not supported. Send JSON.',
  422: 'This request cannot be completed.',
  429: 'Too many requests. Please wait a minute and try again.',
  500: 'Something went wrong on our side. Please try again.',
  503: 'The service is not available right now. Please try again shortly.',
};

export class CommonException extends AppException<CommonExceptionCode> {
  constructor(code: CommonExceptionCode, status: number, userMessages?: string[], internalDetail?: string, fieldErrors?: Record<string, string>) {
    super(code, status, userMessages ?? [DEFAULT_MESSAGES[status] ?? DEFAULT_MESSAGES[500]], internalDetail, fieldErrors);
  }

  static validation(fieldErrors: Record<string, string>): CommonException {
    const messages = [...new Set(Object.values(fieldErrors))];
    return new CommonException(CommonExceptionCode.ValidationFailed, 400, messages.length ? messages : undefined, undefined, fieldErrors);
  }
}
