import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { generateOrReadDataDirKey } from '../config/data-dir';

const JWT_SECRET_FILE = 'jwt-secret';

export interface ResolvedSecret {
  secret: string;
  /** Said once at start-up: where the secret came from (never the secret). */
  source: string;
}

/** The file that keeps the generated secret when JWT_SECRET is not set. */
export function jwtSecretPath(config: Pick<AppConfig, 'dataDir'>): string {
  return join(config.dataDir, JWT_SECRET_FILE);
}

/**
 * The token signing secret: JWT_SECRET when set; under NODE_ENV=test a random one per process;
 * otherwise 48 random bytes created once in <dataDir>/jwt-secret (mode 0600) and read back on
 * every later start, so sessions survive a restart. Several instances must share JWT_SECRET
 * (or the data folder), or each refuses the others' tokens.
 */
export function resolveJwtSecret(config: Pick<AppConfig, 'jwtSecret' | 'env' | 'dataDir'>): ResolvedSecret {
  if (config.jwtSecret) return { secret: config.jwtSecret, source: 'JWT_SECRET' };
  if (config.env === 'test') return { secret: randomBytes(48).toString('base64url'), source: 'a random secret for this test process' };
  const { path, text } = generateOrReadDataDirKey(config.dataDir, JWT_SECRET_FILE, () => randomBytes(48).toString('base64url'));
  const secret = text.trim();
  if (secret.length < 32) throw new Error(`${path} holds a signing secret shorter than 32 characters; delete it to have a new one made (every session ends).`);
  return { secret, source: `the generated secret in ${path} (set JWT_SECRET to share one between instances)` };
}
