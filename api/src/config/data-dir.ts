import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
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
