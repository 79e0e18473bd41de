import { ADMIN_TEXT, bulkReportFileName, BULK_SYNC_DEFAULT, fileSize, parseUpdateCount, reportRowCount } from './rules';

describe('admin Data rules', () => {
  describe('the bulk sync prompt requires a number of users or ALL (doc 4 §5)', () => {
    it('defaults to 50', () => {
      expect(BULK_SYNC_DEFAULT).toBe('50');
      expect(parseUpdateCount(BULK_SYNC_DEFAULT)).toEqual({ ok: true, value: 50 });
    });
    it("takes counts from 1 to the spec's maximum, 1,000,000, and says the range beyond it", () => {
      expect(parseUpdateCount('1')).toEqual({ ok: true, value: 1 });
      expect(parseUpdateCount('1000000')).toEqual({ ok: true, value: 1_000_000 });
      expect(parseUpdateCount('1000001')).toEqual({ ok: false, error: expect.stringContaining('1,000,000') });
    });
    it('takes ALL in any case', () => {
      expect(parseUpdateCount('ALL')).toEqual({ ok: true, value: 'ALL' });
      expect(parseUpdateCount(' all ')).toEqual({ ok: true, value: 'ALL' });
    });
    it('refuses an empty value, zero, fractions, signs and words', () => {
      for (const input of ['', '  ', '0', '2.5', '-3', '+4', 'fifty', '1e3', '1000001']) expect(parseUpdateCount(input).ok).toBe(false);
      expect(parseUpdateCount('')).toEqual({ ok: false, error: 'Enter a number of users or ALL.' });
    });
  });

  it('names the report BulkUpdateReport_ plus the UTC timestamp, .csv', () => {
    expect(bulkReportFileName(new Date('2026-11-26T14:02:11.123Z'))).toBe('BulkUpdateReport_20261126140211.csv');
  });

  it('counts the report rows after the header (none: the spec\'s "No updates were returned" text)', () => {
    expect(reportRowCount('user,email,policy,before,after,outcome\n')).toBe(0);
    expect(reportRowCount('user,email,policy,before,after,outcome\r\na,b,c,paper,electronic,updated\r\n')).toBe(1);
    expect(ADMIN_TEXT.noUpdates).toBe('No updates were returned. Please contact support for more information.');
    expect(ADMIN_TEXT.bulkFailure('boom')).toBe('FAILURE: boom');
  });

  it('shows file sizes in B, KB and MB', () => {
    expect([fileSize(512), fileSize(2048), fileSize(5 * 1024 * 1024)]).toEqual(['512 B', '2.0 KB', '5.0 MB']);
  });
});
