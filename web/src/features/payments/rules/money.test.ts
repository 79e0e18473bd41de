import { formatCents, parseAmount, toCents, toDollars } from './money';

describe('money in cents', () => {
  it('converts API dollars to cents without float noise', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(182.4)).toBe(18240);
    expect(toDollars(18240)).toBe(182.4);
  });

  it('formats per the spec: dollar sign, thousands separators, two decimals', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
  });

  it('parses typed amounts with at most two decimals', () => {
    expect(parseAmount('$1,234.5')).toBe(123450);
    expect(parseAmount('10')).toBe(1000);
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
  });
});
