import { checkDateOfBirth, isStrictDate } from './dates';
import { caretAfterMask, maskDate, maskLast4, maskLicenceNumber, maskPhone, maskPolicyNumber, maskZip } from './masks';

describe('input masks (doc 1 §5, §9)', () => {
  describe('driver licence number', () => {
    it('drops dashes and spaces and keeps at most 12 characters', () => {
      expect(maskLicenceNumber('482-107-931')).toBe('482107931');
      expect(maskLicenceNumber('C12-3456-7890-1234')).toBe('C12345678901');
      expect(maskLicenceNumber('a1 b2')).toBe('A1B2');
    });
  });

  describe('billing zip', () => {
    it('strips letters and keeps exactly the first 5 digits', () => {
      expect(maskZip('46a2b02')).toBe('46202');
      expect(maskZip('46202-1234')).toBe('46202');
      expect(maskZip('IN 462')).toBe('462');
    });
  });

  describe('phone 999-999-9999', () => {
    it('adds the dashes while typing and stops at 10 digits', () => {
      expect(maskPhone('317')).toBe('317');
      expect(maskPhone('3175')).toBe('317-5');
      expect(maskPhone('3175550142')).toBe('317-555-0142');
      expect(maskPhone('(317) 555-0142 ext 9')).toBe('317-555-0142');
    });

    it('lets a trailing dash be deleted', () => {
      expect(maskPhone('317-')).toBe('317');
    });
  });

  describe('date MM/DD/YYYY', () => {
    it('adds the slashes while typing and stops at 8 digits', () => {
      expect(maskDate('04')).toBe('04');
      expect(maskDate('041')).toBe('04/1');
      expect(maskDate('04171984')).toBe('04/17/1984');
      expect(maskDate('4-17-1984x')).toBe('41/71/984');
      expect(maskDate('041719845')).toBe('04/17/1984');
    });

    it('keeps a date pasted with its slashes as it was', () => {
      expect(maskDate('04/17/1984')).toBe('04/17/1984');
    });

    it('accepts only real calendar dates written exactly MM/DD/YYYY', () => {
      expect(isStrictDate('04/17/1984')).toBe(true);
      expect(isStrictDate('02/29/2000')).toBe(true);
      expect(isStrictDate('02/29/1900')).toBe(false);
      expect(isStrictDate('02/30/1990')).toBe(false);
      expect(isStrictDate('13/01/1990')).toBe(false);
      expect(isStrictDate('4/17/1984')).toBe(false);
      expect(isStrictDate('1984-04-17')).toBe(false);
    });

    it('refuses a date of birth in the future or before 1900', () => {
      const today = new Date(2026, 10, 21);
      expect(checkDateOfBirth('04/17/1984', today)).toBeNull();
      expect(checkDateOfBirth('11/22/2026', today)).toBe('The date of birth cannot be in the future.');
      expect(checkDateOfBirth('01/01/1899', today)).toBe('Enter a date of birth after 1900.');
      expect(checkDateOfBirth('12/31/1899', today)).toBe('Enter a date of birth after 1900.');
      expect(checkDateOfBirth('01/01/1900', today)).toBeNull();
      expect(checkDateOfBirth('11/21/2026', today)).toBeNull();
      expect(checkDateOfBirth('02/30/1990', today)).toBe('Enter the date of birth as MM/DD/YYYY, such as 04/17/1984.');
    });
  });

  it('keeps the last 4 digits of the SSN/FEIN to 4 digits', () => {
    expect(maskLast4('48a21x9')).toBe('4821');
  });

  it('writes policy numbers in capitals without spaces', () => {
    expect(maskPolicyNumber('ppa 1000101')).toBe('PPA1000101');
    expect(maskPolicyNumber('PPA10001019')).toBe('PPA1000101');
  });

  describe('caret', () => {
    it('stays at the end when typing at the end', () => {
      expect(caretAfterMask('3175', 4, '317-5')).toBe(5);
    });

    it('stays after the same digit when editing in the middle', () => {
      // "317-555-0142" with a 9 typed after "31": "319..." -> caret after the 9.
      expect(caretAfterMask('3197-555-0142', 3, maskPhone('3197-555-0142'))).toBe(3);
      // After the 4th digit the dash comes first: caret after that digit.
      expect(caretAfterMask('3175-55-0142', 4, maskPhone('3175-55-0142'))).toBe(5);
    });

    it('counts only the kept characters before the caret, not the separators typed', () => {
      // "317-5|550142": four digits before the caret, so it goes after the fourth digit of "317-555-0142".
      expect(caretAfterMask('317-5550142', 5, '317-555-0142')).toBe(5);
    });

    it('stays at the start when editing at the start', () => {
      expect(caretAfterMask('93175550142', 0, maskPhone('93175550142'))).toBe(0);
    });

    it('goes to the end when the mask dropped the characters before it', () => {
      // 12 digits typed, the caret before the last; the mask keeps 10.
      expect(caretAfterMask('317555014299', 11, '317-555-0142')).toBe(12);
    });
  });
});
