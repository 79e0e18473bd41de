import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseTotpKey, resolveTotpKey, TotpKeyMismatchError, TotpSecretCipher, totpKeyPath } from './totp-secret-cipher';

describe('TotpSecretCipher (issue 17: authenticator-app secrets sealed with AES-256-GCM)', () => {
  const cipher = new TotpSecretCipher(randomBytes(32));
  const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

  it('seals to v1.<key id>.<base64url> without the secret in it, fresh each time, and opens back', () => {
    const a = cipher.seal(SECRET);
    const b = cipher.seal(SECRET);
    expect(a).toMatch(new RegExp(`^v1\\.${cipher.keyId}\\.[A-Za-z0-9_-]+$`));
    expect(a).not.toContain(SECRET);
    expect(a).not.toBe(b);
    expect(a.length).toBeLessThanOrEqual(255);
    expect([cipher.open(a), cipher.open(b)]).toEqual([SECRET, SECRET]);
  });

  it('refuses a value sealed by another key, naming both key ids', () => {
    const other = new TotpSecretCipher(randomBytes(32));
    expect(() => cipher.open(other.seal(SECRET))).toThrow(TotpKeyMismatchError);
    expect(() => cipher.open(other.seal(SECRET))).toThrow(
      `encrypted with key ${other.keyId}, but TOTP_ENCRYPTION_KEY (or DATA_DIR/totp-key) is key ${cipher.keyId}`,
    );
  });

  it('refuses an altered value (the tag authenticates it)', () => {
    const sealed = cipher.seal(SECRET);
    const payload = Buffer.from(sealed.split('.')[2], 'base64url');
    payload[14] ^= 1;
    expect(() => cipher.open(`v1.${cipher.keyId}.${payload.toString('base64url')}`)).toThrow();
  });

  it('tells sealed values from clear secrets of earlier versions', () => {
    expect(TotpSecretCipher.isSealed(cipher.seal(SECRET))).toBe(true);
    expect(TotpSecretCipher.isSealed(SECRET)).toBe(false);
  });
});

describe(resolveTotpKey.name, () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = join(mkdtempSync(join(tmpdir(), 'portal-totp-key-')), 'data');
  });
  afterEach(() => rmSync(join(dataDir, '..'), { recursive: true, force: true }));

  it('takes TOTP_ENCRYPTION_KEY as 64 hex digits or 43 base64url characters', () => {
    const key = randomBytes(32);
    expect(resolveTotpKey({ totpEncryptionKey: key.toString('hex'), env: 'production', dataDir }).key).toEqual(key);
    expect(resolveTotpKey({ totpEncryptionKey: key.toString('base64url'), env: 'production', dataDir }).key).toEqual(key);
    expect(parseTotpKey('too-short')).toBeNull();
  });

  it('otherwise creates a key once in <dataDir>/totp-key, owner-only, and reuses it (in tests one random key per process, written nowhere)', () => {
    const first = resolveTotpKey({ env: 'development', dataDir });
    expect(statSync(totpKeyPath({ dataDir })).mode & 0o777).toBe(0o600);
    expect(resolveTotpKey({ env: 'development', dataDir }).key).toEqual(first.key);
    const inTests = resolveTotpKey({ env: 'test', dataDir: join(dataDir, 'none') }).key;
    expect(inTests).not.toEqual(first.key);
    expect(resolveTotpKey({ env: 'test', dataDir }).key).toEqual(inTests);
    expect(() => statSync(join(dataDir, 'none'))).toThrow();
  });
});
