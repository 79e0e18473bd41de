import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateOrReadDataDirKey } from './data-dir';

describe(generateOrReadDataDirKey.name, () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = join(mkdtempSync(join(tmpdir(), 'portal-key-')), 'data');
  });
  afterEach(() => rmSync(join(dataDir, '..'), { recursive: true, force: true }));

  it('the first call creates the folder (0700) and the file (0600) with the generated text', () => {
    const made = generateOrReadDataDirKey(dataDir, 'some-key', () => 'first');
    expect(made).toEqual({ path: join(dataDir, 'some-key'), text: 'first\n' });
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(made.path).mode & 0o777).toBe(0o600);
  });

  it('a later call reads the kept text back instead of the new one, and leaves no temporary file', () => {
    generateOrReadDataDirKey(dataDir, 'some-key', () => 'first');
    expect(generateOrReadDataDirKey(dataDir, 'some-key', () => 'second').text).toBe('first\n');
    expect(readdirSync(dataDir)).toEqual(['some-key']);
  });

  it('a kept file that group or others may read is made owner-only', () => {
    generateOrReadDataDirKey(dataDir, 'some-key', () => 'first');
    chmodSync(join(dataDir, 'some-key'), 0o644);
    generateOrReadDataDirKey(dataDir, 'some-key', () => 'second');
    expect(statSync(join(dataDir, 'some-key')).mode & 0o777).toBe(0o600);
  });

  it('a file written by someone else is returned as it is, for the caller to check', () => {
    generateOrReadDataDirKey(dataDir, 'other', () => 'x');
    writeFileSync(join(dataDir, 'some-key'), 'short', { mode: 0o600 });
    expect(generateOrReadDataDirKey(dataDir, 'some-key', () => 'generated').text).toBe('short');
  });
});
