import { computeVinCheckDigit, isValidVin, withVinCheckDigit } from './vin';

describe('VIN check digit (ISO 3779)', () => {
  it('accepts published VINs whose check digit is correct', () => {
    expect(isValidVin('1M8GDM9AXKP042788')).toBe(true); // check digit X
    expect(isValidVin('11111111111111111')).toBe(true);
    expect(isValidVin('1HGCM82633A004352')).toBe(true);
  });

  it('computes X when the weighted sum leaves remainder 10', () => {
    expect(computeVinCheckDigit('1M8GDM9A_KP042788'.replace('_', '0'))).toBe('X');
  });

  it('rejects a VIN whose check digit does not match', () => {
    expect(isValidVin('1M8GDM9A1KP042788')).toBe(false);
    expect(isValidVin('1HGCM82643A004352')).toBe(false);
  });

  it('rejects I, O and Q and lengths other than 17', () => {
    expect(isValidVin('1HGCM82633A00435')).toBe(false);
    expect(isValidVin('1HGCM82633A0043521')).toBe(false);
    expect(isValidVin('1HGCM8263IA004352')).toBe(false);
    expect(isValidVin('1HGCM8263OA004352')).toBe(false);
    expect(isValidVin('1HGCM8263QA004352')).toBe(false);
    expect(() => computeVinCheckDigit('SHORT')).toThrow();
  });

  it('transliterates letters and is case-insensitive', () => {
    expect(isValidVin('1m8gdm9axkp042788')).toBe(true);
  });

  it('fills in the check digit of a VIN pattern', () => {
    const vin = withVinCheckDigit('2t3p1rfv0mc148372');
    expect(vin).toMatch(/^2T3P1RFV[0-9X]MC148372$/);
    expect(isValidVin(vin)).toBe(true);
  });
});
