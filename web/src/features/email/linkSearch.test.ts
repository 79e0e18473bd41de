import { hasLinkValues, parseEmailLinkSearch } from './linkSearch';

describe('emailed links', () => {
  it('reads code, userId and email as text', () => {
    expect(parseEmailLinkSearch({ code: 'abc_DEF-123', userId: '3f0c9a2e-7b1d-4c5e-9f8a-1b2c3d4e5f60', email: 'new@example.com' })).toEqual({
      code: 'abc_DEF-123',
      userId: '3f0c9a2e-7b1d-4c5e-9f8a-1b2c3d4e5f60',
      email: 'new@example.com',
    });
    // The router turns an all-digit value into a number; it is still the code.
    expect(parseEmailLinkSearch({ code: 1234567890123456 })).toEqual({ code: '1234567890123456' });
    expect(parseEmailLinkSearch({ code: '', userId: ['x'] })).toEqual({});
  });

  it('tells an incomplete link from a complete one', () => {
    expect(hasLinkValues({ code: 'c', userId: 'u' }, ['code', 'userId'])).toBe(true);
    expect(hasLinkValues({ code: 'c' }, ['code', 'userId'])).toBe(false);
    expect(hasLinkValues({ code: 'c', userId: 'u' }, ['code', 'userId', 'email'])).toBe(false);
  });
});
