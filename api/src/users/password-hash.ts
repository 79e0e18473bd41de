import * as argon2 from 'argon2';
import { availableParallelism } from 'node:os';

/**
 * argon2id with OWASP's Password Storage Cheat Sheet parameters (m=19 MiB, t=2, p=1): about
 * 20 ms of one core and 19 MiB per hash. The library's defaults (m=64 MiB, t=3, p=4) held
 * 64 MiB per hash and allowed 5-7 sign-ins a second. Hashes made with other parameters still
 * verify; `needsRehash` tells sign-in to store a new one (AuthService.login).
 */
export const PASSWORD_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most this many hashes or verifications run at once (one per core); the others wait in
 * order. Memory is then bounded (19 MiB each, or 64 MiB for an old hash being verified) however
 * many sign-ins arrive together, and the libuv threads stay free for file and DNS work.
 */
export const MAX_CONCURRENT_HASHES = Math.max(1, availableParallelism());

/** A first-in, first-out limit on concurrent work. */
export class WorkQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly limit: number) {}

  /** Work started, waiting for a slot or not: for tests and monitoring. */
  get pending(): number {
    return this.running + this.waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((start) => this.waiting.push(start));
    else this.running++;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next)
        next(); // the slot passes on as it is
      else this.running--;
    }
  }
}

const hashing = new WorkQueue(MAX_CONCURRENT_HASHES);

/** Hashes a password with argon2id (PASSWORD_HASH_OPTIONS), waiting its turn in the hash queue. */
export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => argon2.hash(password, PASSWORD_HASH_OPTIONS));
}

/** True when the password matches the stored argon2 hash; false for a malformed hash. Waits its turn in the hash queue. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashing.run(() => argon2.verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** True when a stored hash was made with other parameters (or is not argon2id): sign-in then stores a new one. */
export function needsRehash(passwordHash: string): boolean {
  if (!passwordHash.startsWith('$argon2id$')) return true;
  try {
    return argon2.needsRehash(passwordHash, PASSWORD_HASH_OPTIONS);
  } catch {
    return true;
  }
}
