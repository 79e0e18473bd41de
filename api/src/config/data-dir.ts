import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, lstatSync, mkdirSync, readFileSync, readdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Permission bits of group and others: none of them may be set on DATA_DIR or anything in it. */
const GROUP_AND_OTHERS = 0o077;

/**
 * Makes DATA_DIR the portal's own: it holds the embedded database's files, the token signing
 * secret and the database socket. Sets the process umask to 077 so every file and folder the
 * portal creates from now on is owner-only, creates the folder with mode 0700, and takes group
 * and other permissions off what an earlier version (or another umask) left there. Symbolic
 * links are not followed. Returns how many entries had to be fixed.
 */
export function secureDataDir(dataDir: string): number {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  return restrict(dataDir);
}

function restrict(path: string): number {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return 0;
  let fixed = 0;
  if ((stat.mode & GROUP_AND_OTHERS) !== 0) {
    chmodSync(path, stat.mode & 0o700);
    fixed++;
  }
  if (stat.isDirectory()) {
    for (const name of readdirSync(path)) fixed += restrict(join(path, name));
  }
  return fixed;
}

/**
 * A key the portal makes for itself and keeps in DATA_DIR (the token signing secret, the TOTP
 * encryption key): the text of <dataDir>/<name>, which the first start writes with `generate()`
 * (mode 0600, the folder made with mode 0700 if missing) and every later start reads back. The
 * text goes to a private temporary file that is then hard-linked into place: link() fails if the
 * file exists, so two processes starting together agree on one key and neither reads a
 * half-written file. A file group or others may read is made owner-only. The caller checks the
 * text (and says how to recover from a bad one).
 */
export function generateOrReadDataDirKey(dataDir: string, name: string, generate: () => string): { path: string; text: string } {
  const path = join(dataDir, name);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temporary, generate() + '\n', { flag: 'wx', mode: 0o600 });
  try {
    linkSync(temporary, path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(temporary);
  }
  const text = readFileSync(path, 'utf8');
  if ((statSync(path).mode & GROUP_AND_OTHERS) !== 0) chmodSync(path, 0o600);
  return { path, text };
}
