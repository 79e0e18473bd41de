import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded and generated files are kept (claim attachments, certificates of insurance) (DESIGN.md: outside services are ports with a built-in adapter).
 * Files are stored under keys the storage generates, never under a name a client chose; an
 * S3-compatible adapter can replace the local one when instances do not share a disk.
 */
export abstract class FileStorage {
  /** Streams `source` into a new file and answers its key; on error nothing is left behind. */
  abstract put(source: Readable): Promise<string>;
  /** The stored file's bytes, or null when the key is unknown. */
  abstract open(key: string): Promise<Readable | null>;
  /** Removes a file; an unknown key is not an error. */
  abstract remove(key: string): Promise<void>;
}

const KEY = /^[0-9a-f]{32}$/;

/**
 * The built-in adapter: a folder under DATA_DIR (one per use: `claim-files/`, `certificate-files/`), owner-only (0700), each file
 * owner-only (0600), named by a random 128-bit id spread over 256 sub-folders.
 */
export class LocalFileStorage extends FileStorage {
  constructor(private readonly root: string) {
    super();
  }

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error('invalid storage key');
    return join(this.root, key.slice(0, 2), key);
  }

  async put(source: Readable): Promise<string> {
    const key = randomUUID().replaceAll('-', '');
    const path = this.pathOf(key);
    await mkdir(join(this.root, key.slice(0, 2)), { recursive: true, mode: 0o700 });
    try {
      await pipeline(source, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    } catch (err) {
      await rm(path, { force: true });
      throw err;
    }
    return key;
  }

  async open(key: string): Promise<Readable | null> {
    if (!KEY.test(key)) return null;
    const path = this.pathOf(key);
    try {
      await stat(path);
    } catch {
      return null;
    }
    return createReadStream(path);
  }

  async remove(key: string): Promise<void> {
    if (!KEY.test(key)) return;
    await rm(this.pathOf(key), { force: true });
  }
}
