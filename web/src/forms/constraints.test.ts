import { checkValue, ruleFor } from './constraints';

describe('form rules come from the spec', () => {
  it('asks for a required field that is empty', () => {
    expect(ruleFor('LoginRequest', 'username', 'Email')('')).toBe('Enter email.');
  });

  it('asks for a required field left blank with spaces, rather than naming its format', () => {
    const name = ruleFor('NameRequest', 'name', 'Name', { required: 'Enter your name.', pattern: 'Enter your name without < or >.' });
    expect(name('   ')).toBe('Enter your name.');
    expect(name('')).toBe('Enter your name.');
    expect(name('Ann <b>')).toBe('Enter your name without < or >.');
    expect(name('Ann Lee')).toBeNull();
  });

  it('applies the password rule of the spec: 8 characters, a digit, an upper and a lower case letter', () => {
    const rule = ruleFor('RegisterRequest', 'password', 'Password', { pattern: 'Use a digit, an upper and a lower case letter.' });
    expect(rule('Short1A')).toBe('Password must be at least 8 characters.');
    expect(rule('alllowercase1')).toBe('Use a digit, an upper and a lower case letter.');
    expect(rule('Harbor-Light-42')).toBeNull();
  });

  it('needs a 5-digit zip and a policy number of three letters and seven digits', () => {
    expect(ruleFor('PolicyVerificationRequest', 'zip', 'Zip', { requiredOverride: true })('4620')).toBe('Zip must be at least 5 characters.');
    expect(ruleFor('PolicyVerificationRequest', 'policyNumber', 'Policy number')('PPA12345678')).toBe('Policy number must be at most 10 characters.');
    expect(ruleFor('PolicyVerificationRequest', 'policyNumber', 'Policy number')('PPA100010A')).toBe('Policy number is not in the expected format.');
    expect(ruleFor('PolicyVerificationRequest', 'policyNumber', 'Policy number')('PPA1000101')).toBeNull();
  });

  it('checks email addresses by their format', () => {
    expect(checkValue({ required: true, format: 'email', maxLength: 254 }, 'Email', 'not-an-email')).toBe(
      'Enter a valid email address, such as name@example.com.',
    );
  });
});
