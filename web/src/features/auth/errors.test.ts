import { ApiReplyError, FALLBACK_ERROR_MESSAGE } from '../../api/client';
import { NETWORK_ERROR_MESSAGE, errorLines, fieldErrorsOf } from './errors';

describe('error lines', () => {
  it('shows every error of a refused call, each as a line', () => {
    expect(errorLines(new ApiReplyError(['First.', 'Second.']))).toEqual(['First.', 'Second.']);
  });

  it("falls back to 'Api returned an error response' when the reply has no error text", () => {
    expect(errorLines(new ApiReplyError([]))).toEqual([FALLBACK_ERROR_MESSAGE]);
  });

  it('says the server could not be reached when fetch fails', () => {
    expect(errorLines(new TypeError('Failed to fetch'))).toEqual([NETWORK_ERROR_MESSAGE]);
  });

  it('hands field errors to the form', () => {
    expect(fieldErrorsOf(new ApiReplyError(['x'], { newEmail: 'Taken.' }, 409))).toEqual({ newEmail: 'Taken.' });
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });
});
