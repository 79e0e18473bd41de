import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/app-config';
import { generateOrReadDataDirKey } from '../config/data-dir';

/** The format version at the start of every stored secret: `v1.<key id>.<base64url(iv | ciphertext | tag)>`. */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const TOTP_KEY_FILE = 'totp-key';

/** The key from TOTP_ENCRYPTION_KEY: 32 bytes written as 64 hex digits or 43-44 characters of base64/base64url. */
export function parseTotpKey(text: string): Buffer | null {
  const value = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : /^[A-Za-z0-9+/_-]{43}=?$/.test(value) ? Buffer.from(value, 'base64url') : null;
  return key?.length === 32 ? key : null;
}

export interface ResolvedTotpKey {
  key: Buffer;
  /** Said once at start-up: where the key came from (never the key). */
  source: string;
}

/**
 * Under NODE_ENV=test: one random key for the whole process, so two applications a test starts
 * on one database (an API and a worker) open each other's secrets.
 */
const TEST_PROCESS_KEY = randomBytes(32);

/** The file that keeps the generated key when TOTP_ENCRYPTION_KEY is not set. */
export function totpKeyPath(config: Pick<AppConfig, 'dataDir'>): string {
  return join(config.dataDir, TOTP_KEY_FILE);
}

/**
 * The key that encrypts authenticator-app secrets at rest, resolved as the token signing secret
 * is (auth/jwt-secret.ts): TOTP_ENCRYPTION_KEY when set; under NODE_ENV=test one random key per
 * process (not per application, unlike the signing secret); otherwise 32 random bytes created
 * once in <dataDir>/totp-key (mode 0600, hex) and read back on every later start. Several
 * instances must share TOTP_ENCRYPTION_KEY.
 */
export function resolveTotpKey(config: Pick<AppConfig, 'totpEncryptionKey' | 'env' | 'dataDir'>): ResolvedTotpKey {
  if (config.totpEncryptionKey) {
    const key = parseTotpKey(config.totpEncryptionKey);
    if (!key) throw new Error('TOTP_ENCRYPTION_KEY must be 32 bytes: 64 hex digits or 43 base64url characters');
    return { key, source: 'TOTP_ENCRYPTION_KEY' };
  }
  if (config.env === 'test') return { key: TEST_PROCESS_KEY, source: 'a random key for this test process' };
  const { path, text } = generateOrReadDataDirKey(config.dataDir, TOTP_KEY_FILE, () => randomBytes(32).toString('hex'));
  const key = parseTotpKey(text);
  if (!key)
    throw new Error(`${path} does not hold a 32-byte key (64 hex digits); restore it, or set TOTP_ENCRYPTION_KEY to the key the secrets were encrypted with.`);
  return { key, source: `the generated key in ${path} (set TOTP_ENCRYPTION_KEY to share one between instances)` };
}

/**
 * AES-256-GCM for the authenticator-app secrets (totp_credential.secret). A stored secret is
 * `v1.<key id>.<base64url(12-byte iv | ciphertext | 16-byte tag)>`; the key id (8 hex digits of
 * the key's SHA-256) says which key sealed it, so a start with another key is refused with a
 * clear message instead of every code failing. The version and key id are authenticated data.
 */
export class TotpSecretCipher {
  readonly keyId: string;

  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The TOTP encryption key must be 32 bytes');
    this.keyId = createHash('sha256').update(key).digest('hex').slice(0, 8);
  }

  /** True when the stored value is sealed (by any key), false for a clear secret of an earlier version. */
  static isSealed(stored: string): boolean {
    return stored.startsWith(`${VERSION}.`);
  }

  /** The key id a sealed value names. */
  static keyIdOf(stored: string): string | null {
    return TotpSecretCipher.isSealed(stored) ? (stored.split('.')[1] ?? null) : null;
  }

  seal(secret: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(`${VERSION}.${this.keyId}`));
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return `${VERSION}.${this.keyId}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
  }

  open(stored: string): string {
    const [version, keyId, payload] = stored.split('.');
    if (version !== VERSION || !payload) throw new Error('Not a sealed authenticator-app secret');
    if (keyId !== this.keyId) throw new TotpKeyMismatchError(keyId, this.keyId);
    const bytes = Buffer.from(payload, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(`${VERSION}.${keyId}`));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}

export class TotpKeyMismatchError extends Error {
  constructor(stored: string, current: string) {
    super(
      `Authenticator-app secrets are encrypted with key ${stored}, but TOTP_ENCRYPTION_KEY (or DATA_DIR/totp-key) is key ${current}: start with the key they were encrypted with (every admin's and customer's app codes depend on it)`,
    );
    this.name = 'TotpKeyMismatchError';
  }
}

/** Advisory lock of the start-up pass (one instance at a time). */
const SEAL_LOCK_KEY = 'portal:totp-seal';

/**
 * At start-up: refuses to start when a stored secret is sealed with another key (and checks one
 * sealed with this key opens), then seals every clear secret an earlier version stored. In one
 * transaction under an advisory lock, so instances starting together take turns and the second
 * finds nothing clear; idempotent (a sealed secret is never sealed again). Returns how many it sealed.
 */
export async function sealClearTotpSecrets(em: EntityManager, cipher: TotpSecretCipher): Promise<number> {
  return em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [SEAL_LOCK_KEY]);
    const foreign = await tx.execute<{ key_id: string }[]>(
      `select split_part(secret, '.', 2) as key_id from totp_credential where secret like 'v1.%' and split_part(secret, '.', 2) <> ? limit 1`,
      [cipher.keyId],
    );
    if (foreign.length) throw new TotpKeyMismatchError(foreign[0].key_id, cipher.keyId);
    const [sample] = await tx.execute<{ secret: string }[]>(`select secret from totp_credential where secret like 'v1.%' limit 1`);
    if (sample) {
      try {
        cipher.open(sample.secret);
      } catch {
        throw new Error(`An authenticator-app secret sealed with key ${cipher.keyId} does not open with it (altered data?): refusing to start`);
      }
    }
    const clear = await tx.execute<{ id: string; secret: string }[]>(`select id, secret from totp_credential where secret not like 'v1.%' for update`);
    for (const row of clear) {
      await tx.execute('update totp_credential set secret = ? where id = ?', [cipher.seal(row.secret), row.id]);
    }
    return clear.length;
  });
}
