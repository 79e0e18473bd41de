import { ApiReplyError, FALLBACK_ERROR_MESSAGE } from '@/api/client';
import { NETWORK_ERROR_MESSAGE, bothEnteredAndEqual, errorLines, fieldErrorsFor, toFormFailure } from './serverErrors';

describe('server errors on forms (doc 1 §7, §8)', () => {
  it('keeps every error line and the field errors of a refused reply', () => {
    const failure = toFormFailure(new ApiReplyError(['First problem.', 'Second problem.'], { zip: 'Zip is wrong.' }, 400));
    expect(failure).toEqual({ errors: ['First problem.', 'Second problem.'], fieldErrors: { zip: 'Zip is wrong.' }, status: 400 });
  });

  it('falls back to the catalogue text when the reply has no error text', () => {
    expect(toFormFailure(new ApiReplyError([])).errors).toEqual([FALLBACK_ERROR_MESSAGE]);
  });

  it('says the server could not be reached when fetch fails, marking no field', () => {
    expect(toFormFailure(new TypeError('Failed to fetch'))).toEqual({ errors: [NETWORK_ERROR_MESSAGE], fieldErrors: {} });
  });

  it('shows every error of a refused call as a line outside forms too', () => {
    expect(errorLines(new ApiReplyError(['First.', 'Second.']))).toEqual(['First.', 'Second.']);
  });

  it('shows the catalogue text for a failure that carries no message', () => {
    expect(toFormFailure(new Error('')).errors).toEqual([FALLBACK_ERROR_MESSAGE]);
    expect(toFormFailure(new Error('internal detail')).errors).toEqual([FALLBACK_ERROR_MESSAGE]);
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
