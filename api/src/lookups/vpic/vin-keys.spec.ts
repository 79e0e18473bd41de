import { breadth, intersectKeys, keyMatchesVin, parseKey, sameKey, vinConstraint } from './vin-keys';

const civicLxSedan = '2HGFC2F55KH542713';

describe('vPIC pattern keys', () => {
  describe('parseKey', () => {
    it('reads a key from VIN position 4: literals, classes with ranges, and * for any character', () => {
      const key = parseKey('FC[12]*[A-CX]');
      expect([...key.keys()]).toEqual([4, 5, 6, 8]);
      expect([...key.get(6)!]).toEqual(['1', '2']);
      expect([...key.get(8)!]).toEqual(['A', 'B', 'C', 'X']);
    });

    it('reads what follows | from position 10, skipping the check digit', () => {
      const key = parseKey('FC2F5|K*H');
      expect([...key.keys()]).toEqual([4, 5, 6, 7, 8, 10, 12]);
      expect([...key.get(10)!]).toEqual(['K']);
      expect([...key.get(12)!]).toEqual(['H']);
    });

    it('refuses a class that is never closed', () => {
      expect(() => parseKey('FC[12')).toThrow(/Unclosed/);
    });
  });

  describe('keyMatchesVin', () => {
    it('matches a VIN whose characters are allowed at every constrained position', () => {
      expect(keyMatchesVin(parseKey('FC2F[5-7]'), civicLxSedan)).toBe(true);
      expect(keyMatchesVin(parseKey('*****|K'), civicLxSedan)).toBe(true);
    });

    it('does not match when one position differs (position 8 is 5, not 3)', () => {
      expect(keyMatchesVin(parseKey('FC2F3'), civicLxSedan)).toBe(false);
      expect(keyMatchesVin(parseKey('*****|J'), civicLxSedan)).toBe(false);
    });
  });

  describe('intersectKeys', () => {
    it('keeps, per position, the characters both keys allow', () => {
      const both = intersectKeys(parseKey('FC[1-4]'), parseKey('FC[34]E'))!;
      expect([...both.get(6)!]).toEqual(['3', '4']);
      expect([...both.get(7)!]).toEqual(['E']);
    });

    it('is null when no VIN can match both (a coupe body pattern never meets a sedan model key)', () => {
      expect(intersectKeys(parseKey('FC[12]'), parseKey('FC[34]'))).toBeNull();
    });

    it('narrows a model key to one VIN with vinConstraint', () => {
      const narrowed = intersectKeys(parseKey('FC[12][EF]'), vinConstraint(civicLxSedan))!;
      expect(keyMatchesVin(narrowed, civicLxSedan)).toBe(true);
      expect(intersectKeys(parseKey('FC[34]'), vinConstraint(civicLxSedan))).toBeNull();
    });
  });

  describe('sameKey and breadth', () => {
    it('tells equal constraints apart from wider or narrower ones', () => {
      expect(sameKey(parseKey('FC[21]'), parseKey('FC[12]'))).toBe(true);
      expect(sameKey(parseKey('FC[12]'), parseKey('FC[123]'))).toBe(false);
      expect(sameKey(parseKey('FC'), parseKey('FC1'))).toBe(false);
    });

    it('ranks a more specific key as narrower', () => {
      expect(breadth(parseKey('FC2F5'))).toBeLessThan(breadth(parseKey('FC2F[5-7]')));
      expect(breadth(parseKey('FC2F[5-7]'))).toBeLessThan(breadth(parseKey('*****')));
    });
  });
});
