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

export enum CommonExceptionCode {
  ValidationFailed = 'VALIDATION_FAILED',
  /** A body refused before validation: empty, not JSON, nested too deeply, too many or too long keys. */
  MalformedBody = 'MALFORMED_BODY',
  NotSignedIn = 'NOT_SIGNED_IN',
  Forbidden = 'FORBIDDEN',
  NotFound = 'NOT_FOUND',
  Conflict = 'CONFLICT',
  PayloadTooLarge = 'PAYLOAD_TOO_LARGE',
  BusinessRule = 'BUSINESS_RULE',
  Throttled = 'THROTTLED',
  Internal = 'INTERNAL',
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
