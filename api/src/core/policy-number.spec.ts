import { isValidPolicyNumber, normalizePolicyNumber, policyPrefix } from './policy-number';

describe('policy number format', () => {
  it('is three letters followed by seven digits', () => {
    expect(isValidPolicyNumber('PPA1000101')).toBe(true);
    expect(isValidPolicyNumber('CPP7800301')).toBe(true);
  });

  it('accepts lower case in links and forms, stored upper-case', () => {
    expect(isValidPolicyNumber('hom2000101')).toBe(true);
    expect(normalizePolicyNumber(' hom2000101 ')).toBe('HOM2000101');
    expect(policyPrefix('hom2000101')).toBe('HOM');
  });

  it.each(['PP1000101', 'PPAA1000101', 'PPA100010', 'PPA10001011', 'PPA100010A', '1PA1000101', 'PPA-100010', '', 'PPA 1000101'])('rejects %p', (value) => {
    expect(isValidPolicyNumber(value)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isValidPolicyNumber(1000101)).toBe(false);
    expect(isValidPolicyNumber(null)).toBe(false);
    expect(() => normalizePolicyNumber('XYZ')).toThrow();
  });
});
