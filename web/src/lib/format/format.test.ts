import {
  formatCardBrand,
  formatCentsDifference,
  formatCount,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMoney,
  formatPhone,
  formatWholeDollars,
  isoDayIn,
} from '.';

describe('display formats (doc 1 §9)', () => {
  it('shows money with a dollar sign and two decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('shows calendar days as MM/DD/YYYY without a time-zone shift, and nothing for none', () => {
    expect(formatDate('2026-03-07')).toBe('03/07/2026');
    expect(formatDate('2024-01-01')).toBe('01/01/2024');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('formats phones as 800-555-0199, dropping a leading 1, and leaves other text as given', () => {
    expect(formatPhone('8005550199')).toBe('800-555-0199');
    expect(formatPhone('(800) 555-0199')).toBe('800-555-0199');
    expect(formatPhone('18005550199')).toBe('800-555-0199');
    expect(formatPhone('555-0199')).toBe('555-0199');
    expect(formatPhone(null)).toBe('');
  });
});

describe('formatCardBrand', () => {
  it('names a card brand in the words a customer reads, and keeps an unknown one as given', () => {
    expect(formatCardBrand('visa')).toBe('Visa');
    expect(formatCardBrand('american-express')).toBe('American Express');
    expect(formatCardBrand('mastercard')).toBe('Mastercard');
    expect(formatCardBrand('jcb')).toBe('jcb');
    expect(formatCardBrand(null)).toBe('');
  });
});

describe('formats follow the language', () => {
  it('writes money the same way in English and Spanish (US dollars)', () => {
    expect(formatMoney(1234.5, 'en')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'es')).toBe('$1,234.50');
  });

  it('keeps MM/DD/YYYY in both languages and names the month in the language in a long date', () => {
    expect(formatDate('2026-03-07', 'es')).toBe('03/07/2026');
    expect(formatLongDate('2026-03-07', 'en')).toBe('March 7, 2026');
    expect(formatLongDate('2026-03-07', 'es')).toBe('7 de marzo de 2026');
    expect(formatLongDate('', 'es')).toBe('');
  });
});

describe('formats moved here from the features (issue 9)', () => {
  it('shows a rate difference in dollars, a decrease in parentheses', () => {
    expect(formatCentsDifference(1234)).toBe('$12.34');
    expect(formatCentsDifference(-123456)).toBe('($1,234.56)');
    expect(formatCentsDifference(0)).toBe('$0.00');
  });

  it('shows whole dollars without cents and counts with grouped digits', () => {
    expect(formatWholeDollars(1000)).toBe('$1,000');
    expect(formatWholeDollars(50)).toBe('$50');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('0');
  });

  it('shows a moment in the given time zone, in the language', () => {
    expect(formatDateTime('2026-03-07T15:30:00Z', 'America/New_York', 'en')).toBe('Mar 7, 2026, 10:30 AM');
    expect(formatDateTime('2026-03-07T15:30:00Z', 'America/Chicago', 'es')).toMatch(/^7 mar 2026, 9:30\s?a\.\s?m\.$/);
  });

  it('gives the calendar day in a time zone, which may differ from the UTC day', () => {
    expect(isoDayIn('America/New_York', new Date('2026-03-08T03:00:00Z'))).toBe('2026-03-07');
    expect(isoDayIn('America/New_York', new Date('2026-03-08T12:00:00Z'))).toBe('2026-03-08');
  });
});
