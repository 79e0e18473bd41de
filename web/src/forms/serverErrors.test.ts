import { ApiReplyError, FALLBACK_ERROR_MESSAGE } from '../api/client';
import { bothEnteredAndEqual, fieldErrorsFor, toFormFailure } from './serverErrors';

describe('server errors on forms (doc 1 §7, §8)', () => {
  it('keeps every error line and the field errors of a refused reply', () => {
    const failure = toFormFailure(new ApiReplyError(['First problem.', 'Second problem.'], { zip: 'Zip is wrong.' }, 400));
    expect(failure).toEqual({ errors: ['First problem.', 'Second problem.'], fieldErrors: { zip: 'Zip is wrong.' }, status: 400 });
  });

  it('falls back to the catalogue text when the reply has no error text', () => {
    expect(toFormFailure(new ApiReplyError([])).errors).toEqual([FALLBACK_ERROR_MESSAGE]);
  });

  it('passes a network failure on with its own message, marking no field', () => {
    expect(toFormFailure(new TypeError('Failed to fetch'))).toEqual({ errors: ['Failed to fetch'], fieldErrors: {} });
  });

  it('shows the catalogue text for a failure that carries no message', () => {
    expect(toFormFailure(new Error('')).errors).toEqual([FALLBACK_ERROR_MESSAGE]);
    expect(toFormFailure('something odd').errors).toEqual([FALLBACK_ERROR_MESSAGE]);
  });

  it('marks only the fields the form has', () => {
    const failure = { errors: ['x'], fieldErrors: { username: 'Taken.', 'policies.0': 'Bad.' } };
    expect(fieldErrorsFor(failure, ['username', 'password'])).toEqual({ username: 'Taken.' });
  });

  it('enables a password button only when both entries are non-empty and equal', () => {
    expect(bothEnteredAndEqual('', '')).toBe(false);
    expect(bothEnteredAndEqual('Harbor-Light-42', '')).toBe(false);
    expect(bothEnteredAndEqual('Harbor-Light-42', 'Harbor-Light-43')).toBe(false);
    expect(bothEnteredAndEqual('Harbor-Light-42', 'Harbor-Light-42')).toBe(true);
  });
});
