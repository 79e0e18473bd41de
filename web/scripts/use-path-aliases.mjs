#!/usr/bin/env node
/**
 * Rewrites relative imports in web/src that leave their area into `@/…` path aliases
 * (`@/` is web/src: tsconfig paths, the vite alias and jest's moduleNameMapper). An area is one
 * feature folder (`features/<name>`) or one top-level folder of src (`forms`, `lib`, `api`,
 * `routes`, `testing`, or a file such as `theme.ts`). Imports inside an area stay relative, so
 * a feature reads as one unit; anything climbing (`../`) into another area names it from the root:
 *
 *   '../../../forms/constraints'  ->  '@/forms/constraints'
 *   '../../auth'                  ->  '@/features/auth'
 *   '../queries'                  (same feature: unchanged)
 *
 * Idempotent: run it again after adding files (`node web/scripts/use-path-aliases.mjs`).
 * Prints the files it changed.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
const GENERATED = new Set(['routeTree.gen.ts']);

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(name) && !GENERATED.has(name)) yield path;
  }
}

/** The area of a path relative to src: 'features/auth', 'forms', 'theme.ts'. */
function areaOf(fromSrc) {
  const parts = fromSrc.split(sep);
  return parts[0] === 'features' && parts.length > 1 ? `features/${parts[1]}` : parts[0];
}

// import … from '…', export … from '…', import('…'), jest.mock('…'): a quoted specifier that climbs
// out of its folder ('../…'). Imports of the folder itself or below ('./…') stay as they are, so
// files at the top of src (main.tsx, router.tsx) are left alone.
const SPECIFIER = /(\bfrom\s+|\bimport\s*\(\s*|\bjest\.mock\(\s*|^import\s+)(['"])(\.\.\/[^'"]+)\2/gm;

let changed = 0;
for (const file of sourceFiles(SRC)) {
  const source = readFileSync(file, 'utf8');
  const ownArea = areaOf(relative(SRC, file));
  const rewritten = source.replace(SPECIFIER, (whole, lead, quote, specifier) => {
    const target = relative(SRC, normalize(join(dirname(file), specifier)));
    if (target.startsWith('..')) return whole; // outside src: leave it
    if (areaOf(target) === ownArea) return whole;
    return `${lead}${quote}@/${target.split(sep).join('/')}${quote}`;
  });
  if (rewritten !== source) {
    writeFileSync(file, rewritten);
    changed += 1;
    console.log(relative(join(SRC, '..'), file));
  }
}
console.log(`use-path-aliases: ${changed} file(s) changed`);
