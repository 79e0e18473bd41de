import { constraints } from '@portal/generated-client';
import { checkValue, isRequired, maxLengthOf, ruleFor } from './constraints';

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

  it('takes a whole email address only: nothing before or after it', () => {
    const email = { required: true, format: 'email', maxLength: 254 } as const;
    expect(checkValue(email, 'Email', 'name@example.com')).toBeNull();
    expect(checkValue(email, 'Email', 'my name@example.com')).toBe('Enter a valid email address, such as name@example.com.');
    expect(checkValue(email, 'Email', 'name@example.com more')).toBe('Enter a valid email address, such as name@example.com.');
  });

  it('treats undefined, null and the empty string as missing: asked for when required, accepted when optional', () => {
    const required = { required: true };
    const optional = { required: false, minLength: 5, pattern: '^[0-9]+$' };
    for (const missing of [undefined, null, '']) {
      expect(checkValue(required, 'Zip', missing)).toBe('Enter zip.');
      expect(checkValue(required, 'Zip', missing, { required: 'Enter the zip code.' })).toBe('Enter the zip code.');
      expect(checkValue(optional, 'Zip', missing)).toBeNull();
    }
  });

  it('checks an optional field of spaces by its format (only a required one is "missing")', () => {
    const optional = { required: false, pattern: '^[0-9]+$' };
    expect(checkValue(optional, 'Zip', '   ')).toBe('Zip is not in the expected format.');
    expect(checkValue({ required: true, pattern: '^[0-9]+$' }, 'Zip', '   ')).toBe('Enter zip.');
  });

  it('uses the pattern sentence given, else names the field', () => {
    const rule = { required: true, pattern: '^[0-9]{5}$' };
    expect(checkValue(rule, 'Zip', 'abcde', { pattern: 'Enter 5 digits.' })).toBe('Enter 5 digits.');
    expect(checkValue(rule, 'Zip', 'abcde')).toBe('Zip is not in the expected format.');
  });

  it('checks lengths at their bounds: the minimum and maximum themselves are allowed', () => {
    const rule = { required: true, minLength: 2, maxLength: 4 };
    expect(checkValue(rule, 'Code', 'a')).toBe('Code must be at least 2 characters.');
    expect(checkValue(rule, 'Code', 'ab')).toBeNull();
    expect(checkValue(rule, 'Code', 'abcd')).toBeNull();
    expect(checkValue(rule, 'Code', 'abcde')).toBe('Code must be at most 4 characters.');
  });

  it('checks numbers against minimum and maximum, the bounds themselves allowed', () => {
    const rule = { required: true, minimum: 1, maximum: 12 };
    expect(checkValue(rule, 'Month', 0)).toBe('Month must be at least 1.');
    expect(checkValue(rule, 'Month', 1)).toBeNull();
    expect(checkValue(rule, 'Month', 12)).toBeNull();
    expect(checkValue(rule, 'Month', 13)).toBe('Month must be at most 12.');
    expect(checkValue({ required: true, minimum: 1 }, 'Count', 1e9)).toBeNull();
    expect(checkValue({ required: true, maximum: 12 }, 'Count', -1e9)).toBeNull();
  });

  it('applies string rules to strings only and number rules to numbers only', () => {
    // A number is not matched against a pattern or a length; a string is not compared with a minimum.
    expect(checkValue({ required: true, pattern: '^[a-z]+$', minLength: 3 }, 'Count', 5)).toBeNull();
    expect(checkValue({ required: true, minimum: 10, maximum: 20 }, 'Count', '5')).toBeNull();
    expect(checkValue({ required: true, minimum: 10, maximum: 20 }, 'Count', '50')).toBeNull();
  });

  it('accepts only the values of an enum, and says which field to choose', () => {
    const rule = { required: true, enum: ['PPA', 'HOM'] };
    expect(checkValue(rule, 'Policy Type', 'PPA')).toBeNull();
    expect(checkValue(rule, 'Policy Type', 'FAR')).toBe('Choose a valid policy type.');
    expect(checkValue(rule, 'Policy Type', 'FAR', { pattern: 'Choose auto or home.' })).toBe('Choose auto or home.');
  });

  it('marks a field required and sizes its input as the spec says', () => {
    expect(isRequired('LoginRequest', 'username')).toBe(constraints.LoginRequest.username.required);
    expect(isRequired('LoginRequest', 'username')).toBe(true);
    expect(maxLengthOf('LoginRequest', 'username')).toBe(constraints.LoginRequest.username.maxLength);
    expect(maxLengthOf('PolicyVerificationRequest', 'policyNumber')).toBe(10);
  });

  it('lets a form make an optional spec field required', () => {
    expect(constraints.PolicyVerificationRequest.zip.required).toBe(false);
    expect(ruleFor('PolicyVerificationRequest', 'zip', 'Zip')('')).toBeNull();
    expect(ruleFor('PolicyVerificationRequest', 'zip', 'Zip', { requiredOverride: true })('')).toBe('Enter zip.');
  });
});
