import { DeadlockException, DriverException, OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { SpaFallback } from '../web/spa-fallback';
import { ApiExceptionFilter } from './exception.filter';

/** A driver error as pg reports it (MikroORM copies its fields onto its own exception). */
function pgError(code: string, constraint?: string): Error {
  return Object.assign(new Error(`duplicate key value violates unique constraint "${constraint}" Failing row contains (secret)`), { code, constraint });
}

describe(ApiExceptionFilter.name, () => {
  const filter = new ApiExceptionFilter(new SpaFallback());
  const conflict = { status: 409, errors: ['This conflicts with the current state. Reload and try again.'], code: 'CONFLICT' };

  describe('races no area answered itself', () => {
    it('answers 409 for an optimistic lock that failed (the row changed since it was read)', () => {
      expect(filter.map(OptimisticLockError.lockFailed('User'))).toEqual(conflict);
    });

    it('answers 409 for a unique constraint that refused a second insert, without the row in the message', () => {
      expect(filter.map(new UniqueConstraintViolationException(pgError('23505', 'user_policy_policy_number_unique')))).toEqual(conflict);
    });

    it('answers 409 for a serialization failure or deadlock, and for a NOWAIT lock that was taken', () => {
      expect(filter.map(new DeadlockException(pgError('40001')))).toEqual(conflict);
      // As MikroORM's PostgreSQL driver reports a NOWAIT lock that was taken (no class of its own).
      expect(filter.map(new DriverException(pgError('55P03')))).toEqual(conflict);
    });
  });

  it('still answers 500 for any other error, a database error included', () => {
    expect(filter.map(new DriverException(pgError('57014')))).toMatchObject({ status: 500 });
    expect(filter.map(new Error('boom'))).toEqual({ status: 500, errors: ['Something went wrong on our side. Please try again.'], code: 'INTERNAL' });
  });
});
