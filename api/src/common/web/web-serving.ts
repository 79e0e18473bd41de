import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { SpaFallback } from './spa-fallback';

/**
 * A content-hashed build file under /assets (`index-Ab12Cd34.js`, and its precompressed
 * `.br`/`.gz` siblings): its name changes whenever its bytes do, so browsers may keep it.
 */
export const HASHED_ASSET = /\/assets\/[^/]+-[A-Za-z0-9_-]{6,}\.\w+(?:\.(?:br|gz))?$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app (web/dist) at / in production:
 * - each file as the build precompressed it (`<file>.br`, `<file>.gz`, written by
 *   web/scripts/precompress.ts), chosen by the request's Accept-Encoding, with
 *   `Vary: Accept-Encoding`; a file without a smaller compressed form goes as it is;
 * - content-hashed files under /assets cached for a year as immutable; every other file
 *   (index.html, the manifest, icons) with `no-cache` and an ETag, so browsers revalidate it
 *   and get a 304 while it is unchanged;
 * - client routes (/login, /policies, ...) answer index.html the same way (SpaFallback);
 * - dot-folders (dist/.vite, the build manifest) are not served.
 * Without a built app, client routes and files answer 404.
 */
export async function serveWebApp(app: NestFastifyApplication, webDist: string, enabled: boolean): Promise<void> {
  const spa = app.get(SpaFallback);
  if (!enabled || !existsSync(webDist)) {
    spa.configure(undefined);
    return;
  }
  await app.register(fastifyStatic as never, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply: { header(name: string, value: string): void }, path: string) => {
      reply.header('cache-control', HASHED_ASSET.test(path) ? IMMUTABLE : 'no-cache');
    },
  });
  spa.configure(webDist);
}
