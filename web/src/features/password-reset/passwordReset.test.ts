import { canResetPassword, canSendReset, forgotErrors, resetErrors, resetRequest } from './passwordReset';

describe('password reset (doc 1 §5)', () => {
  it('enables Send only when an email is entered', () => {
    expect(canSendReset({ email: '' })).toBe(false);
    expect(canSendReset({ email: '   ' })).toBe(false);
    expect(canSendReset({ email: 'p' })).toBe(true);
  });

  it('asks for a valid email address before sending', () => {
    expect(forgotErrors({ email: 'priya' })).toEqual({ email: 'Enter a valid email address, such as name@example.com.' });
    expect(forgotErrors({ email: ' priya.raman@example.com ' })).toEqual({});
  });

  it('enables Reset Password only when both entries are non-empty and equal', () => {
    expect(canResetPassword({ password: '', confirmPassword: '' })).toBe(false);
    expect(canResetPassword({ password: 'Lantern-Tide-77', confirmPassword: 'Lantern-Tide-7' })).toBe(false);
    expect(canResetPassword({ password: 'Lantern-Tide-77', confirmPassword: 'Lantern-Tide-77' })).toBe(true);
  });

  it('needs a new password that meets the rule of the spec', () => {
    expect(resetErrors({ password: 'lanterntide', confirmPassword: 'lanterntide' })).toEqual({
      password: 'Use at least one digit, one uppercase and one lowercase letter.',
    });
    expect(resetErrors({ password: 'Lantern-Tide-77', confirmPassword: 'Lantern-Tide-77' })).toEqual({});
    expect(resetErrors({ password: 'Harbor-Tide-77', confirmPassword: 'Harbor-Tide-77' })).toEqual({
      password: 'The password must not contain the name Harbor.',
    });
  });

  it('sends the code and user id of the link with the new password', () => {
    expect(resetRequest({ password: 'Lantern-Tide-77', confirmPassword: 'Lantern-Tide-77' }, { code: 'c'.repeat(20), userId: 'u-1' })).toEqual({
      code: 'c'.repeat(20),
      userId: 'u-1',
      password: 'Lantern-Tide-77',
      confirmPassword: 'Lantern-Tide-77',
    });
  });
});
