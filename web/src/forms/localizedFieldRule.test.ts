import { LoginRequestConstraints, constraints } from '@portal/generated-client';
import { type RuleSentences, localizedFieldRule, localizedRule } from './localizedRule';

/*
 * The login form checks its fields with LoginRequest's rules alone (localizedFieldRule), so
 * /login does not bundle every schema's rules (issue 10): the answers must be the ones the
 * schema-name lookup gives.
 */

const sentences = (): RuleSentences => ({
  required: (label) => `Enter ${label}.`,
  pattern: (label) => `${label} is not valid.`,
  email: () => 'Enter an email address.',
  choose: (label) => `Choose ${label}.`,
  tooShort: (label, min) => `${label}: at least ${min}.`,
  tooLong: (label, max) => `${label}: at most ${max}.`,
});

describe("one schema's rules, without the table of every schema", () => {
  it("a schema's own export holds the same rules as the table's entry", () => {
    expect(LoginRequestConstraints).toBe(constraints.LoginRequest);
  });

  it('checks a field as the schema-name rule does: empty, blank, too long, and fine', () => {
    const byRules = localizedFieldRule(LoginRequestConstraints.username, () => 'Email', sentences, { required: () => 'Enter your email.' });
    const byName = localizedRule('LoginRequest', 'username', () => 'Email', sentences, { required: () => 'Enter your email.' });
    const tooLong = 'a'.repeat((LoginRequestConstraints.username.maxLength ?? 0) + 1);
    for (const value of ['', '   ', tooLong, 'ann@example.com']) expect(byRules(value)).toBe(byName(value));
    expect(byRules('')).toBe('Enter your email.');
    expect(byRules(tooLong)).toBe(`Email: at most ${LoginRequestConstraints.username.maxLength}.`);
    expect(byRules('ann@example.com')).toBeNull();
  });

  it('reads the label and the sentences when the value is checked (a language chosen later applies)', () => {
    let label = 'Password';
    const rule = localizedFieldRule(LoginRequestConstraints.password, () => label, sentences);
    expect(rule('')).toBe('Enter password.');
    label = 'Contraseña';
    expect(rule('')).toBe('Enter contraseña.');
  });
});
