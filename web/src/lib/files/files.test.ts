import { extensionOf, formatBytes, isAcceptedType, progressPercent, totalBytes } from './index';

describe('shared file checks', () => {
  it('reads the extension in lower case, empty when there is none', () => {
    expect(extensionOf('Photo.JPG')).toBe('jpg');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('README')).toBe('');
  });

  it('accepts only the listed types', () => {
    expect(isAcceptedType('estimate.pdf')).toBe(true);
    expect(isAcceptedType('mail.MSG')).toBe(true);
    expect(isAcceptedType('tool.exe')).toBe(false);
  });

  it('adds the sizes of the files', () => {
    expect(totalBytes([{ size: 1 }, { size: 2_000 }])).toBe(2_001);
    expect(totalBytes([])).toBe(0);
  });

  it('writes bytes as MB, KB or the small unit each screen uses', () => {
    expect(formatBytes(1_400_000)).toBe('1.4 MB');
    expect(formatBytes(820_400)).toBe('820 KB');
    expect(formatBytes(999)).toBe('999 bytes');
    expect(formatBytes(999, 'B')).toBe('999 B');
  });

  it('shows upload progress as a whole percentage, never over 100', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(5, 4)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
  });
});
