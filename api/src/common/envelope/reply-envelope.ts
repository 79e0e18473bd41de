/** The spec's bounds on an error reply (ErrorReply: errors maxItems 100, each at most 2000 characters). */
export const MAX_ERROR_LINES = 100;
export const MAX_FIELD_ERRORS = 100;
export const MAX_ERROR_LENGTH = 2000;

function clip(message: string): string {
  return message.length > MAX_ERROR_LENGTH ? `${message.slice(0, MAX_ERROR_LENGTH - 1)}…` : message;
}

/** At most MAX_ERROR_LINES lines: the first 99 and a last one saying how many more there were. */
export function capErrorLines(errors: string[]): string[] {
  if (errors.length <= MAX_ERROR_LINES) return errors.map(clip);
  const shown = errors.slice(0, MAX_ERROR_LINES - 1).map(clip);
  return [...shown, `…and ${errors.length - shown.length} more.`];
}

/** The first MAX_FIELD_ERRORS fields' messages (the errors lines say how many there were in all). */
export function capFieldErrors(fieldErrors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  let n = 0;
  for (const [field, message] of Object.entries(fieldErrors)) {
    if (n++ === MAX_FIELD_ERRORS) break;
    out[clip(field)] = clip(message);
  }
  return out;
}

/**
 * The reply envelope of doc 1 §7 that every /api JSON reply uses: `success`, `result`,
 * `errors`, and `fieldErrors` on validation failures. A failed reply also carries `code`, the
 * stable machine-readable reason (openapi/components/schemas/ErrorCode.yaml).
 */
export class ReplyEnvelope<T = unknown> {
  constructor(
    readonly success: boolean,
    readonly result: T | null,
    readonly errors: string[],
    readonly fieldErrors?: Record<string, string>,
    readonly code?: string,
  ) {}

  static ok<T>(result: T): ReplyEnvelope<T> {
    return new ReplyEnvelope(true, result, []);
  }

  /** A failed reply that still carries a result (for example a readiness probe's details). */
  static failWith<T>(result: T, errors: string[], code: string): ReplyEnvelope<T> {
    return new ReplyEnvelope(false, result, errors, undefined, code);
  }

  /** A failed reply, bounded whatever went wrong: one hostile request must not get a megabyte of messages back. */
  static error(code: string, errors: string[], fieldErrors?: Record<string, string>): ReplyEnvelope<null> {
    return new ReplyEnvelope(
      false,
      null,
      capErrorLines(errors),
      fieldErrors && Object.keys(fieldErrors).length ? capFieldErrors(fieldErrors) : undefined,
      code,
    );
  }

  toJSON() {
    const body: Record<string, unknown> = { success: this.success, result: this.result, errors: this.errors };
    if (this.code !== undefined) body.code = this.code;
    if (this.fieldErrors) body.fieldErrors = this.fieldErrors;
    return body;
  }
}
