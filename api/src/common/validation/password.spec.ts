import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { SameAs } from './field.decorators';
import {
  containsEmailName,
  emailName,
  isCommonPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_PATTERN,
  PasswordField,
  passwordProblems,
} from './password';

class NewAccount {
  username: string;

  @PasswordField({ label: 'New password', notSameAs: ['username'] })
  password: string;

  @PasswordField({ label: 'Confirm new password', shapeOnly: true })
  @SameAs('password', PASSWORD_MESSAGES.mismatch)
  confirmPassword: string;
}

/** A request whose password may equal neither of two sibling fields (the registration form has email and username). */
class TwoOwners {
  email?: string;
  username?: string;

  @PasswordField({ label: 'Password', notSameAs: ['email', 'username'] })
  password: string;
}

function messages(body: Record<string, unknown>, dto: new () => object = NewAccount): Record<string, string[]> {
  const errors = validateSync(plainToInstance(dto, body));
  return Object.fromEntries(errors.map((e) => [e.property, Object.values(e.constraints ?? {})]));
}

describe('password rule', () => {
  describe('passwordProblems', () => {
    it('accepts 8+ characters with a digit, an upper and a lower case letter', () => {
      expect(passwordProblems('Lantern-Tide-47')).toEqual([]);
      expect(passwordProblems('Tide7pool')).toEqual([]);
    });

    it('refuses fewer than 8 characters', () => {
      expect(passwordProblems('Ab3defg')).toContain(PASSWORD_MESSAGES.tooShort);
    });

    it('allows at least 64 and at most 128 characters', () => {
      expect(PASSWORD_MAX_LENGTH).toBeGreaterThanOrEqual(64);
      expect(passwordProblems('Aa1' + 'x'.repeat(125))).toEqual([]);
      expect(passwordProblems('Aa1' + 'x'.repeat(126))).toContain(PASSWORD_MESSAGES.tooLong);
    });

    it('needs a digit, an upper case and a lower case letter', () => {
      expect(passwordProblems('Lantern-Tide')).toContain(PASSWORD_MESSAGES.pattern);
      expect(passwordProblems('lantern-tide-47')).toContain(PASSWORD_MESSAGES.pattern);
      expect(passwordProblems('LANTERN-TIDE-47')).toContain(PASSWORD_MESSAGES.pattern);
    });

    it('accepts spaces, symbols and non-ASCII letters', () => {
      expect(passwordProblems('Grüne Wiese 7!')).toEqual([]);
    });

    it('counts upper and lower case letters of any script (Unicode categories Lu and Ll)', () => {
      expect(passwordProblems('Ωμέγα-Φως-7')).toEqual([]); // Greek only
      expect(passwordProblems('Жёлтый-дом-7')).toEqual([]); // Cyrillic only
      expect(passwordProblems('ÉCOLE-été-9')).toEqual([]);
      expect(passwordProblems('жёлтый-дом-7')).toContain(PASSWORD_MESSAGES.pattern);
      expect(passwordProblems('ЖЁЛТЫЙ-ДОМ-7')).toContain(PASSWORD_MESSAGES.pattern);
      // Letters without case (CJK) are neither.
      expect(passwordProblems('港口灯塔港口灯塔7a')).toContain(PASSWORD_MESSAGES.pattern);
    });

    it('refuses a password containing the name part of the email address (3 characters or more), case-insensitively', () => {
      expect(passwordProblems('Priya.Raman-2024', { email: 'priya.raman@example.com' })).toEqual([PASSWORD_MESSAGES.containsEmailName]);
      expect(passwordProblems('My-PRIYA.RAMAN-7', { email: 'priya.raman@example.com' })).toEqual([PASSWORD_MESSAGES.containsEmailName]);
      expect(passwordProblems('Lantern-Tide-47', { email: 'priya.raman@example.com' })).toEqual([]);
      // An email name of 2 characters is too common a string to refuse.
      expect(passwordProblems('Lantern-jo-Tide-47', { email: 'jo@example.com' })).toEqual([]);
      expect(passwordProblems('Lantern-jon-Tide-47', { email: 'jon@example.com' })).toEqual([PASSWORD_MESSAGES.containsEmailName]);
      expect(emailName('jon@example.com')).toBe('jon');
      expect(emailName('jalbright')).toBeNull();
    });

    it('accepts exactly 8 characters', () => {
      expect(passwordProblems('Tide7Pol')).toEqual([]);
    });

    it('reads the email name of an address typed with spaces, and none from a missing or name-less address', () => {
      expect(emailName('  jon@example.com ')).toBe('jon');
      expect(emailName(null)).toBeNull();
      expect(emailName(undefined)).toBeNull();
      expect(emailName('@example.com')).toBeNull();
    });

    it('refuses nothing for an address without an email name (no "null" in the password is matched)', () => {
      expect(containsEmailName('Annulled-Tide-47', ['jo@example.com', null])).toBe(false);
      expect(passwordProblems('Annulled-Tide-47', { email: 'jo@example.com' })).toEqual([]);
    });

    it('compares the password with the username without surrounding spaces', () => {
      expect(passwordProblems(' JAlbright1 ', { username: 'jalbright1' })).toContain(PASSWORD_MESSAGES.sameAsUsername);
    });

    it('compares with the username without its surrounding spaces, and never matches a blank username', () => {
      expect(passwordProblems('JAlbright1', { username: '  jalbright1 ' })).toContain(PASSWORD_MESSAGES.sameAsUsername);
      expect(passwordProblems('', { username: '   ' })).not.toContain(PASSWORD_MESSAGES.sameAsUsername);
      expect(passwordProblems('  ', { email: ' ', username: '\t' })).not.toContain(PASSWORD_MESSAGES.sameAsUsername);
    });

    it('refuses a password containing the brand name Harbor, in any case', () => {
      expect(passwordProblems('Harbor-Light-42')).toEqual([PASSWORD_MESSAGES.containsBrand]);
      expect(passwordProblems('my-HARBOR-mutual-7X')).toEqual([PASSWORD_MESSAGES.containsBrand]);
      expect(passwordProblems('Harb0r-Light-42')).toEqual([]);
    });

    it('refuses a password on the common-password list, whatever its case', () => {
      expect(isCommonPassword('password1')).toBe(true);
      expect(passwordProblems('Password1')).toEqual([PASSWORD_MESSAGES.common]);
      expect(passwordProblems('QWERTY123a')).toEqual([]);
      expect(passwordProblems('Qwerty123')).toEqual([PASSWORD_MESSAGES.common]);
    });

    it('says a common password is too common in the fixed words', () => {
      expect(PASSWORD_MESSAGES.common).toBe('This password is too common. Choose a less predictable one.');
    });

    it('refuses the owner’s email or username, case-insensitively', () => {
      expect(passwordProblems('Jane.Doe1@Example.com', { email: 'jane.doe1@example.com' })).toContain(PASSWORD_MESSAGES.sameAsUsername);
      expect(passwordProblems('JAlbright1', { username: 'jalbright1' })).toContain(PASSWORD_MESSAGES.sameAsUsername);
      expect(passwordProblems('Lantern-Tide-47', { email: 'demo@example.com', username: 'demo@example.com' })).toEqual([]);
    });

    it('carries the same pattern the spec documents, read with the u flag', () => {
      expect(PASSWORD_PATTERN.source).toBe('^(?=.*[0-9])(?=.*[a-z\\p{Ll}])(?=.*[A-Z\\p{Lu}])[\\s\\S]*$');
      expect(PASSWORD_PATTERN.flags).toBe('u');
    });
  });

  describe('PasswordField', () => {
    const ok = { username: 'new.member@example.com', password: 'Lantern-Tide-47', confirmPassword: 'Lantern-Tide-47' };

    it('passes a good password and its confirmation', () => {
      expect(messages(ok)).toEqual({});
    });

    it('refuses a common password with the block-list message', () => {
      expect(messages({ ...ok, password: 'Password1', confirmPassword: 'Password1' })).toEqual({ password: [PASSWORD_MESSAGES.common] });
    });

    it('refuses a password containing the email name of the same request, or the brand name', () => {
      expect(messages({ ...ok, password: 'New.Member-Tide-7', confirmPassword: 'New.Member-Tide-7' }).password).toEqual([PASSWORD_MESSAGES.containsEmailName]);
      expect(messages({ ...ok, password: 'Harbor-Tide-47', confirmPassword: 'Harbor-Tide-47' }).password).toEqual([PASSWORD_MESSAGES.containsBrand]);
    });

    it('refuses a password equal to the username of the same request', () => {
      const same = 'New.Member1@example.com';
      expect(messages({ username: 'new.member1@example.com', password: same, confirmPassword: same }).password).toContain(PASSWORD_MESSAGES.sameAsUsername);
    });

    it('refuses a password equal to any one of several sibling fields, in any case and spacing, and reads a missing sibling as none', () => {
      expect(messages({ email: 'jo@example.com', username: 'jalbright1', password: 'JAlbright1' }, TwoOwners).password).toEqual([
        PASSWORD_MESSAGES.sameAsUsername,
      ]);
      expect(messages({ username: '  jalbright1  ', password: 'JAlbright1' }, TwoOwners).password).toEqual([PASSWORD_MESSAGES.sameAsUsername]);
      expect(messages({ username: 'jalbright1', password: ' JAlbright1 ' }, TwoOwners).password).toEqual([PASSWORD_MESSAGES.sameAsUsername]);
      expect(messages({ username: 'someone-else', password: 'JAlbright1' }, TwoOwners)).toEqual({});
    });

    it('names the field in the missing, not-text and too-long messages', () => {
      expect(messages({ ...ok, password: '', confirmPassword: '' }).password).toContain('New password is required.');
      expect(messages({ ...ok, password: 12345678, confirmPassword: 12345678 }).password).toContain('New password must be text.');
      const long = 'Aa1' + 'x'.repeat(126);
      expect(messages({ ...ok, password: long, confirmPassword: long }).password).toContain('New password must be at most 128 characters long.');
    });

    it('leaves a password that is not text to the text rule: no username or email-name message for it', () => {
      const errors = messages({ username: 'new.member@example.com', password: 12345678, confirmPassword: 12345678 }).password;
      expect(errors).not.toContain(PASSWORD_MESSAGES.sameAsUsername);
      expect(errors).not.toContain(PASSWORD_MESSAGES.containsEmailName);
    });

    it('refuses a confirmation that differs', () => {
      expect(messages({ ...ok, confirmPassword: 'Lantern-Tide-48' })).toEqual({ confirmPassword: [PASSWORD_MESSAGES.mismatch] });
    });

    it('refuses a short password and one without a digit, naming the field by its label', () => {
      expect(messages({ ...ok, password: 'Ab1', confirmPassword: 'Ab1' }).password).toContain('New password must be at least 8 characters long.');
      expect(messages({ ...ok, password: 'Ab1', confirmPassword: 'Ab1' }).confirmPassword).toContain(
        'Confirm new password must be at least 8 characters long.',
      );
      expect(messages({ ...ok, password: 'Lantern-Tide', confirmPassword: 'Lantern-Tide' }).password).toContain(
        'New password needs at least one digit, one upper case and one lower case letter.',
      );
    });
  });
});
