import { formatCardBrand, formatDate, formatLongDate, formatMoney, formatPhone } from '.';

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
