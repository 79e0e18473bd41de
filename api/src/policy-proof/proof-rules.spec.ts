import {
  holderNameMatches,
  licenseNumberMatches,
  mismatchReason,
  missingDetails,
  normalizeLicenseNumber,
  normalizeName,
  normalizeZip,
  parseUsDate,
  requiredFieldsFor,
} from './proof-rules';

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

    it('matches first + last name when the display name differs, and a display name alone when first and last are missing', () => {
      const holder = { displayName: 'Carter Family Trust', firstName: 'Emily', lastName: 'Carter' };
      expect(holderNameMatches('Emily Carter', holder)).toBe(true);
      expect(holderNameMatches('Carter Family Trust', holder)).toBe(true);
      expect(holderNameMatches('Emily', { displayName: 'Emily Carter', firstName: 'Emily', lastName: null })).toBe(true);
      expect(holderNameMatches('Emily Carter', { displayName: '', firstName: null, lastName: null })).toBe(false);
      // Punctuation alone is no name, even against a record whose name is punctuation alone.
      expect(holderNameMatches('.', { displayName: '-', firstName: null, lastName: null })).toBe(false);
    });

    it('keeps letters and digits of any script and drops all other characters', () => {
      expect(normalizeName('Łukasz Żółć 3rd')).toBe('łukaszzołc3rd');
      expect(normalizeName('Ann-Marie  O.')).toBe('annmarieo');
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

    it('drops every dash and space, not only the first, and an empty number on file matches nothing', () => {
      expect(normalizeLicenseNumber(' c12-34 56-7 ')).toBe('C1234567');
      expect(licenseNumberMatches(' - ', '')).toBe(false);
      expect(licenseNumberMatches('', '')).toBe(false);
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

    it('takes years 1900 to 2100, months 1 to 12 and days from 1 to the end of the month', () => {
      expect(parseUsDate('01/01/1900')).toBe('1900-01-01');
      expect(parseUsDate('12/31/1899')).toBeNull();
      expect(parseUsDate('12/31/2100')).toBe('2100-12-31');
      expect(parseUsDate('01/01/2101')).toBeNull();
      expect(parseUsDate('12/01/1984')).toBe('1984-12-01');
      expect(parseUsDate('01/31/1984')).toBe('1984-01-31');
      expect(parseUsDate('01/00/1984')).toBeNull();
      expect(parseUsDate('01/32/1984')).toBeNull();
    });

    it('reads the whole value only: nothing before or after the date', () => {
      expect(parseUsDate('x03/14/1984')).toBeNull();
      expect(parseUsDate('03/14/1984x')).toBeNull();
    });
  });

  describe('zip', () => {
    it('keeps the digits only', () => {
      expect(normalizeZip('46032')).toBe('46032');
      expect(normalizeZip('IN 46032')).toBe('46032');
      expect(normalizeZip('46-0 32')).toBe('46032');
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

  describe('details left out', () => {
    it('names each detail the policy type needs that is missing or blank, with the sentence that asks for it', () => {
      expect(missingDetails('PPA1000101', {})).toEqual({
        driversLicenseNumber: "Enter the driver's license number of a driver on the policy.",
        zip: 'Enter the 5-digit billing zip code.',
      });
      expect(missingDetails('HOM2000101', { dateOfBirth: '  ', zip: '46032' })).toEqual({
        dateOfBirth: "Enter the policyholder's date of birth (MM/DD/YYYY).",
      });
      expect(missingDetails('FAR4000101', { driversLicenseNumber: '' })).toEqual({ zip: 'Enter the 5-digit billing zip code.' });
    });

    it('is empty when every detail the type needs is given (others do not count)', () => {
      expect(missingDetails('PPA1000101', { driversLicenseNumber: '4821079316', zip: '46032' })).toEqual({});
      expect(missingDetails('PUP3000101', { dateOfBirth: '03/14/1984', zip: '46032', driversLicenseNumber: '' })).toEqual({});
    });
  });

  describe('why the details did not match', () => {
    it('names only the number and name while the name does not match, whatever the type', () => {
      expect(mismatchReason('PPA1000101', false)).toBe('The policy number and policyholder name do not match our records.');
      expect(mismatchReason('HOM2000101', false)).toBe('The policy number and policyholder name do not match our records.');
    });

    it('names the details the policy type asks for once the name matches', () => {
      expect(mismatchReason('PPA1000101', true)).toBe("The driver's license number or billing zip code does not match the policy.");
      expect(mismatchReason('HOM2000101', true)).toBe('The date of birth or billing zip code does not match the policy.');
      expect(mismatchReason('PUP3000101', true)).toBe('The date of birth or billing zip code does not match the policy.');
      expect(mismatchReason('FAR4000101', true)).toBe('The billing zip code does not match the policy.');
    });
  });
});
