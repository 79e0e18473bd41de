import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The built pages the API serves that may carry an inline script (spa-fallback.ts). */
const PAGES = ['index.html', 'login.html'];

/**
 * The Content-Security-Policy sources (`'sha256-…'`) of the inline scripts in the built web
 * app's pages: index.html's prerendered home picture decides before the first paint whether it
 * is shown (web/scripts/prerender-home.mjs), which a file would cost a request for. Only these
 * exact scripts run; `'unsafe-inline'` stays off. Read once at start, like the pages themselves.
 */
export function inlineScriptSources(webDist: string | undefined): string[] {
  if (!webDist) return [];
  const sources = new Set<string>();
  for (const page of PAGES) {
    const file = join(webDist, page);
    if (!existsSync(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)) {
      sources.add(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
    }
  }
  return [...sources];
}
