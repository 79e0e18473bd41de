import { documentErrors, formatBytes, formatCents, progressPercent } from './rules';

const rules = { maxFileBytes: 10_485_760, maxTotalBytes: 20_000_000, maxFiles: 20, acceptedTypes: ['image/jpeg', 'application/pdf'] };
const claim = { filesTotalBytes: 0, maxFilesTotalBytes: 100_000_000 };

describe('claim documents (the upload checks before sending)', () => {
  it('accepts the accepted types within the limits, from the browser type or the extension', () => {
    expect(documentErrors([{ name: 'estimate.pdf', size: 1000, type: 'application/pdf' }], rules, claim)).toEqual([]);
    expect(documentErrors([{ name: 'photo.JPG', size: 1000, type: '' }], rules, claim)).toEqual([]);
  });

  it('refuses no file, a refused type, a file over 10MB, more than the files allowed', () => {
    expect(documentErrors([], rules, claim)).toEqual(['Choose at least one file.']);
    expect(documentErrors([{ name: 'setup.exe', size: 10, type: 'application/x-msdownload' }], rules, claim)).toEqual([
      'setup.exe: This type of file is not accepted.',
    ]);
    expect(documentErrors([{ name: 'big.pdf', size: 10_485_761, type: 'application/pdf' }], rules, claim)).toEqual([
      'big.pdf: File size exceeds the 10MB maximum.',
    ]);
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `${i}.pdf`, size: 1, type: 'application/pdf' }));
    expect(documentErrors(many, rules, claim)).toEqual(['Attach at most 20 files.']);
  });

  it("refuses a request over the combined limit, and files that would take the claim's total over its limit", () => {
    const three = Array.from({ length: 3 }, (_, i) => ({ name: `${i}.pdf`, size: 8_000_000, type: 'application/pdf' }));
    expect(documentErrors(three, rules, claim)[0]).toMatch(/over 20.0 MB together/);
    expect(
      documentErrors([{ name: 'a.pdf', size: 2_000_000, type: 'application/pdf' }], rules, { filesTotalBytes: 99_000_000, maxFilesTotalBytes: 100_000_000 })[0],
    ).toBe('This claim already has 99.0 MB of files; these would take it over the 100.0 MB limit.');
  });

  it('money in integer cents, sizes and progress as shown', () => {
    expect(formatCents(234615)).toBe('$2,346.15');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatBytes(48_213)).toBe('48 KB');
    expect(progressPercent(50, 200)).toBe(25);
    expect(progressPercent(0, 0)).toBe(0);
  });
});
