import { DeadlockException, DriverException, OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { ForbiddenException, HttpException, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { codeForStatus, CommonExceptionCode } from '../errors/app-exception';
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

  describe('stable codes for refusals that carry only a status', () => {
    it('names framework refusals by meaning, never HTTP_<status>', () => {
      expect(filter.map(new NotFoundException()).code).toBe('NOT_FOUND');
      expect(filter.map(new UnauthorizedException()).code).toBe('UNAUTHENTICATED');
      expect(filter.map(new ForbiddenException()).code).toBe('FORBIDDEN');
      expect(filter.map(new HttpException('Gone', 410))).toEqual({
        status: 410,
        errors: ['The request is not valid. Check the highlighted fields and try again.'],
        code: 'REQUEST_REFUSED',
      });
      expect(filter.map(new HttpException('Down', 503)).code).toBe('SERVICE_UNAVAILABLE');
      expect(filter.map(new HttpException('Bad gateway', 502)).code).toBe('INTERNAL');
    });

    it('answers the throttler with RATE_LIMITED', () => {
      expect(filter.map(new ThrottlerException())).toEqual({
        status: 429,
        errors: ['Too many requests. Please wait a minute and try again.'],
        code: 'RATE_LIMITED',
      });
    });

    it("names Fastify's body refusals by meaning and keeps Fastify's own code for the log only", () => {
      const fastify = (statusCode: number, code: string) => Object.assign(new Error(code), { statusCode, code });
      expect(filter.map(fastify(413, 'FST_ERR_CTP_BODY_TOO_LARGE'))).toEqual({
        status: 413,
        errors: ['The request is too large.'],
        code: 'PAYLOAD_TOO_LARGE',
        internalCode: 'FST_ERR_CTP_BODY_TOO_LARGE',
      });
      expect(filter.map(fastify(415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE'))).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
      expect(filter.map(fastify(400, 'FST_ERR_CTP_EMPTY_JSON_BODY'))).toMatchObject({ status: 400, code: 'MALFORMED_BODY' });
    });

    it('gives every status a code of the CommonExceptionCode enum, in upper snake case', () => {
      for (let status = 400; status < 600; status++) {
        const code = codeForStatus(status);
        expect(Object.values(CommonExceptionCode)).toContain(code);
        expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
      }
    });
  });
});
