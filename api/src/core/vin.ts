/**
 * Vehicle identification numbers (ISO 3779, as used in North America under 49 CFR 565):
 * 17 characters from A-Z and 0-9 without I, O and Q, position 9 a check digit.
 */

/** Value of each VIN character in the check-digit sum (ISO 3779 transliteration). */
const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
  '0': 0,
  '1': 1,
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
  '6': 6,
  '7': 7,
  '8': 8,
  '9': 9,
};

/** Weight of each position 1-17; position 9 (the check digit itself) weighs 0. */
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

export const VIN_LENGTH = 17;

/** Shape only: 17 allowed characters (no I, O, Q), any case. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/i;

/**
 * The check digit ('0'-'9' or 'X') that position 9 must hold for this VIN. Whatever is in
 * position 9 of the input is ignored. Throws when the input is not 17 allowed characters.
 */
export function computeVinCheckDigit(vin: string): string {
  if (!VIN_PATTERN.test(vin)) {
    throw new Error(`Not a 17-character VIN: ${vin}`);
  }
  const upper = vin.toUpperCase();
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    sum += TRANSLITERATION[upper[i]!]! * WEIGHTS[i]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** True when the VIN has 17 allowed characters and a correct check digit. */
export function isValidVin(vin: string): boolean {
  if (typeof vin !== 'string' || !VIN_PATTERN.test(vin)) {
    return false;
  }
  return vin[8]!.toUpperCase() === computeVinCheckDigit(vin);
}

/** Returns the VIN with position 9 replaced by its correct check digit (upper-cased). */
export function withVinCheckDigit(vin: string): string {
  const upper = vin.toUpperCase();
  return upper.slice(0, 8) + computeVinCheckDigit(upper) + upper.slice(9);
}
