import { createHash, randomBytes } from 'node:crypto';

/**
 * A print token for demo documents: looks random, but is derived from a stable key so the
 * demo book is the same on every run. Real documents use randomPrintToken().
 */
export function demoPrintToken(key: string): string {
  return createHash('sha256').update(`harbor-mutual-demo-print:${key}`).digest('base64url').slice(0, 32);
}

/** An unguessable print token (24 random bytes, base64url, 32 characters). */
export function randomPrintToken(): string {
  return randomBytes(24).toString('base64url');
}

/** A stable UUID (version 4 layout) derived from a key, for demo users. */
export function demoUuid(key: string): string {
  const hex = createHash('sha256').update(`harbor-mutual-demo-id:${key}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
