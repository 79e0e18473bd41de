import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The monorepo's root folder (the one whose package.json declares the workspaces). */
export function repoRoot(from: string = __dirname): string {
  let dir = from;
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).workspaces) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No workspace root above ${from}`);
    dir = parent;
  }
}

/** The API package's version, reported by the health probe. */
export function apiVersion(): string {
  return JSON.parse(readFileSync(join(repoRoot(), 'api/package.json'), 'utf8')).version;
}
