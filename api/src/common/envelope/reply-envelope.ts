/**
 * The reply envelope of doc 1 §7 that every /api JSON reply uses: `success`, `result`,
 * `errors`, and `fieldErrors` on validation failures.
 */
export class ReplyEnvelope<T = unknown> {
  constructor(
    readonly success: boolean,
    readonly result: T | null,
    readonly errors: string[],
    readonly fieldErrors?: Record<string, string>,
  ) {}

  static ok<T>(result: T): ReplyEnvelope<T> {
    return new ReplyEnvelope(true, result, []);
  }

  /** A failed reply that still carries a result (for example a readiness probe's details). */
  static failWith<T>(result: T, errors: string[]): ReplyEnvelope<T> {
    return new ReplyEnvelope(false, result, errors);
  }

  static error(errors: string[], fieldErrors?: Record<string, string>): ReplyEnvelope<null> {
    return new ReplyEnvelope(false, null, errors, fieldErrors && Object.keys(fieldErrors).length ? fieldErrors : undefined);
  }

  toJSON() {
    const body: Record<string, unknown> = { success: this.success, result: this.result, errors: this.errors };
    if (this.fieldErrors) body.fieldErrors = this.fieldErrors;
    return body;
  }
}
