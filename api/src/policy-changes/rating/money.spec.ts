import { applyFactor, combineFactors, divideRoundHalfAwayFromZero, factorUnits, formatCents, formatFactor } from './money';

describe('rating money arithmetic', () => {
  describe('rounding: half away from zero, on exact integers', () => {
    it('rounds a half cent up for an increase and down for a decrease (mirror images)', () => {
      expect(divideRoundHalfAwayFromZero(5, 2)).toBe(3);
      expect(divideRoundHalfAwayFromZero(-5, 2)).toBe(-3);
      expect(divideRoundHalfAwayFromZero(15, 10)).toBe(2);
      expect(divideRoundHalfAwayFromZero(-15, 10)).toBe(-2);
    });

    it('rounds anything short of a half toward zero', () => {
      expect(divideRoundHalfAwayFromZero(4999, 10000)).toBe(0);
      expect(divideRoundHalfAwayFromZero(14999, 10000)).toBe(1);
      expect(divideRoundHalfAwayFromZero(-14999, 10000)).toBe(-1);
    });

    it('never yields negative zero', () => {
      expect(Object.is(divideRoundHalfAwayFromZero(-1, 3), 0)).toBe(true);
    });

    it('refuses a computation that would lose integer precision', () => {
      expect(() => divideRoundHalfAwayFromZero(Number.MAX_SAFE_INTEGER + 2, 3)).toThrow(RangeError);
      expect(() => divideRoundHalfAwayFromZero(1, 0)).toThrow(RangeError);
    });
  });

  describe('factors are ten-thousandths', () => {
    it('reads a table factor of up to four decimals exactly (1.15 is 11500, not 11499.999...)', () => {
      expect(factorUnits(1.15)).toBe(11500);
      expect(factorUnits(2.1313)).toBe(21313);
      expect(factorUnits(0.06)).toBe(600);
    });

    it('refuses a factor with a fifth decimal, zero or a negative one', () => {
      expect(() => factorUnits(1.00001)).toThrow(RangeError);
      expect(() => factorUnits(0)).toThrow(RangeError);
      expect(() => factorUnits(-1)).toThrow(RangeError);
    });

    it('applies a factor to cents with one rounding: 24,281.25 cents -> 24,281; 69,431.25 -> 69,431; 73,596.86 -> 73,597', () => {
      expect(applyFactor(23125, 10500)).toBe(24281);
      expect(applyFactor(60375, 11500)).toBe(69431);
      expect(applyFactor(69431, 10600)).toBe(73597);
    });

    it('combines two factors to four decimals, half away from zero: 1.9375 x 1.10 = 2.13125 -> 2.1313', () => {
      expect(combineFactors(19375, 11000)).toBe(21313);
      expect(formatFactor(21313)).toBe('2.1313');
      expect(formatFactor(600)).toBe('0.0600');
    });
  });

  describe('money text: dollar sign, thousands separators, two decimals, parentheses when negative', () => {
    it.each([
      [0, '$0.00'],
      [5, '$0.05'],
      [1234, '$12.34'],
      [123456, '$1,234.56'],
      [123456789, '$1,234,567.89'],
      [-1234, '($12.34)'],
      [-100000000, '($1,000,000.00)'],
    ])('%i cents reads %s', (cents, text) => {
      expect(formatCents(cents)).toBe(text);
    });

    it('refuses a fraction of a cent', () => {
      expect(() => formatCents(12.5)).toThrow(RangeError);
    });
  });
});
