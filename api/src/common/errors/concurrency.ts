import { DeadlockException, DriverException, LockWaitTimeoutException, OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';

/** SQLSTATE lock_not_available: a NOWAIT lock (PESSIMISTIC_WRITE_OR_FAIL) that another transaction holds. */
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * Errors that mean "another request changed this first": an optimistic lock that failed (the
 * row's version moved), a unique constraint that refused a second insert, a serialization
 * failure or deadlock of a serializable/locking transaction (SQLSTATE 40001/40P01), or a
 * NOWAIT lock that was taken. Nothing was written by the failing statement's transaction, so
 * the caller answers 409 and the client may reload and retry. Areas catch these where they can
 * say more (ProfileException, PoliciesException, AccountException); the global filter answers
 * the rest with the generic 409 (see api/README.md, "Concurrency: versions, locks and 409").
 */
export function isConcurrencyConflict(err: unknown): boolean {
  return (
    err instanceof OptimisticLockError ||
    err instanceof UniqueConstraintViolationException ||
    err instanceof DeadlockException ||
    err instanceof LockWaitTimeoutException ||
    // MikroORM's PostgreSQL converter has no class for 55P03: it arrives as a DriverException.
    (err instanceof DriverException && err.code === LOCK_NOT_AVAILABLE)
  );
}

/** The name of the unique constraint a violation hit (PostgreSQL reports it), or undefined. */
export function violatedUniqueConstraint(err: unknown): string | undefined {
  if (!(err instanceof UniqueConstraintViolationException)) return undefined;
  const constraint = (err as { constraint?: unknown }).constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}

/** Whether the error is the unique violation of the named constraint. */
export function violates(err: unknown, constraint: string): boolean {
  return violatedUniqueConstraint(err) === constraint;
}
