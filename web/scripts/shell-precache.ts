import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestTransform } from 'workbox-build';

/** A chunk of dist/.vite/manifest.json (Vite's build manifest). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
  assets?: string[];
}

/**
 * Modules whose chunks the service worker precaches beside the app's entry: what /autoidcards
 * needs to open with no network (the signed-in layout, its header menu, the ID card route) and
 * /login (where a signed-out visitor is sent, offline too). Every other lazy route loads from the
 * network as before: precaching them all would make each install download the whole app.
 */
export const OFFLINE_MODULES = [
  /^src\/routes\/_authenticated\.tsx(\?.*)?$/,
  /^src\/routes\/_authenticated\/autoidcards\.tsx(\?.*)?$/,
  /^src\/routes\/login\.tsx(\?.*)?$/,
  /^src\/features\/shell\/components\/HeaderMenu\.tsx$/,
  /^src\/features\/auth\/components\/IdleWarningDialog\.tsx$/,
  /^src\/features\/shell\/components\/MenuDrawer\.tsx$/,
];

/** The files (JS, CSS, assets) of `keys` and of every chunk they import statically. */
export function staticClosure(manifest: Record<string, ManifestChunk>, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    const chunk = manifest[key];
    files.add(chunk.file);
    for (const f of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(f);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return files;
}

/** The hashed files the shell precaches: the index.html entry's closure and OFFLINE_MODULES'. */
export function shellFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const keys = Object.keys(manifest).filter(
    (key) => (manifest[key].isEntry && key.endsWith('index.html')) || OFFLINE_MODULES.some((pattern) => pattern.test(key)),
  );
  return staticClosure(manifest, keys);
}

/**
 * Workbox manifest transform: keeps the unhashed shell files it was given (index.html, the web
 * manifest, icons) and, of the hashed files under assets/, only the shell's (dist/.vite/manifest.json).
 */
export function shellOnly(distDir: string): ManifestTransform {
  return async (entries) => {
    const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    const keep = shellFiles(manifest);
    return { manifest: entries.filter((e) => !e.url.startsWith('assets/') || keep.has(e.url)), warnings: [] };
  };
}
