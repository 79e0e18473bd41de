import { createHash, randomBytes } from 'node:crypto';

/** A new random credential or token id: 32 bytes, base64url. */
export function randomCredential(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a credential: its SHA-256, hex. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
