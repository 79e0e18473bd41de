import { Readable } from 'node:stream';
import { AdminException } from '../admin.exception';
import { checkRow, csvSafe, importFileName, readHeader } from './import-rules';
import { readUserRows } from './user-import-reader';

const good = { email: ' Dana.Fox@Import.Example.com ', firstName: 'Dana', lastName: 'Fox', policyNumbers: 'hom2001201; PPA1000101', phone: '(317) 555-0201' };

describe('user import rules', () => {
  describe('header', () => {
    it('takes the columns in any order and case, phone optional', () => {
      expect(readHeader(['PolicyNumbers', 'EMAIL', 'lastname', 'firstName'])).toEqual({ columns: ['policyNumbers', 'email', 'lastName', 'firstName'] });
    });
    it('names the missing, unknown and repeated columns', () => {
      expect(readHeader(['email', 'email', 'password'])).toEqual({
        problem:
          'The first line must be the header email,firstName,lastName,policyNumbers (phone is optional). Missing: firstName, lastName, policyNumbers. Unknown: password. Repeated: email.',
      });
    });
  });

  describe('row', () => {
    it('accepts a registration-shaped row: address lower-cased, policy numbers upper-cased, phone digits', () => {
      expect(checkRow(good)).toEqual({
        ok: true,
        values: { email: 'dana.fox@import.example.com', firstName: 'Dana', lastName: 'Fox', phone: '3175550201', policyNumbers: ['HOM2001201', 'PPA1000101'] },
      });
    });
    it('refuses an address without @ and a dot, or over 254 characters', () => {
      expect(checkRow({ ...good, email: 'dana.fox' })).toMatchObject({ ok: false, errors: ['email is not an email address'] });
      expect(checkRow({ ...good, email: `${'a'.repeat(250)}@x.co` })).toMatchObject({ ok: false, errors: ['email is longer than 254 characters'] });
      expect(checkRow({ ...good, email: '' })).toMatchObject({ ok: false, errors: ['email is required'] });
    });
    it('requires first and last name of at most 60 characters', () => {
      expect(checkRow({ ...good, firstName: ' ', lastName: 'x'.repeat(61) })).toMatchObject({
        ok: false,
        errors: ['firstName is required', 'lastName is longer than 60 characters'],
      });
    });
    it('requires 1-10 policy numbers of three letters and seven digits, none twice', () => {
      expect(checkRow({ ...good, policyNumbers: '' })).toMatchObject({ errors: ['policyNumbers is required'] });
      expect(checkRow({ ...good, policyNumbers: 'PPA100010' })).toMatchObject({
        errors: ['policyNumbers: PPA100010 is not a policy number (three letters and seven digits)'],
      });
      expect(checkRow({ ...good, policyNumbers: 'PPA1000101 ppa1000101' })).toMatchObject({ errors: ['policyNumbers: PPA1000101 is listed twice'] });
      const eleven = Array.from({ length: 11 }, (_, i) => `PPA10001${String(i).padStart(2, '0')}`).join(';');
      expect(checkRow({ ...good, policyNumbers: eleven })).toMatchObject({ errors: ['policyNumbers has more than 10 policy numbers'] });
    });
    it('takes no phone, or one of 10 digits', () => {
      expect(checkRow({ ...good, phone: '' })).toMatchObject({ ok: true, values: { phone: null } });
      expect(checkRow({ ...good, phone: '555-0201' })).toMatchObject({ ok: false, errors: ['phone must have 10 digits'] });
    });
    it('keeps a refused row its address as given, cut to 254 characters, for the errors file', () => {
      expect(checkRow({ ...good, email: 'Not An Address' })).toMatchObject({ ok: false, email: 'Not An Address' });
    });
  });

  it('writes values a spreadsheet would run as a formula with a leading quote', () => {
    expect(['=1+1', '+x', '-x', '@x', 'ok@x.co'].map(csvSafe)).toEqual(["'=1+1", "'+x", "'-x", "'@x", 'ok@x.co']);
  });

  describe('reading the file as a stream', () => {
    const rows = async (text: string | Buffer) => {
      const out = [];
      for await (const r of readUserRows(Readable.from([Buffer.from(text)]))) out.push(r);
      return out;
    };
    const refusal = async (text: string | Buffer) => {
      try {
        await rows(text);
      } catch (err) {
        return err instanceof AdminException ? [err.status, err.code] : err;
      }
      return 'accepted';
    };
    it('numbers rows from the first after the header, skipping blank lines and lines of only commas (BOM allowed)', async () => {
      const read = await rows('\uFEFFemail,firstName,lastName,policyNumbers\n\na@b.co,A,B,PPA1000101\n,,,\nc@d.co,C,D,PPA1000102,extra\n');
      expect(read.map((r) => [r.rowNumber, r.checked.ok])).toEqual([
        [1, true],
        [2, false],
      ]);
      expect(read[1].checked).toMatchObject({ errors: ['has 5 values, the header 4'] });
    });
    it('refuses binary content, a bad header, broken quoting and a file without rows', async () => {
      expect(await refusal(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00]))).toEqual([415, 'ADMIN_IMPORT_NOT_CSV']);
      expect(await refusal(Buffer.from([0x65, 0x6d, 0xc3, 0x28]))).toEqual([415, 'ADMIN_IMPORT_NOT_CSV']);
      expect(await refusal('name,email\nx,y\n')).toEqual([422, 'ADMIN_IMPORT_HEADER']);
      expect(await refusal('email,firstName,lastName,policyNumbers\n"a@b.co,A,B,PPA1000101\n')).toEqual([422, 'ADMIN_IMPORT_CSV_INVALID']);
      expect(await refusal('email,firstName,lastName,policyNumbers\n')).toEqual([422, 'ADMIN_IMPORT_EMPTY']);
      expect(await refusal('')).toEqual([422, 'ADMIN_IMPORT_EMPTY']);
    });
  });
});

describe('import file name', () => {
  it('keeps the last path segment without control characters or quotes', () => {
    expect(importFileName('C:\\Users\\kim\\"new"\tusers.csv')).toBe('newusers.csv');
    expect(importFileName(undefined)).toBe('users.csv');
  });
});
