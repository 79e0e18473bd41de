import { MAX_ERROR_LINES, MAX_FIELD_ERRORS, ReplyEnvelope } from './reply-envelope';

describe(ReplyEnvelope.name, () => {
  describe('error', () => {
    it('keeps up to 100 error lines as they are', () => {
      const errors = Array.from({ length: MAX_ERROR_LINES }, (_, i) => `problem ${i}`);
      expect(ReplyEnvelope.error('VALIDATION_FAILED', errors).errors).toEqual(errors);
    });

    it('answers at most 100 lines, the last saying how many more there were', () => {
      const errors = Array.from({ length: 60_000 }, (_, i) => `problem ${i}`);
      const reply = ReplyEnvelope.error('VALIDATION_FAILED', errors).errors;
      expect(reply).toHaveLength(MAX_ERROR_LINES);
      expect(reply.slice(0, 99)).toEqual(errors.slice(0, 99));
      expect(reply[99]).toBe('…and 59901 more.');
    });

    it('lists at most 100 fields in fieldErrors', () => {
      const fieldErrors = Object.fromEntries(Array.from({ length: 250 }, (_, i) => [`f${i}`, `f${i} is wrong`]));
      const reply = ReplyEnvelope.error('VALIDATION_FAILED', ['x'], fieldErrors).fieldErrors!;
      expect(Object.keys(reply)).toHaveLength(MAX_FIELD_ERRORS);
      expect(reply.f0).toBe('f0 is wrong');
    });

    it('shortens a message longer than the spec allows (2,000 characters)', () => {
      expect(ReplyEnvelope.error('INTERNAL', ['x'.repeat(5000)]).errors[0]).toHaveLength(2000);
    });

    it('carries its code beside the messages, for programs', () => {
      expect(ReplyEnvelope.error('AUTH_LOGIN_FAILED', ['The username or password is incorrect.']).toJSON()).toEqual({
        success: false,
        result: null,
        errors: ['The username or password is incorrect.'],
        code: 'AUTH_LOGIN_FAILED',
      });
    });
  });

  describe('ok', () => {
    it('carries no code', () => {
      expect(ReplyEnvelope.ok({ added: true }).toJSON()).toEqual({ success: true, result: { added: true }, errors: [] });
    });
  });
});
