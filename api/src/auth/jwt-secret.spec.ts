import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jwtSecretPath, resolveJwtSecret } from './jwt-secret';

describe(resolveJwtSecret.name, () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = join(mkdtempSync(join(tmpdir(), 'portal-secret-')), 'data');
  });
  afterEach(() => rmSync(join(dataDir, '..'), { recursive: true, force: true }));

  it('uses JWT_SECRET when it is set', () => {
    expect(resolveJwtSecret({ jwtSecret: 'k'.repeat(40), env: 'production', dataDir })).toEqual({ secret: 'k'.repeat(40), source: 'JWT_SECRET' });
  });

  it('uses a random secret per process in tests, and writes nothing', () => {
    const a = resolveJwtSecret({ env: 'test', dataDir });
    const b = resolveJwtSecret({ env: 'test', dataDir });
    expect(a.secret).not.toBe(b.secret);
    expect(a.secret.length).toBeGreaterThanOrEqual(64);
    expect(() => statSync(jwtSecretPath({ dataDir }))).toThrow();
  });

  it('otherwise creates a 48-byte secret once in <dataDir>/jwt-secret, readable by the owner only, and reuses it', () => {
    const first = resolveJwtSecret({ env: 'development', dataDir });
    const path = jwtSecretPath({ dataDir });
    expect(first.source).toContain(path);
    expect(Buffer.from(first.secret, 'base64url')).toHaveLength(48);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, 'utf8').trim()).toBe(first.secret);
    expect(resolveJwtSecret({ env: 'production', dataDir }).secret).toBe(first.secret);
  });
});
