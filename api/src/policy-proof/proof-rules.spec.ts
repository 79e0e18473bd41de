import { holderNameMatches, licenseNumberMatches, normalizeName, normalizeZip, parseUsDate, requiredFieldsFor } from './proof-rules';

const emily = { displayName: 'Emily R. Carter', firstName: 'Emily', lastName: 'Carter' };
const business = { displayName: 'Cedar Valley Builders Inc.', firstName: null, lastName: null };

describe('policy verification rules', () => {
  describe('policyholder name', () => {
    it('matches the display name or first + last name, ignoring case and spaces', () => {
      expect(holderNameMatches('Emily Carter', emily)).toBe(true);
      expect(holderNameMatches('emily r. carter', emily)).toBe(true);
      expect(holderNameMatches('  EMILY   CARTER ', emily)).toBe(true);
      expect(holderNameMatches('EmilyCarter', emily)).toBe(true);
    });

    it('ignores punctuation and accents', () => {
      expect(holderNameMatches('Emily R Carter', emily)).toBe(true);
      expect(holderNameMatches('Cedar Valley Builders Inc', business)).toBe(true);
      expect(normalizeName('Zoë O’Brien-Smith')).toBe('zoeobriensmith');
    });

    it('refuses another name, a partial name or an empty one', () => {
      expect(holderNameMatches('Michael Carter', emily)).toBe(false);
      expect(holderNameMatches('Carter', emily)).toBe(false);
      expect(holderNameMatches(' . ', emily)).toBe(false);
      expect(holderNameMatches('Cedar Valley', business)).toBe(false);
    });
  });

  describe("driver's licence number", () => {
    it('matches without dashes or spaces and case-insensitively', () => {
      expect(licenseNumberMatches('4821079316', '4821079316')).toBe(true);
      expect(licenseNumberMatches('4821-07-9316', '4821079316')).toBe(true);
      expect(licenseNumberMatches('c1234567', 'C1234567')).toBe(true);
    });

    it('refuses a different or empty number', () => {
      expect(licenseNumberMatches('4821079317', '4821079316')).toBe(false);
      expect(licenseNumberMatches('', '4821079316')).toBe(false);
    });
  });

  describe('date of birth', () => {
    it('reads MM/DD/YYYY as a calendar date', () => {
      expect(parseUsDate('03/14/1984')).toBe('1984-03-14');
      expect(parseUsDate('02/29/2000')).toBe('2000-02-29');
    });

    it('accepts only strictly valid dates', () => {
      expect(parseUsDate('02/29/1999')).toBeNull();
      expect(parseUsDate('04/31/1984')).toBeNull();
      expect(parseUsDate('13/01/1984')).toBeNull();
      expect(parseUsDate('00/10/1984')).toBeNull();
      expect(parseUsDate('1984-03-14')).toBeNull();
      expect(parseUsDate('3/14/1984')).toBeNull();
      expect(parseUsDate('03/14/1850')).toBeNull();
    });
  });

  describe('zip', () => {
    it('keeps the digits only', () => {
      expect(normalizeZip('46032')).toBe('46032');
      expect(normalizeZip('IN 46032')).toBe('46032');
    });
  });

  describe('details part 2 asks for', () => {
    it('asks PPA for a licence number, HOM and PUP for a date of birth, every type for the zip', () => {
      expect(requiredFieldsFor('PPA1000101')).toEqual(['driversLicenseNumber', 'zip']);
      expect(requiredFieldsFor('hom2000101')).toEqual(['dateOfBirth', 'zip']);
      expect(requiredFieldsFor('PUP3000101')).toEqual(['dateOfBirth', 'zip']);
      expect(requiredFieldsFor('FAR4000101')).toEqual(['zip']);
      expect(requiredFieldsFor('BOP7000101')).toEqual(['zip']);
    });
  });
});
