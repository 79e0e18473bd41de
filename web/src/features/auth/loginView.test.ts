import { loginView, rememberedCredentialRefused } from './loginView';

describe('loginView', () => {
  const signedOut = { unconfirmed: false, remembered: false, signedIn: false };

  it('shows Welcome Back while a remember-me credential is stored, else the form', () => {
    expect(loginView(signedOut, null)).toBe('form');
    expect(loginView({ ...signedOut, remembered: true }, null)).toBe('welcomeBack');
    expect(loginView({ ...signedOut, remembered: true }, 'form')).toBe('welcomeBack'); // from another tab
  });

  it('shows the confirmation-sent panel after an unconfirmed-email refusal', () => {
    expect(loginView({ ...signedOut, unconfirmed: true }, 'form')).toBe('confirmationSent');
  });

  it('keeps the form, not Welcome Back, once a sign-in with Remember me has started the session', () => {
    expect(loginView({ unconfirmed: false, remembered: true, signedIn: true }, 'form')).toBe('form');
  });

  it('keeps Welcome Back while its own Continue signs in', () => {
    expect(loginView({ unconfirmed: false, remembered: true, signedIn: true }, 'welcomeBack')).toBe('welcomeBack');
  });

  it('goes back to the form when Change User forgets the credential', () => {
    expect(loginView(signedOut, 'welcomeBack')).toBe('form');
  });
});

describe('rememberedCredentialRefused', () => {
  it('forgets the credential when the server refuses it or the request check refuses its shape', () => {
    expect(rememberedCredentialRefused('AUTH_REMEMBER_ME_INVALID')).toBe(true);
    expect(rememberedCredentialRefused('VALIDATION_FAILED')).toBe(true);
    expect(rememberedCredentialRefused('MALFORMED_BODY')).toBe(true);
  });

  it('keeps it for throttling, server trouble or a failure without a code', () => {
    expect(rememberedCredentialRefused('AUTH_THROTTLED_ADDRESS')).toBe(false);
    expect(rememberedCredentialRefused('RATE_LIMITED')).toBe(false);
    expect(rememberedCredentialRefused('INTERNAL')).toBe(false);
    expect(rememberedCredentialRefused(undefined)).toBe(false);
  });
});
