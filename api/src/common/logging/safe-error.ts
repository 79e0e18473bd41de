/**
 * What of an error may reach a log line. Database errors carry the SQL text, its parameters and
 * the row ("Failing row contains (...)", "Key (email)=(...)"); the ORM's not-found and
 * validation errors quote the values searched for. Those keep only their class, SQLSTATE and
 * the names of the constraint, table and column; every other error keeps its message with
 * email addresses masked. Stacks keep their frames, never their first line (the message again).
 */
export interface SafeError {
  type: string;
  message?: string;
  code?: string;
  sqlState?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
}

/** The stand-in for an email address in a log line. */
export const EMAIL_MASK = '[email]';

const EMAIL = /[^\s"'<>()[\]{},;:\\/]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+/g;

/** Replaces every email address in a text by a mask. */
export function maskEmails(text: string): string {
  return text.replace(EMAIL, EMAIL_MASK);
}

/** Error classes whose message quotes data (SQL, parameters, rows, search conditions). */
const DATA_QUOTING =
  /^(DriverException|.*(Exception|ConstraintViolation)|NotFoundError|ValidationError|OptimisticLockError|DatabaseError|QueryFailedError|error)$/;

const IDENTIFIER = /^[A-Za-z0-9_.$-]{1,128}$/;

function identifier(value: unknown): string | undefined {
  return typeof value === 'string' && IDENTIFIER.test(value) ? value : undefined;
}

function frames(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const lines = stack.split('\n').filter((line) => /^\s*at /.test(line));
  return lines.length ? lines.join('\n') : undefined;
}

/** The loggable form of anything thrown (an Error, pino's serialized error, or a string). */
export function safeError(err: unknown): SafeError | string | undefined {
  if (err === undefined || err === null) return undefined;
  if (typeof err === 'string' || typeof err === 'number' || typeof err === 'boolean' || typeof err === 'bigint') return maskEmails(String(err)).slice(0, 1000);
  // A thrown function or symbol: its kind only (a function's text is its source code).
  if (typeof err !== 'object') return typeof err;
  const e = err as Record<string, unknown>;
  const type = identifier(e.type) ?? identifier(e.name) ?? identifier((err as object).constructor?.name) ?? 'Error';
  const sqlState =
    identifier(e.sqlState) ??
    (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && ('severity' in e || 'routine' in e || 'sqlState' in e) ? e.code : undefined);
  const fromDatabase = sqlState !== undefined || 'query' in e || 'severity' in e || 'routine' in e || DATA_QUOTING.test(type);
  const safe: SafeError = { type };
  if (!fromDatabase && typeof e.message === 'string') safe.message = maskEmails(e.message).slice(0, 1000);
  const code = identifier(e.code);
  if (code) safe.code = code;
  if (sqlState) safe.sqlState = sqlState;
  for (const key of ['constraint', 'table', 'column'] as const) {
    const value = identifier(e[key]);
    if (value) safe[key] = value;
  }
  const stack = frames(e.stack);
  if (stack) safe.stack = stack;
  return safe;
}
